/**
 * The assistant's conversations in SQL, the same for PGlite and PostgreSQL.
 * Writes come in batches from the write-behind buffer (conversation-store.ts):
 * one statement per batch, its rows passed as a few arrays and unnested, so a
 * batch of 500 turns costs one parse and one round trip, not 500.
 */
import { sql } from "drizzle-orm";
import { type Db, iso, parseJson, rowsOf } from "./rows.ts";

/** One turn as the export shows it. */
export interface TranscriptEntry {
  role: "user" | "assistant";
  content: string;
  /** ISO 8601 timestamp (UTC). */
  at: string;
}

/** The latest turns of a conversation (all, or the last N), oldest first, and how many it has. */
export interface TranscriptExcerpt {
  turns: TranscriptEntry[];
  /** Every stored turn of the conversation, shown or not. */
  total: number;
}

/** A conversation row as written in a batch: times as ISO strings, state as JSON text. */
export interface ConversationRecord {
  id: string;
  createdAt: string;
  updatedAt: string;
  state: string;
  sourcePath: string | null;
}

/** A turn row as written in a batch: JSON columns as text. */
export interface ChatTurnRecord {
  id: string;
  conversationId: string;
  seq: number;
  role: "user" | "assistant";
  content: string;
  sources: string;
  suggestions: string | null;
  unanswered: string | null;
  createdAt: string;
}

/** What the chat needs of a stored conversation: its state, turn count and recent turns. */
export interface StoredConversation {
  id: string;
  createdAt: string;
  /** Last activity. */
  updatedAt: string;
  /** The page the conversation started on. */
  sourcePath: string | null;
  /** The dialogue state (server/brain's DialogueState), as stored. */
  state: Record<string, unknown>;
  /** The highest turn number so far (0 before the first turn). */
  seq: number;
  /** The last turns, oldest first. */
  history: { role: "user" | "assistant"; content: string }[];
}

/** A batch's arrays travel as one parameter each. */
const array = (values: readonly unknown[]) => sql.param(values);

/** A conversation's latest dialogue state and the pages its answers linked, newest first (at most 50). */
export interface ConversationAbout {
  state: unknown;
  linkedPaths: string[];
}

export type RateOutcome = "stored" | "repeated" | "not-found";

export interface ConversationsRepository {
  /** Upserts the conversations (state, last activity) and inserts their turns, in one statement. */
  write(conversations: readonly ConversationRecord[], turns: readonly ChatTurnRecord[]): Promise<void>;
  /** The conversation with its last `historyTurns` turns, or null when unknown or started before `startedSince`. */
  load(id: string, historyTurns: number, startedSince: Date): Promise<StoredConversation | null>;
  /** What a stored conversation is about (its state, the pages its answers linked), or null when it is not stored. */
  about(id: string): Promise<ConversationAbout | null>;
  /** The conversation's highest stored turn number (0 without turns), or null when it is not stored. */
  latestSeq(id: string): Promise<number | null>;
  /** Stores a rating of an assistant turn of that conversation, once. */
  rate(conversationId: string, turnId: string, helpful: boolean): Promise<RateOutcome>;
  /** The turns of these conversations in order (only the `latest` of each when given), with their counts. */
  transcripts(ids: readonly string[], options?: { latest?: number }): Promise<Map<string, TranscriptExcerpt>>;
  /**
   * Deletes conversations started before `cutoff` (their turns and feedback by cascade); returns
   * how many. A conversation idle since before `cutoff` started before it too (decision 056).
   */
  deleteStartedBefore(cutoff: Date): Promise<number>;
}

/**
 * `trustedWrites` (the embedded database, decision 032): a batch skips the per-row
 * foreign-key checks (session_replication_role = replica, for its transaction only). Each
 * batch upserts every conversation its turns reference in the same statement, so the
 * checks could never fail; they were half of PGlite's time per turn, on the event loop.
 */
