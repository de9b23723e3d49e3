/**
 * How much of a lead's conversation leaves the console (decision 056): a conversation may
 * hold 200 turns, so exports, the lead's JSON and notifications carry its latest turns, how
 * many it has, and a link to the whole transcript in the console.
 */
import type { TranscriptEntry } from "../db/conversations-repository.ts";

/** Turns in the JSON export and the console's lead JSON. */
export const EXPORT_TURNS = 50;
/** Turns in a lead e-mail or webhook, each cut to NOTIFY_TURN_CHARS characters. */
export const NOTIFY_TURNS = 10;
export const NOTIFY_TURN_CHARS = 500;

/** At most `max` characters (code points, so no emoji is cut in half), "…" marking a cut. */
export function cut(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length <= max ? text : `${characters.slice(0, max - 1).join("")}…`;
}

export const shortened = (turns: readonly TranscriptEntry[], max = NOTIFY_TURN_CHARS): TranscriptEntry[] =>
  turns.map((turn) => ({ ...turn, content: cut(turn.content, max) }));
