/**
 * What visitors ask (decision 040): the back office's figures and
 * transcripts, aggregated in SQL over the stored conversations, the same for
 * PGlite and PostgreSQL. It reads the database only: turns still in the chat's
 * write-behind buffer (decision 032) are the caller's to flush first.
 */
import { type SQL, sql } from "drizzle-orm";
import { servicePath, services, smsCountries, smsCountryPath } from "../../app/content/catalogue.ts";
import type { Locale } from "../../app/content/locales.ts";
import type { Insights, TopicCount } from "../../contracts/insights.ts";
import type { ConversationTranscript, UnansweredReason } from "../../contracts/transcript.ts";
import { type RangeBounds, type RangeLanguages, rangeLanguages } from "./range-languages.ts";
import { type Db, iso, parseJson, rowsOf } from "./rows.ts";
import { readTranscript, type TranscriptPageRequest } from "./transcript-query.ts";

export type { RangeLanguages } from "./range-languages.ts";
export { TRANSCRIPT_PAGE_SIZE, type TranscriptPageRequest } from "./transcript-query.ts";

/** Rows per list (unanswered, not helpful); the totals count them all. */
export const LIST_LIMIT = 100;

/** Days as "YYYY-MM-DD", both included, in UTC. */
export interface DayRange {
  from: string;
  to: string;
}

/** A stored turn as insights group it (decision 082): its question and what names its topic. */
export interface TopicTurnRow {
  turnId: string;
  conversationId: string;
  question: string;
  at: string;
  /** The conversation's stored dialogue state. */
  state: unknown;
  /** The pages this answer linked, then those the conversation's other answers linked, newest first. */
  linkedPaths: string[];
}

/** Insights as stored; the admin function adds the lists' topic groups (decision 082). */
export type StoredInsights = Omit<Insights, "unanswered" | "notHelpful"> & {
  unanswered: Omit<Insights["unanswered"], "groups">;
  notHelpful: Omit<Insights["notHelpful"], "groups">;
};

/** Turns grouped by topic at most: beyond, the groups count the newest this many. */
export const GROUP_SCAN_LIMIT = 5000;

export interface InsightsRepository {
  /**
   * The languages of the range's conversations, filtered by `language` (null: every one); passed
   * to `insights` and `topicTurns`, which count and list only that language's (issue 24).
   */
  languages(range: DayRange, language: Locale | null): Promise<RangeLanguages>;
  /** Without `languages`: every language's. */
  insights(range: DayRange, languages?: RangeLanguages): Promise<StoredInsights>;
  /** The range's unanswered and Not helpful turns with their topic's inputs, newest first. */
  topicTurns(
    range: DayRange,
    languages?: RangeLanguages,
  ): Promise<{ unanswered: TopicTurnRow[]; notHelpful: TopicTurnRow[] }>;
  /** One page of a conversation's turns with their ratings, or null when there is no such conversation. */
  transcript(id: string, at?: TranscriptPageRequest): Promise<ConversationTranscript | null>;
}

/**
 * The pages that name a topic: a service's page names the service, an SMS market's page
 * names the market and, when an answer linked it, SMS. Passed to SQL as four arrays.
 */
const SMS = "sms-services";
const topicPages = [
  ...services.map((s) => ({ path: servicePath(s.slug), kind: "service", slug: s.slug, linkOnly: false })),
  ...smsCountries.flatMap((c) => [
    { path: smsCountryPath(c.slug), kind: "market", slug: c.slug, linkOnly: false },
    // Only a linked market page means SMS: the state's market may be WhatsApp's ("WhatsApp in Saudi Arabia").
    { path: smsCountryPath(c.slug), kind: "service", slug: SMS, linkOnly: true },
  ]),
];
const names = new Map<string, string>([
  ...services.map((s) => [`service:${s.slug}`, s.name] as const),
  ...smsCountries.map((c) => [`market:${c.slug}`, c.name] as const),
]);
const array = (values: readonly unknown[]) => sql.param(values);

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();
const boundsOf = ({ from, to }: DayRange): RangeBounds => ({
  start: `${from}T00:00:00.000Z`,
  end: nextDay(to),
});