export function createConversationsRepository(
  db: Db,
  { trustedWrites = false } = {},
): ConversationsRepository {
  return {
    async write(conversations, turns) {
      if (!trustedWrites) {
        // PostgreSQL: the chat waits for this commit before answering (decision 048), but a chat
        // turn is not a lead (032): visible to every instance at once, flushed to disk moments later.
        await db.execute(writeBatch(conversations, turns, { asynchronousCommit: true }));
        return;
      }
      await db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(writeBatch(conversations, turns));
      });
    },

    async load(id, historyTurns, startedSince) {
      const rows = await db.execute(sql`
        select c.state, c.created_at, c.updated_at, c.source_path,
          (select max(seq) from chat_turns where conversation_id = c.id) as seq,
          (select coalesce(json_agg(json_build_object('role', role, 'content', content) order by seq), '[]')
             from (select role, content, seq from chat_turns where conversation_id = c.id
                   order by seq desc limit ${historyTurns}) recent) as turns
        from conversations c
        where c.id = ${id} and c.created_at >= ${startedSince.toISOString()}::timestamptz`);
      const row = rowsOf<{
        state: unknown;
        seq: number | null;
        turns: unknown;
        created_at: unknown;
        updated_at: unknown;
        source_path: string | null;
      }>(rows)[0];
      if (!row) return null;
      return {
        id,
        createdAt: iso(row.created_at),
        updatedAt: iso(row.updated_at),
        sourcePath: row.source_path,
        state: parseJson(row.state) as Record<string, unknown>,
        seq: Number(row.seq ?? 0),
        history: parseJson(row.turns) as StoredConversation["history"],
      };
    },

    async latestSeq(id) {
      const rows = await db.execute(sql`
        select (select max(seq) from chat_turns where conversation_id = c.id) as seq
        from conversations c where c.id = ${id}`);
      const row = rowsOf<{ seq: number | null }>(rows)[0];
      return row ? Number(row.seq ?? 0) : null;
    },

    async about(id) {
      const rows = await db.execute(sql`
        select c.state,
          (select coalesce(json_agg(linked.path order by linked.seq desc, linked.n), '[]')
           from (select t.seq, source.n, source.value->>'path' as path
                 from chat_turns t
                 cross join lateral jsonb_array_elements(t.sources) with ordinality as source(value, n)
                 where t.conversation_id = c.id and t.role = 'assistant'
                 order by t.seq desc, source.n limit 50) linked) as linked
        from conversations c where c.id = ${id}`);
      const row = rowsOf<{ state: unknown; linked: unknown }>(rows)[0];
      if (!row) return null;
      const linked = parseJson(row.linked);
      return {
        state: parseJson(row.state),
        linkedPaths: Array.isArray(linked) ? linked.filter((path) => typeof path === "string") : [],
      };
    },

    async rate(conversationId, turnId, helpful) {
      const inserted = await db.execute(sql`
        insert into chat_feedback (turn_id, conversation_id, helpful)
        select id, conversation_id, ${helpful} from chat_turns
        where id = ${turnId} and conversation_id = ${conversationId} and role = 'assistant'
        on conflict do nothing
        returning turn_id`);
      if (rowsOf(inserted).length > 0) return "stored";
      const rated = await db.execute(
        sql`select 1 from chat_feedback where turn_id = ${turnId} and conversation_id = ${conversationId}`,
      );
      return rowsOf(rated).length > 0 ? "repeated" : "not-found";
    },

    async transcripts(ids, { latest } = {}) {
      const transcripts = new Map<string, TranscriptExcerpt>();
      if (ids.length === 0) return transcripts;
      // Counted and cut per conversation in SQL: a long conversation never travels whole (decision 056).
      const kept = latest === undefined ? sql`` : sql`where back <= ${latest}::int`;
      const rows = await db.execute(sql`
        select conversation_id, role, content, created_at, total from (
          select conversation_id, role, content, created_at, seq,
            row_number() over (partition by conversation_id order by seq desc) as back,
            count(*) over (partition by conversation_id) as total
          from chat_turns where conversation_id = any(${array(ids)}::text[])
        ) numbered ${kept}
        order by conversation_id, seq`);
      type Row = {
        conversation_id: string;
        role: string;
        content: string;
        created_at: unknown;
        total: number | string;
      };
      for (const row of rowsOf<Row>(rows)) {
        const excerpt = transcripts.get(row.conversation_id) ?? { turns: [], total: Number(row.total) };
        excerpt.turns.push({
          role: row.role as TranscriptEntry["role"],
          content: row.content,
          at: iso(row.created_at),
        });
        transcripts.set(row.conversation_id, excerpt);
      }
      return transcripts;
    },

    async deleteStartedBefore(cutoff) {
      const rows = await db.execute(
        sql`delete from conversations where created_at < ${cutoff.toISOString()}::timestamptz returning id`,
      );
      return rowsOf(rows).length;
    },
  };
}

/**
 * One statement: a data-modifying CTE writes the conversations in the same snapshot as the turns
 * that reference them. `asynchronousCommit`: its own commit does not wait for the WAL flush
 * (set_config local to the statement's transaction; a batch always has turns, so it runs).
 */
function writeBatch(
  conversations: readonly ConversationRecord[],
  turns: readonly ChatTurnRecord[],
  { asynchronousCommit = false } = {},
) {
  const relaxed = asynchronousCommit
    ? sql`, (select set_config('synchronous_commit', 'off', true)) as relaxed`
    : sql``;
  return sql`
        with upserted as (
          insert into conversations (id, created_at, updated_at, state, source_path)
          select id, created_at::timestamptz, updated_at::timestamptz, state::jsonb, source_path
          from unnest(
            ${array(conversations.map((c) => c.id))}::text[],
            ${array(conversations.map((c) => c.createdAt))}::text[],
            ${array(conversations.map((c) => c.updatedAt))}::text[],
            ${array(conversations.map((c) => c.state))}::text[],
            ${array(conversations.map((c) => c.sourcePath))}::text[]
          ) as c(id, created_at, updated_at, state, source_path)
          on conflict (id) do update set state = excluded.state, updated_at = excluded.updated_at
          returning id
        )
        insert into chat_turns (id, conversation_id, seq, role, content, sources, suggestions, unanswered, created_at)
        select id, conversation_id, seq, role, content, sources::jsonb, suggestions::jsonb, unanswered, created_at::timestamptz
        from unnest(
          ${array(turns.map((t) => t.id))}::text[],
          ${array(turns.map((t) => t.conversationId))}::text[],
          ${array(turns.map((t) => t.seq))}::int[],
          ${array(turns.map((t) => t.role))}::text[],
          ${array(turns.map((t) => t.content))}::text[],
          ${array(turns.map((t) => t.sources))}::text[],
          ${array(turns.map((t) => t.suggestions))}::text[],
          ${array(turns.map((t) => t.unanswered))}::text[],
          ${array(turns.map((t) => t.createdAt))}::text[]
        ) as t(id, conversation_id, seq, role, content, sources, suggestions, unanswered, created_at)${relaxed}
        -- Another instance wrote this seq first (decision 032): its turn stands.
        on conflict do nothing`;
}
