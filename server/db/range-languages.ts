/**
 * The languages of an insights range's conversations (issue 24): how many questions the
 * assistant could not answer in each, the language of any conversation the lists show, and
 * the condition that keeps one language's conversations when insights are filtered by it.
 *
 * A conversation whose state records a language the site speaks is read in SQL, as stored (the
 * first rule of conversationLanguage). The others, stored before the engine recorded it, are
 * read here with the visitor's first messages and decided by conversationLanguage itself, so
 * the derivation stays in one function; they are few, and retention ends them within
 * CONVERSATION_RETENTION_DAYS.
 */
import { type SQL, sql } from "drizzle-orm";
import { type Locale, locales } from "../../app/content/locales.ts";
import { conversationLanguage } from "./conversation-language.ts";
import { type Db, parseJson, rowsOf } from "./rows.ts";

/** The visitor's first messages, each cut: their script shows in a few words, and no long conversation is read whole. */
const SAMPLE_MESSAGES = 20;
const SAMPLE_CHARACTERS = 300;

/** A jsonb array of the sample of a conversation's user messages, oldest first. */
export const userMessagesSample = (conversationId: SQL) => sql`(
  select coalesce(jsonb_agg(sample.content order by sample.seq), '[]'::jsonb)
  from (
    select seq, left(content, ${SAMPLE_CHARACTERS}::int) as content from chat_turns
    where conversation_id = ${conversationId} and role = 'user'
    order by seq limit ${SAMPLE_MESSAGES}::int
  ) as sample)`;

/** The jsonb array of user messages a query answered, as strings. */
export const sampleMessages = (value: unknown): string[] =>
  ((parseJson(value) ?? []) as unknown[]).filter((message): message is string => typeof message === "string");

/** Timestamps as ISO text: the range's first instant, and the instant after its last day. */
export interface RangeBounds {
  start: string;
  end: string;
}

export interface RangeLanguages {
  /** The language insights are filtered by, or null for every language. */
  language: Locale | null;
  /** Unanswered assistant turns of the range per conversation language, whatever the filter. */
  unansweredByLanguage: Record<Locale, number>;
  /** The language of a conversation of the range, given its state's `language` as stored. */
  languageOf(conversationId: string, recordedLanguage: unknown): Locale;
  /** A condition on a conversation id: one of the asked language's conversations (always true for every language). */
  only(conversationId: SQL): SQL;
}

const array = (values: readonly unknown[]) => sql.param(values);
const spoken = () => array(locales);

export async function rangeLanguages(
  db: Db,
  { start, end }: RangeBounds,
  language: Locale | null,
): Promise<RangeLanguages> {
  const rows = async <T>(query: SQL) => rowsOf<T>(await db.execute(query));
  const inRange = (column: SQL) =>
    sql`${column} >= ${start}::timestamptz and ${column} < ${end}::timestamptz`;
  // Active during the range (started before its end, last active after its start): every
  // conversation it counts and every one owning a turn it lists (a turn's time updates updated_at).
  const activeInRange = (alias: string) =>
    sql`${sql.raw(alias)}.created_at < ${end}::timestamptz and ${sql.raw(alias)}.updated_at >= ${start}::timestamptz`;
  const [unrecorded, recordedCounts] = await Promise.all([
    rows<{
      id: string;
      state: unknown;
      source_path: string | null;
      user_messages: unknown;
      unanswered: number;
    }>(sql`
      select c.id, c.state, c.source_path, ${userMessagesSample(sql`c.id`)} as user_messages,
        (select count(*) from chat_turns a
          where a.conversation_id = c.id and a.unanswered is not null and ${inRange(sql`a.created_at`)})::int
          as unanswered
      from conversations c
      where ${activeInRange("c")} and coalesce(c.state->>'language', '') <> all(${spoken()}::text[])`),
    rows<{ language: Locale; n: number }>(sql`
      select c.state->>'language' as language, count(*)::int as n
      from chat_turns a join conversations c on c.id = a.conversation_id
      where a.unanswered is not null and ${inRange(sql`a.created_at`)}
        and c.state->>'language' = any(${spoken()}::text[])
      group by 1`),
  ]);

  const derived = new Map<string, Locale>();
  const unansweredByLanguage = Object.fromEntries(locales.map((locale) => [locale, 0])) as Record<
    Locale,
    number
  >;
  for (const row of recordedCounts) unansweredByLanguage[row.language] += Number(row.n);
  for (const row of unrecorded) {
    const derivedLanguage = conversationLanguage({
      state: parseJson(row.state),
      userMessages: sampleMessages(row.user_messages),
      sourcePath: row.source_path,
    });
    derived.set(row.id, derivedLanguage);
    unansweredByLanguage[derivedLanguage] += Number(row.unanswered);
  }
  const derivedIds = [...derived]
    .filter(([, derivedLanguage]) => derivedLanguage === language)
    .map(([id]) => id);

  return {
    language,
    unansweredByLanguage,
    languageOf: (conversationId, recordedLanguage) =>
      derived.get(conversationId) ??
      conversationLanguage({ state: { language: recordedLanguage }, userMessages: [], sourcePath: null }),
    only: (conversationId) =>
      language === null
        ? sql`true`
        : sql`${conversationId} in (
            select lc.id from conversations lc
            where ${activeInRange("lc")}
              and (lc.state->>'language' = ${language} or lc.id = any(${array(derivedIds)}::text[])))`,
  };
}
