/**
 * The conversation's copy in sessionStorage, so it survives a reload within
 * the tab: the messages (with each answer's turn id, suggestions and rating),
 * the server's conversation id and the open "Send to sales" form's details.
 * Anything unreadable starts a fresh conversation rather than breaking the panel.
 */
import { assistantPanelTexts } from "~/content/assistant/panel/index.ts";
import { documentLocale } from "~/content/locales.ts";
import { type Handoff, readHandoff, readSuggestions } from "../../../contracts/chat.ts";

export type ChatRole = "user" | "assistant";

export interface ChatMessage {
  id: string;
  role: ChatRole;
  content: string;
  /** Shown but never saved (the voice assistant's "Speaking..."). */
  transient?: boolean;
  /** The server's id of this answer (for feedback); absent for local replies and the visitor's messages. */
  turnId?: string;
  /** The conversation the answer belongs to (the panel's may have moved on to a new one since). */
  conversationId?: string;
  suggestions?: string[];
  handoff?: Handoff;
  /** The visitor's rating: true "Helpful", false "Not helpful". */
  helpful?: boolean;
}

export interface StoredConversation {
  messages: readonly ChatMessage[];
  conversationId: string | null;
  /** The "Send to sales" form is on screen, pre-filled with these details. */
  handoff: Handoff | null;
}

export const STORAGE_KEY = "relaywave.chat.v2";
const MAX_STORED_MESSAGES = 60;

export const greetingMessage = (): ChatMessage => ({
  id: "greeting",
  role: "assistant",
  // The raw text (it has no placeholders): filling the panel's texts formats the company's values
  // with Intl, and the store is made when the panel's chunk is evaluated, which the idle prefetch
  // does on every page (decision 105; no Intl on load, decision 095).
  content: assistantPanelTexts[documentLocale()].greeting,
});

export const freshConversation = (): StoredConversation => ({
  messages: [greetingMessage()],
  conversationId: null,
  handoff: null,
});

const optional = (value: unknown, type: "string" | "boolean") => value === undefined || typeof value === type;

function isMessage(value: unknown): value is ChatMessage {
  if (typeof value !== "object" || value === null) return false;
  const message = value as Record<string, unknown>;
  return (
    typeof message.id === "string" &&
    (message.role === "user" || message.role === "assistant") &&
    typeof message.content === "string" &&
    optional(message.turnId, "string") &&
    optional(message.conversationId, "string") &&
    optional(message.helpful, "boolean") &&
    (message.suggestions === undefined || readSuggestions(message.suggestions) !== undefined) &&
    (message.handoff === undefined || readHandoff(message.handoff) !== undefined)
  );
}

export function loadConversation(): StoredConversation {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? "null");
    const { messages, conversationId, handoff } = stored ?? {};
    if (
      Array.isArray(messages) &&
      messages.length > 0 &&
      messages.every(isMessage) &&
      (conversationId === null || typeof conversationId === "string")
    ) {
      return { messages, conversationId, handoff: readHandoff(handoff) ?? null };
    }
  } catch {
    // Unreadable or disabled storage: start afresh.
  }
  return freshConversation();
}

export function saveConversation({ messages, conversationId, handoff }: StoredConversation) {
  try {
    const lasting = messages.filter((message) => !message.transient).slice(-MAX_STORED_MESSAGES);
    window.sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ messages: lasting, conversationId, handoff }),
    );
  } catch {
    // Storage full or disabled: the conversation still works for this page view.
  }
}
