/**
 * Full-text search over the site's passages (MiniSearch: BM25 ranking, prefix
 * and fuzzy matching for typos), with page-level scores for choosing what to link.
 */
import MiniSearch from "minisearch";
import { marketTerms, serviceTerms } from "../../app/content/assistant-knowledge.ts";
import type { Passage } from "./knowledge.ts";
import { contentTokens } from "./text.ts";

interface IndexedPassage extends Passage {
  /** Extra vocabulary for the page's lead passage (synonyms, cities). */
  terms: string;
}

export interface PassageHit {
  passage: Passage;
  score: number;
}

export interface PageHit {
  path: string;
  page: string;
  score: number;
}

const vocabulary = new Map<string, string>();
for (const entry of [...serviceTerms, ...marketTerms]) {
  vocabulary.set(entry.path, [...entry.ranked, ...(entry.related ?? [])].join(" "));
}

/** The words that find a page: its visitors' vocabulary and its one-line summary. */
function pageTerms(passage: Passage, summaries: ReadonlyMap<string, string>): string {
  if (passage.kind !== "lead") return "";
  return `${vocabulary.get(passage.path) ?? ""} ${summaries.get(passage.path) ?? ""}`;
}

const kindWeight: Record<Passage["kind"], number> = {
  faq: 1.15,
  lead: 1.1,
  overview: 1,
  code: 1,
  card: 1,
  note: 0.9,
  fact: 0.8,
};

function miniSearch(fields: string[], boost: Record<string, number>, known: ReadonlySet<string>) {
  return new MiniSearch<IndexedPassage>({
    fields,
    tokenize: contentTokens,
    processTerm: (term) => term,
    searchOptions: {
      boost,
      // Typo and prefix matching are costly: only for words the site's text does not contain as such.
      fuzzy: (term) => (term.length > 5 && !known.has(term) ? 0.2 : false),
      prefix: (term) => term.length > 4 && !known.has(term),
      combineWith: "OR",
    },
  });
}

export class PassageIndex {
  private readonly all: MiniSearch<IndexedPassage>;
  /** One small index per page, for finding the best passage of a chosen page. */
  private readonly perPage = new Map<string, MiniSearch<IndexedPassage>>();
  private readonly byId = new Map<number, Passage>();
  private readonly known = new Set<string>();

  constructor(passages: readonly Passage[], summaries: ReadonlyMap<string, string> = new Map()) {
    const documents = passages.map((passage) => ({ ...passage, terms: pageTerms(passage, summaries) }));
    for (const document of documents) {
      for (const field of [document.heading, document.text, document.page, document.terms]) {
        for (const token of contentTokens(field)) this.known.add(token);
      }
      this.byId.set(document.id, document);
    }
    this.all = miniSearch(
      ["heading", "text", "page", "terms"],
      { heading: 1.6, page: 2, terms: 2.5 },
      this.known,
    );
    this.all.addAll(documents);
    for (const document of documents) {
      let page = this.perPage.get(document.path);
      if (!page) {
        page = miniSearch(["heading", "text"], { heading: 1.6 }, this.known);
        this.perPage.set(document.path, page);
      }
      page.add(document);
    }
  }

  /** Best passages for a question, optionally only from one page. */
  passages(question: string, onlyPath?: string, limit = 8): PassageHit[] {
    // Within one page, rank by the passages' own words: the page vocabulary would always favour its lead.
    const index = onlyPath ? this.perPage.get(onlyPath) : this.all;
    if (!index) return [];
    return index
      .search(question)
      .slice(0, limit * 3)
      .map((result) => {
        const passage = this.byId.get(result.id as number) as Passage;
        return { passage, score: result.score * kindWeight[passage.kind] };
      })
      .sort((a, b) => b.score - a.score)
      .slice(0, limit);
  }

  /** Pages ranked by their best passage plus a little credit for further matches. */
  pages(question: string): PageHit[] {
    const totals = new Map<string, PageHit & { extra: number }>();
    for (const hit of this.passages(question, undefined, 40)) {
      const known = totals.get(hit.passage.path);
      if (!known)
        totals.set(hit.passage.path, {
          path: hit.passage.path,
          page: hit.passage.page,
          score: hit.score,
          extra: 0,
        });
      else known.extra = Math.min(known.extra + hit.score * 0.15, known.score * 0.5);
    }
    return [...totals.values()]
      .map(({ path, page, score, extra }) => ({ path, page, score: score + extra }))
      .sort((a, b) => b.score - a.score);
  }
}

/**
 * The passages an LLM grounds an answer in: each linked page's best passages, or at least its
 * introduction when the question's words are not on it ("What's your phone number?" and the
 * contact page), then the best of the whole site; eight at most, each once.
 */
export function groundingPassages(
  index: PassageIndex,
  leads: ReadonlyMap<string, Passage>,
  question: string,
  pagePaths: readonly string[],
): Passage[] {
  const fromPages = pagePaths.flatMap((path) => {
    const hits = index.passages(question, path, 3).map((hit) => hit.passage);
    const lead = leads.get(path);
    return hits.length > 0 ? hits : lead ? [lead] : [];
  });
  const general = index.passages(question, undefined, 6).map((hit) => hit.passage);
  const seen = new Set<number>();
  return [...fromPages, ...general]
    .filter((passage) => !seen.has(passage.id) && seen.add(passage.id))
    .slice(0, 8);
}
