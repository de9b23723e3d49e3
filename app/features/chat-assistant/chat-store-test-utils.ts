// Shared by the chat store's test files: a fetcher settled by hand, and readers of what the store keeps.
import { vi } from "vitest";
import type { AssistantReply } from "../../../contracts/chat.ts";
import { type ChatMessage, type ReplyFetcher, STORAGE_KEY } from "./chat-store.ts";

export const greeting = "Hi! I'm your AI assistant. How can I help you today?";

interface Deferred {
  message: string;
  resolve: (reply: AssistantReply) => void;
}

/** A fetcher whose replies the test settles by hand. */
export function manualFetcher() {
  const pending: Deferred[] = [];
  const fetcher = vi.fn<ReplyFetcher>(
    (message) =>
      new Promise<AssistantReply>((resolve) => {
        pending.push({ message, resolve });
      }),
  );
  return { fetcher, pending };
}

export const contents = (messages: readonly ChatMessage[]) =>
  messages.map((message) => [message.role, message.content]);

export const stored = (): { messages: unknown; conversationId: unknown; handoff: unknown } =>
  JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? "null");
/** Storage as the store writes it, with these messages. */
export const conversation = (messages: unknown[], conversationId: unknown = null) =>
  JSON.stringify({ messages, conversationId, handoff: null });
/** A fetcher answering every message with this plain (canned-like) reply. */
export const replying = (response: string) => vi.fn<ReplyFetcher>().mockResolvedValue({ response });
