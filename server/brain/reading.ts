/**
 * What a message names itself, as dialogue.ts reads it: the intents, the service, market and
 * traffic type it names, its topic and the market fact it asks for. Its own file so that the
 * modules reading it (follow-up.ts, frames.ts…) and dialogue.ts need not import each other.
 */
import type { MarketFactRow } from "../../app/content/facts/types.ts";
import type { Intent } from "./intents.ts";
import type { DialogueState } from "./types.ts";

export type Topic =
  | "pricing"
  | "regulation"
  | "registration"
  | "careers"
  | "privacy"
  | "about"
  | "contact"
  | "services-overview";

export interface Reading {
  intents: Set<Intent>;
  service?: string;
  market?: string;
  /** Every market the message names, in its order ("sender ID rules in the UAE and India"). */
  markets: string[];
  traffic?: DialogueState["traffic"];
  topic?: Topic;
  /** The market fact the message asks for ("documents", "promotionalHours"). */
  attribute?: MarketFactRow;
  /** How many words the message has. */
  words: number;
}

/** A message read against the dialogue state (dialogue.ts's resolve). */
export interface Resolution {
  /** The question the stateless engine answers. */
  question: string;
  /** The state after this message (visitor and offer are the caller's to set). */
  state: DialogueState;
}
