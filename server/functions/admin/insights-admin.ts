import { Hono } from "hono";
import { isLocale, type Locale, locales } from "../../../app/content/locales.ts";
import type { Insights } from "../../../contracts/insights.ts";
import type { Database } from "../../db/database.ts";
import type { DayRange } from "../../db/insights-repository.ts";
import { errorResponse } from "../../http/errors.ts";
import { refuseOtherMethods } from "../../http/methods.ts";
import { groupByTopic } from "./topic-groups.ts";

const DAY_MS = 86_400_000;
/** The range when none is asked for: the last 30 days, today included. */
export const DEFAULT_DAYS = 30;
/** A longer range is refused: a year is plenty for a chart of days. */
export const MAX_DAYS = 366;

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A real calendar day as "YYYY-MM-DD" (not 2026-02-30), in ms since the epoch, or null. */
function parseDay(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(ms) || day(ms) !== value ? null : ms;
}

/** The asked range, or a sentence saying what is wrong with it. Missing ends default around today (UTC). */
export function parseRange(
  from: string | undefined,
  to: string | undefined,
  now = Date.now(),
): DayRange | string {
  const end = to ? parseDay(to) : Date.parse(`${day(now)}T00:00:00Z`);
  if (end === null) return "The to date must be a day like 2026-11-22.";
  const start = from ? parseDay(from) : end - (DEFAULT_DAYS - 1) * DAY_MS;
  if (start === null) return "The from date must be a day like 2026-11-01.";
  if (start > end) return "The from date must not be after the to date.";
  if ((end - start) / DAY_MS + 1 > MAX_DAYS) return `The range can be at most ${MAX_DAYS} days long.`;
  return { from: day(start), to: day(end) };
}

/** The asked conversation language (absent or empty: every language), or a sentence saying what is wrong. */
export function parseLanguage(language: string | undefined): { language: Locale | null } | string {
  if (!language) return { language: null };
  if (!isLocale(language)) return `The language must be one of ${locales.join(", ")}.`;
  return { language };
}

/**
 * GET /functions/v1/admin/insights?from=YYYY-MM-DD&to=YYYY-MM-DD&language=ar: what visitors
 * asked (decision 040), its lists also grouped by topic (decision 082), only the conversations
 * in `language` when asked (issue 24). Buffered chat turns are flushed first, so a question
 * asked a moment ago counts.
 */
export function insightsAdmin(database: () => Promise<Database>) {
  const app = new Hono();
  app.get("/", async (c) => {
    const range = parseRange(c.req.query("from"), c.req.query("to"));
    if (typeof range === "string") return errorResponse(400, range);
    const asked = parseLanguage(c.req.query("language"));
    if (typeof asked === "string") return errorResponse(400, asked);
    const db = await database();
    await db.conversations.flush();
    c.header("cache-control", "no-store");
    const languages = await db.insights.languages(range, asked.language);
    const [stored, turns] = await Promise.all([
      db.insights.insights(range, languages),
      db.insights.topicTurns(range, languages),
    ]);
    const insights: Insights = {
      ...stored,
      unanswered: { ...stored.unanswered, groups: groupByTopic(turns.unanswered) },
      notHelpful: { ...stored.notHelpful, groups: groupByTopic(turns.notHelpful) },
    };
    return c.json(insights);
  });
  return refuseOtherMethods(app);
}
