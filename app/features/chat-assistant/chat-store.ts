/**
 * The conversation, kept outside React so it survives the panel closing and
 * client-side navigation, and mirrored to sessionStorage so it survives a
 * reload within the tab. One store for the whole page.
 */
import { assistantCopy } from "~/content/assistant";

export type ChatRole = "user" | "assistant";

export interface ChatMessage {
  id: string;
  role: ChatRole;
  content: string;
  /** Shown but never saved (the voice assistant's "Speaking..."). */
  transient?: boolean;
}

export interface ChatState {
  messages: readonly ChatMessage[];
  /** A text message is waiting for its reply. */
  sending: boolean;
  /** The red notice in the panel (voice errors), or null. */
  error: string | null;
}

export const STORAGE_KEY = "relaywave.chat.v1";
const MAX_STORED_MESSAGES = 60;

let nextId = 0;
const newId = () => `m${Date.now().toString(36)}-${(nextId++).toString(36)}`;

export const greetingMessage = (): ChatMessage => ({
  id: "greeting",
  role: "assistant",
  content: assistantCopy.greeting,
});

function isMessage(value: unknown): value is ChatMessage {
  if (typeof value !== "object" || value === null) return false;
  const message = value as Record<string, unknown>;
  return (
    typeof message.id === "string" &&
    (message.role === "user" || message.role === "assistant") &&
    typeof message.content === "string"
  );
}

function loadMessages(): ChatMessage[] {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? "null");
    if (Array.isArray(stored) && stored.length > 0 && stored.every(isMessage)) return stored;
  } catch {
    // Unreadable or disabled storage: start afresh.
  }
  return [greetingMessage()];
}

function saveMessages(messages: readonly ChatMessage[]) {
  try {
    const lasting = messages.filter((message) => !message.transient);
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(lasting.slice(-MAX_STORED_MESSAGES)));
  } catch {
    // Storage full or disabled: the conversation still works for this page view.
  }
}

/** Never rejects: fetchReply (chat-client.ts) answers with a canned reply when the service fails. */
export type ReplyFetcher = (message: string) => Promise<string>;

export function createChatStore(fetchReply: ReplyFetcher) {
  let state: ChatState = { messages: loadMessages(), sending: false, error: null };
  // Bumped by reset(): a reply to an abandoned conversation is dropped.
  let conversation = 0;
  const listeners = new Set<() => void>();

  function update(next: Partial<ChatState>) {
    state = { ...state, ...next };
    if (next.messages) saveMessages(state.messages);
    for (const listener of listeners) listener();
  }

  function addMessage(role: ChatRole, content: string, options: { transient?: boolean } = {}): ChatMessage {
    const message: ChatMessage = {
      id: newId(),
      role,
      content,
      ...(options.transient ? { transient: true } : {}),
    };
    update({ messages: [...state.messages, message] });
    return message;
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    addMessage,
    removeMessage(id: string) {
      update({ messages: state.messages.filter((message) => message.id !== id) });
    },
    setError(error: string | null) {
      update({ error });
    },
    /** Sends a typed message; ignored when empty after trimming or while a reply is pending. */
    async send(text: string): Promise<void> {
      const message = text.trim();
      if (!message || state.sending) return;
      const current = conversation;
      addMessage("user", message);
      update({ sending: true, error: null });
      const reply = await fetchReply(message);
      if (current !== conversation) return;
      addMessage("assistant", reply);
      update({ sending: false });
    },
    /** Starts over: only the greeting remains. */
    reset() {
      conversation += 1;
      update({ messages: [greetingMessage()], sending: false, error: null });
    },
  };
}

export type ChatStore = ReturnType<typeof createChatStore>;
