import { z } from "zod";
import { MAX_MESSAGE_LENGTH } from "../../../app/features/chat-assistant/limits.ts";

/**
 * POST /functions/v1/chat: `{"message": string, "conversationId"?: string}`, the message
 * 1 to 2000 characters after trimming. Nothing else in the body is read: what the
 * assistant said comes only from the server's store.
 */
export const chatRequestSchema = z.object({
  message: z
    .string({
      error: (issue) =>
        issue.input === undefined ? "Please include a message." : "The message must be text.",
    })
    .trim()
    .min(1, "Please type a message.")
    .max(MAX_MESSAGE_LENGTH, `Messages can be at most ${MAX_MESSAGE_LENGTH} characters long.`),
  // Any string: one the server did not issue (or that expired) starts a new conversation.
  conversationId: z.string({ error: "The conversation id must be text." }).optional(),
});

export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** The ids the server issues (crypto.randomUUID): anything else is unknown without a lookup. */
export const CONVERSATION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
