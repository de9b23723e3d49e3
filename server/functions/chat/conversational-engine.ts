/**
 * BRIEF-12's answer-engine interface, which BRAIN moves into server/brain/types.ts.
 * Until it lands, the chat is written against it and today's one-message engine is
 * wrapped by `conversational()`; at the merge this file keeps only re-exports.
 */
import type { ChatResponse } from "../../brain/types";

export interface DialogueState {
  service?: string;
  market?: string;
  traffic?: "transactional" | "promotional";
  topic?: string;
  offer?: string;
  visitor?: { name?: string; email?: string; company?: string };
}

export interface ChatTurn {
  role: "user" | "assistant";
  content: string;
}

export interface ChatReply extends ChatResponse {
  suggestions?: string[];
  handoff?: { name?: string; email?: string; company?: string };
  state: DialogueState;
  unanswered?: "out-of-scope" | "not-found" | "handoff";
}

export type ConversationalEngine = (input: {
  message: string;
  state?: DialogueState;
  history?: readonly ChatTurn[];
}) => Promise<ChatReply>;

/** Today's engine under the new interface: it ignores history and keeps the state as it was. */
export function conversational(answer: (message: string) => Promise<ChatResponse>): ConversationalEngine {
  return async (input) => ({ ...(await answer(input.message)), state: input.state ?? {} });
}
