/**
 * How big and how many assistant conversations grow (decision 056): one holds at most
 * MAX_VISITOR_MESSAGES of the visitor's messages (each stored with its answer: two turns),
 * and a client starts at most CONVERSATIONS_PER_IP_PER_DAY in 24 hours.
 */
import type { StoredConversation } from "../../db/conversations-repository.ts";

export const MAX_VISITOR_MESSAGES = 100;

/** The first sentence of the answer that continues a full conversation in a new one. */
export const CONVERSATION_FULL_NOTICE = `Our previous conversation reached its limit of ${MAX_VISITOR_MESSAGES} messages, so this answer starts a new one.`;

/** `seq` counts stored turns, a message and its answer each. */
export const isFull = (conversation: Pick<StoredConversation, "seq">) =>
  Math.ceil(conversation.seq / 2) >= MAX_VISITOR_MESSAGES;

/** The 429's sentence, with the wait in the largest whole unit. */
export function tooManyConversations(retryAfterSeconds: number): string {
  const hours = Math.ceil(retryAfterSeconds / 3600);
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = retryAfterSeconds > 3600 ? `${hours} hours` : minutes > 1 ? `${minutes} minutes` : "a minute";
  return `You have started many conversations today. Please continue one of them, or wait ${wait} and try again.`;
}
