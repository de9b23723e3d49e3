import { cannedReplyFor } from "../../../app/features/chat-assistant/canned-replies";
import type { AnswerEngine } from "./chat-function";

/** Answers from the same keyword groups as the chat panel's offline replies. */
export const cannedEngine: AnswerEngine = async (message) => {
  const reply = cannedReplyFor(message);
  return { response: reply.reply, sources: reply.sources.map((source) => ({ ...source })) };
};
