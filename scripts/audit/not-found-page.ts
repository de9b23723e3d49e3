/**
 * The 404 page is meant to answer 404 and to stay out of search results, and
 * Lighthouse marks exactly that down: SEO's http-status-code and is-crawlable,
 * and best practices' errors-in-console (Chromium logs the document's own
 * 404). For that page only, those three audits count as passed when they
 * report nothing but the intended behaviour, and the categories are rescored
 * with Lighthouse's own weights; anything else still fails them (decision 016).
 */
import type { Result } from "lighthouse";

type Audits = Result["audits"];
type Categories = Result["categories"];

interface ConsoleItem {
  source?: string;
  description?: string;
  sourceLocation?: { url?: string };
}

interface CrawlItem {
  source?: { snippet?: string };
}

function itemsOf<T>(audit: Audits[string] | undefined): T[] {
  const details = audit?.details as { items?: T[] } | undefined;
  return details?.items ?? [];
}

/** Which audits fail only because the page is the intended 404. */
function intendedFailures(audits: Audits, pageUrl: string): Set<string> {
  const intended = new Set<string>();
  if (audits["http-status-code"]?.score === 0) intended.add("http-status-code");
  const crawl = itemsOf<CrawlItem>(audits["is-crawlable"]);
  if (
    crawl.length > 0 &&
    crawl.every((item) => /name="robots" content="noindex"/.test(item.source?.snippet ?? ""))
  ) {
    intended.add("is-crawlable");
  }
  const errors = itemsOf<ConsoleItem>(audits["errors-in-console"]);
  const ownNotFound = (item: ConsoleItem) =>
    item.source === "network" &&
    item.sourceLocation?.url === pageUrl &&
    /status of 404/.test(item.description ?? "");
  if (errors.length > 0 && errors.every(ownNotFound)) intended.add("errors-in-console");
  return intended;
}

/** Category scores with the intended failures counted as passes; other categories unchanged. */
export function notFoundPageScores(
  categories: Categories,
  audits: Audits,
  pageUrl: string,
): Record<string, number> {
  const intended = intendedFailures(audits, pageUrl);
  const scores: Record<string, number> = {};
  for (const category of Object.values(categories)) {
    let weighted = 0;
    let weights = 0;
    for (const ref of category.auditRefs) {
      if (ref.weight === 0) continue;
      const score = intended.has(ref.id) ? 1 : (audits[ref.id]?.score ?? 0);
      weighted += ref.weight * score;
      weights += ref.weight;
    }
    scores[category.id] = weights === 0 ? (category.score ?? 0) : weighted / weights;
  }
  return scores;
}
