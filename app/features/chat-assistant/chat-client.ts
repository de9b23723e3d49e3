import {
  type AssistantReply,
  type ChatFeedbackRequest,
  type ChatRequest,
  readChatReply,
} from "../../../contracts/chat.ts";
import { cannedReplyFor } from "./canned-replies.ts";
import { CHAT_REPLY_DELAY_MS, CHAT_REQUEST_TIMEOUT_MS } from "./limits.ts";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function invoke(name: "chat" | "chat-feedback", body: ChatRequest | ChatFeedbackRequest) {
  const { getBackendClient } = await import("~/lib/backend-client.ts");
  return getBackendClient().functions.invoke(name, { body, timeout: CHAT_REQUEST_TIMEOUT_MS });
}

/**
 * The assistant's reply to one message in a conversation: the backend function
 * `chat` through supabase-js (this server by default, or the hosted project),
 * else the local canned reply. Failures are silent by design: the visitor
 * always gets an answer and never an error notice. The voice assistant asks
 * through this too.
 */
export async function askAssistant(message: string, conversationId?: string): Promise<AssistantReply> {
  try {
    const { data, error } = await invoke("chat", conversationId ? { message, conversationId } : { message });
    const reply = error ? null : readChatReply(data);
    if (reply) return reply;
  } catch {
    // Unreachable service or unloadable SDK: answer locally below.
  }
  return { response: cannedReplyFor(message).reply };
}

/** A typed message's reply: an 800 ms pause, then the assistant. */
export async function fetchReply(message: string, conversationId?: string): Promise<AssistantReply> {
  await wait(CHAT_REPLY_DELAY_MS);
  return askAssistant(message, conversationId);
}

/** Stores a "Helpful"/"Not helpful" press (POST /functions/v1/chat-feedback); never throws. */
export async function sendFeedback(feedback: ChatFeedbackRequest): Promise<void> {
  try {
    await invoke("chat-feedback", feedback);
  } catch {
    // The choice stays shown either way: a lost rating is not worth an error notice.
  }
}
