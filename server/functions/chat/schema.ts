import { z } from "zod";
import { MAX_MESSAGE_LENGTH } from "../../../app/features/chat-assistant/limits";

/** POST /functions/v1/chat: `{"message": string}`, 1 to 2000 characters after trimming. */
export const chatRequestSchema = z.object({
  message: z
    .string({
      error: (issue) =>
        issue.input === undefined ? "Please include a message." : "The message must be text.",
    })
    .trim()
    .min(1, "Please type a message.")
    .max(MAX_MESSAGE_LENGTH, `Messages can be at most ${MAX_MESSAGE_LENGTH} characters long.`),
});

export type ChatRequest = z.infer<typeof chatRequestSchema>;