export function createInsightsRepository(db: Db): InsightsRepository {
  const rows = async <T>(query: SQL) => rowsOf<T>(await db.execute(query));

  const languages = (range: DayRange, language: Locale | null) =>
    rangeLanguages(db, boundsOf(range), language);

  return {
    languages,

    async insights(range, scope) {
      const { from, to } = range;
      const { start, end } = boundsOf(range);
      const { only, languageOf, language, unansweredByLanguage } = scope ?? (await languages(range, null));
      const inRange = (column: SQL) =>
        sql`${column} >= ${start}::timestamptz and ${column} < ${end}::timestamptz`;
      const [perDay, topics, conversion, reasons, unanswered, notHelpful] = await Promise.all([
        rows<{ date: string; conversations: number }>(sql`
          with counts as (
            select (created_at at time zone 'UTC')::date as day, count(*)::int as n
            from conversations where ${inRange(sql.raw("created_at"))} and ${only(sql.raw("id"))} group by 1
          )
          select to_char(d.day, 'YYYY-MM-DD') as date, coalesce(counts.n, 0)::int as conversations
          from generate_series(${from}::timestamp, ${to}::timestamp, interval '1 day') as d(day)
          left join counts on counts.day = d.day::date
          order by d.day`),
        // A conversation is about what its stored state names or any of its answers linked.
        rows<{ kind: string; slug: string; conversations: number }>(sql`
          with scope as (
            select id, state from conversations
            where ${inRange(sql.raw("created_at"))} and ${only(sql.raw("id"))}
          ),
          mentioned as (
            select id as conversation_id, state->>'service' as path, false as linked from scope
            union select id, state->>'market', false from scope
            union select t.conversation_id, source.value->>'path', true
              from scope join chat_turns t on t.conversation_id = scope.id
              cross join lateral jsonb_array_elements(t.sources) as source(value)
              where t.role = 'assistant'
          ),
          pages as (
            select * from unnest(
              ${array(topicPages.map((p) => p.path))}::text[],
              ${array(topicPages.map((p) => p.kind))}::text[],
              ${array(topicPages.map((p) => p.slug))}::text[],
              -- As text: postgres.js sends a boolean array as one boolean.
              ${array(topicPages.map((p) => (p.linkOnly ? "link" : "any")))}::text[]
            ) as p(path, kind, slug, needs)
          )
          select pages.kind, pages.slug, count(distinct mentioned.conversation_id)::int as conversations
          from mentioned
          join pages on pages.path = mentioned.path and (mentioned.linked or pages.needs = 'any')
          group by pages.kind, pages.slug
          order by conversations desc, pages.slug`),
        rows<{ conversations: number; with_lead: number }>(sql`
          select count(*)::int as conversations,
            (count(*) filter (where exists (select 1 from leads where leads.conversation_id = c.id)))::int as with_lead
          from conversations c where ${inRange(sql.raw("c.created_at"))} and ${only(sql.raw("c.id"))}`),
        rows<{ reason: UnansweredReason; n: number }>(sql`
          select unanswered as reason, count(*)::int as n from chat_turns
          where unanswered is not null and ${inRange(sql.raw("created_at"))} and ${only(sql.raw("conversation_id"))}
          group by unanswered`),
        rows<{
          turn_id: string;
          conversation_id: string;
          reason: UnansweredReason;
          question: string | null;
          answer: string;
          at: unknown;
          recorded_language: string | null;
        }>(sql`
          select a.id as turn_id, a.conversation_id, a.unanswered as reason, q.content as question,
            a.content as answer, a.created_at as at, c.state->>'language' as recorded_language
          from chat_turns a
          join conversations c on c.id = a.conversation_id
          left join chat_turns q on q.conversation_id = a.conversation_id and q.seq = a.seq - 1
          where a.unanswered is not null and ${inRange(sql.raw("a.created_at"))} and ${only(sql.raw("a.conversation_id"))}
          order by a.created_at desc, a.id limit ${LIST_LIMIT}`),
        rows<{
          turn_id: string;
          conversation_id: string;
          question: string | null;
          answer: string;
          at: unknown;
          rated_at: unknown;
          total: number;
          recorded_language: string | null;
        }>(sql`
          select a.id as turn_id, a.conversation_id, q.content as question, a.content as answer,
            a.created_at as at, f.created_at as rated_at, (count(*) over ())::int as total,
            c.state->>'language' as recorded_language
          from chat_feedback f
          join chat_turns a on a.id = f.turn_id
          join conversations c on c.id = a.conversation_id
          left join chat_turns q on q.conversation_id = a.conversation_id and q.seq = a.seq - 1
          where not f.helpful and ${inRange(sql.raw("a.created_at"))} and ${only(sql.raw("a.conversation_id"))}
          order by a.created_at desc, a.id limit ${LIST_LIMIT}`),
      ]);

      const topicsOf = (kind: string): TopicCount[] =>
        topics
          .filter((row) => row.kind === kind)
          .map((row) => ({
            slug: row.slug,
            name: names.get(`${kind}:${row.slug}`) ?? row.slug,
            conversations: Number(row.conversations),
          }));
      const byReason: Record<UnansweredReason, number> = { "out-of-scope": 0, "not-found": 0, handoff: 0 };
      for (const row of reasons) byReason[row.reason] = Number(row.n);
      const total = conversion[0]?.conversations ?? 0;
      const withLead = conversion[0]?.with_lead ?? 0;
      return {
        from,
        to,
        language,
        conversationsPerDay: perDay.map((row) => ({
          date: row.date,
          conversations: Number(row.conversations),
        })),
        services: topicsOf("service"),
        markets: topicsOf("market"),
        conversion: { conversations: total, withLead, rate: total === 0 ? null : withLead / total },
        unanswered: {
          total: Object.values(byReason).reduce((sum, n) => sum + n, 0),
          byReason,
          byLanguage: unansweredByLanguage,
          items: unanswered.map((row) => ({
            turnId: row.turn_id,
            conversationId: row.conversation_id,
            reason: row.reason,
            question: row.question ?? "",
            answer: row.answer,
            at: iso(row.at),
            language: languageOf(row.conversation_id, row.recorded_language),
          })),
        },
        notHelpful: {
          total: Number(notHelpful[0]?.total ?? 0),
          items: notHelpful.map((row) => ({
            turnId: row.turn_id,
            conversationId: row.conversation_id,
            question: row.question ?? "",
            answer: row.answer,
            at: iso(row.at),
            ratedAt: iso(row.rated_at),
            language: languageOf(row.conversation_id, row.recorded_language),
          })),
        },
      };
    },

    async topicTurns(range, scope) {
      const { start, end } = boundsOf(range);
      const only = scope?.only ?? (() => sql`true`);
      const select = (which: SQL) =>
        rows<{
          turn_id: string;
          conversation_id: string;
          question: string | null;
          at: unknown;
          state: unknown;
          paths: unknown;
        }>(sql`
        select a.id as turn_id, a.conversation_id, q.content as question, a.created_at as at, c.state,
          coalesce((
            select jsonb_agg(source.value->>'path' order by (t.id = a.id) desc, t.seq desc)
            from chat_turns t cross join lateral jsonb_array_elements(t.sources) as source(value)
            where t.conversation_id = a.conversation_id and t.role = 'assistant'
          ), '[]'::jsonb) as paths
        from chat_turns a
        join conversations c on c.id = a.conversation_id
        left join chat_turns q on q.conversation_id = a.conversation_id and q.seq = a.seq - 1
        where ${which} and a.created_at >= ${start}::timestamptz and a.created_at < ${end}::timestamptz
          and ${only(sql.raw("a.conversation_id"))}
        order by a.created_at desc, a.id limit ${GROUP_SCAN_LIMIT}`);
      const [unanswered, notHelpful] = await Promise.all([
        select(sql`a.unanswered is not null`),
        select(sql`exists (select 1 from chat_feedback f where f.turn_id = a.id and not f.helpful)`),
      ]);
      const toRow = (row: Awaited<ReturnType<typeof select>>[number]): TopicTurnRow => ({
        turnId: row.turn_id,
        conversationId: row.conversation_id,
        question: row.question ?? "",
        at: iso(row.at),
        state: parseJson(row.state),
        linkedPaths: (parseJson(row.paths) as (string | null)[]).filter(
          (path): path is string => typeof path === "string",
        ),
      });
      return { unanswered: unanswered.map(toRow), notHelpful: notHelpful.map(toRow) };
    },

    transcript: (id, at = {}) => readTranscript(db, id, at),
  };
}
