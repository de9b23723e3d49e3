/**
 * The schemas of the chat's two requests (types in chat.ts), for the server's validator.
 * Built from a messages object, one schema per messages object, so a request in another
 * language can be answered in it (decision 060); `chatRequestMessages` is English.
 */
import { z } from "zod";
import { type ChatFeedbackRequest, type ChatRequest, MAX_MESSAGE_LENGTH } from "./chat.ts";
import { memoisedByMessages } from "./memoised-by-messages.ts";

export const chatRequestMessages = {
  missingMessage: "Please include a message.",
  messageNotText: "The message must be text.",
  emptyMessage: "Please type a message.",
  longMessage: `Messages can be at most ${MAX_MESSAGE_LENGTH} characters long.`,
  conversationIdNotText: "The conversation id must be text.",
  /** When the body is JSON but not an object. */
  notAnObject: "The request body must be a JSON object with a message.",
  invalid: "The message is not valid.",
};

export type ChatRequestMessages = typeof chatRequestMessages;

export const chatRequestSchema = memoisedByMessages(
  (messages: ChatRequestMessages): z.ZodType<ChatRequest> =>
    z.object({
      message: z
        .string({
          error: (issue) => (issue.input === undefined ? messages.missingMessage : messages.messageNotText),
        })
        .trim()
        .min(1, messages.emptyMessage)
        .max(MAX_MESSAGE_LENGTH, messages.longMessage),
      conversationId: z.string({ error: messages.conversationIdNotText }).optional(),
    }),
);

export const chatFeedbackMessages = {
  idNotText: (what: string) => `Please include the ${what} as text.`,
  longId: (what: string) => `The ${what} can be at most 100 characters long.`,
  helpful: "Please say whether the answer was helpful (true or false).",
  notAnObject: "The request body must be a JSON object with a rating.",
  invalid: "The rating is not valid.",
};

export type ChatFeedbackMessages = typeof chatFeedbackMessages;

export const chatFeedbackSchema = memoisedByMessages(
  (messages: ChatFeedbackMessages): z.ZodType<ChatFeedbackRequest> => {
    const id = (what: string) =>
      z.string({ error: messages.idNotText(what) }).max(100, messages.longId(what));
    return z.object({
      conversationId: id("conversation id"),
      turnId: id("answer's turn id"),
      helpful: z.boolean({ error: messages.helpful }),
    });
  },
);
