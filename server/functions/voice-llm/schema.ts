import { z } from "zod";
import { MAX_MESSAGE_LENGTH } from "../../../contracts/chat.ts";
import type { ChatTurn } from "../../brain/types.ts";

export const MAX_VOICE_MESSAGES = 200;

const contentPart = z.looseObject({ type: z.string(), text: z.string().optional() });

const voiceMessage = z.looseObject(
  {
    role: z.string({ error: "Each message needs a role." }),
    // Tool and function messages may carry null or no content at all.
    content: z
      .union([z.string(), z.array(contentPart), z.null()], {
        error: "A message's content must be text, a list of text parts or null.",
      })
      .optional(),
  },
  // Without it a message that is not an object (a string, null) gets zod's "Invalid input: ...".
  { error: "Each message must be an object with a role and content." },
);

/**
 * The OpenAI chat-completions body Vapi sends to a custom LLM: the messages,
 * plus fields this endpoint ignores (call, metadata, temperature, tools...).
 * A model or stream of an unexpected type is ignored rather than refused.
 */
export const voiceLlmRequestSchema = z.looseObject({
  model: z.string().optional().catch(undefined),
  stream: z.boolean().optional().catch(undefined),
  messages: z
    .array(voiceMessage, { error: "The request needs a messages array." })
    .min(1, "The messages array is empty.")
    .max(MAX_VOICE_MESSAGES, `The request can hold at most ${MAX_VOICE_MESSAGES} messages.`),
});

export type VoiceLlmRequest = z.infer<typeof voiceLlmRequestSchema>;
export type VoiceMessage = VoiceLlmRequest["messages"][number];

/** A message's words: the string, or its text parts joined with spaces. */
export function messageText(message: VoiceMessage): string {
  const { content } = message;
  if (typeof content === "string") return content.trim();
  if (!Array.isArray(content)) return "";
  return content
    .map((part) => (part.type === "text" && typeof part.text === "string" ? part.text.trim() : ""))
    .filter(Boolean)
    .join(" ");
}

/**
 * The user and assistant messages with words, cut to the chat limit, up to and including the last
 * user message (Vapi may append other roles after it).
 */
export function conversationTurns(messages: readonly VoiceMessage[]): ChatTurn[] {
  const turns: ChatTurn[] = [];
  for (const message of messages) {
    if (message.role !== "user" && message.role !== "assistant") continue;
    const content = messageText(message).slice(0, MAX_MESSAGE_LENGTH).trim();
    if (content) turns.push({ role: message.role, content });
  }
  let end = turns.length;
  while (end > 0 && turns[end - 1]?.role !== "user") end -= 1;
  return turns.slice(0, end);
}
