/**
 * One page of a stored conversation for the console and its JSON (decision 056): 50 turns, oldest
 * first, or the page holding a given turn, with each turn's rating. Counted and cut in SQL, so no
 * long conversation is read whole.
 */
import { type SQL, sql } from "drizzle-orm";
import type { ConversationTranscript, UnansweredReason } from "../../contracts/transcript.ts";
import { conversationLanguage } from "./conversation-language.ts";
import { sampleMessages, userMessagesSample } from "./range-languages.ts";
import { type Db, iso, parseJson, rowsOf } from "./rows.ts";

/** Turns per page of a transcript in the console and its JSON (decision 056). */
export const TRANSCRIPT_PAGE_SIZE = 50;

/** Which page of a transcript: a 1-based page number (past the last: the last), or the page holding a turn. */
export type TranscriptPageRequest = { page?: number; turn?: string };

export async function readTranscript(
  db: Db,
  id: string,
  at: TranscriptPageRequest = {},
): Promise<ConversationTranscript | null> {
  const rows = async <T>(query: SQL) => rowsOf<T>(await db.execute(query));
  const [conversation] = await rows<{
    created_at: unknown;
    updated_at: unknown;
    source_path: string | null;
    state: unknown;
    user_messages: unknown;
    lead_id: string | null;
    total: number | string;
    position: number | string;
  }>(sql`
      select created_at, updated_at, source_path, state, ${userMessagesSample(sql`c.id`)} as user_messages,
        (select id::text from leads where conversation_id = c.id order by sequence limit 1) as lead_id,
        (select count(*) from chat_turns where conversation_id = c.id) as total,
        (select count(*) from chat_turns where conversation_id = c.id
           and seq <= (select seq from chat_turns where id = ${at.turn ?? null} and conversation_id = c.id)) as position
      from conversations c where id = ${id}`);
  if (!conversation) return null;
  const totalTurns = Number(conversation.total);
  const pages = Math.max(1, Math.ceil(totalTurns / TRANSCRIPT_PAGE_SIZE));
  const position = Number(conversation.position);
  const wanted =
    at.turn !== undefined && position > 0 ? Math.ceil(position / TRANSCRIPT_PAGE_SIZE) : (at.page ?? 1);
  const page = Math.min(Math.max(1, wanted), pages);
  const turns = await rows<{
    id: string;
    role: "user" | "assistant";
    content: string;
    sources: unknown;
    unanswered: UnansweredReason | null;
    created_at: unknown;
    helpful: boolean | null;
  }>(sql`
      select t.id, t.role, t.content, t.sources, t.unanswered, t.created_at, f.helpful
      from chat_turns t left join chat_feedback f on f.turn_id = t.id
      where t.conversation_id = ${id} order by t.seq
      limit ${TRANSCRIPT_PAGE_SIZE}::int offset ${(page - 1) * TRANSCRIPT_PAGE_SIZE}::int`);
  return {
    id,
    createdAt: iso(conversation.created_at),
    updatedAt: iso(conversation.updated_at),
    sourcePath: conversation.source_path,
    language: conversationLanguage({
      state: parseJson(conversation.state),
      userMessages: sampleMessages(conversation.user_messages),
      sourcePath: conversation.source_path,
    }),
    leadId: conversation.lead_id,
    page,
    pages,
    pageSize: TRANSCRIPT_PAGE_SIZE,
    totalTurns,
    turns: turns.map((turn) => ({
      id: turn.id,
      role: turn.role,
      content: turn.content,
      at: iso(turn.created_at),
      sources: parseJson(turn.sources) as { title: string; path: string }[],
      unanswered: turn.unanswered,
      feedback: turn.helpful === null ? null : turn.helpful ? "helpful" : "not-helpful",
    })),
  };
}
