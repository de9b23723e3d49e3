/**
 * A lead's conversation as the notifications carry it (decision 056): its latest
 * NOTIFY_TURNS turns, each cut to NOTIFY_TURN_CHARS characters, and how many it has.
 */
import type { TranscriptExcerpt } from "../db/conversations-repository.ts";
import { NOTIFY_TURNS, shortened } from "../leads/transcript-excerpt.ts";

/** The latest `latest` turns of each conversation, with its count (the conversation store's `transcripts`). */
export type Transcripts = (
  conversationIds: string[],
  options: { latest: number },
) => Promise<ReadonlyMap<string, TranscriptExcerpt>>;

/** A lead's conversation as notifications carry it: the latest turns, each cut short. */
export async function notifiedTranscripts(
  transcripts: Transcripts,
  conversationId: string | null,
): Promise<Map<string, TranscriptExcerpt>> {
  if (!conversationId) return new Map();
  const excerpt = (await transcripts([conversationId], { latest: NOTIFY_TURNS })).get(conversationId);
  return excerpt ? new Map([[conversationId, { ...excerpt, turns: shortened(excerpt.turns) }]]) : new Map();
}
