/**
 * The conversation, kept outside React so it survives the panel closing and
 * client-side navigation, and mirrored to sessionStorage (chat-storage.ts) so
 * it survives a reload within the tab. One store for the whole page.
 */
import type { AssistantReply } from "../../../contracts/chat.ts";
import {
  type ChatMessage,
  type ChatRole,
  freshConversation,
  loadConversation,
  type StoredConversation,
  saveConversation,
} from "./chat-storage.ts";

export type { ChatMessage, ChatRole } from "./chat-storage.ts";
export { greetingMessage, STORAGE_KEY } from "./chat-storage.ts";

export interface ChatState extends StoredConversation {
  /** A text message is waiting for its reply. */
  sending: boolean;
  /** The red notice in the panel (voice errors), or null. */
  error: string | null;
  /** The voice's line in the panel that is no failure (no voice of this language), or null. */
  notice: string | null;
}

let nextId = 0;
const newId = () => `m${Date.now().toString(36)}-${(nextId++).toString(36)}`;

/** Never rejects: fetchReply (chat-client.ts) answers with a canned reply when the service fails. */
export type ReplyFetcher = (message: string, conversationId?: string) => Promise<AssistantReply>;
export type FeedbackSender = (feedback: {
  conversationId: string;
  turnId: string;
  helpful: boolean;
}) => unknown;

/**
 * What an assistant message keeps of its reply (a canned reply has none of it). Its conversation
 * too: a full conversation goes on in a new one (decision 056), and an older answer is rated in its own.
 */
function replyDetails({
  turnId,
  conversationId,
  suggestions,
  handoff,
}: AssistantReply): Partial<ChatMessage> {
  return {
    ...(turnId && { turnId }),
    ...(turnId && conversationId && { conversationId }),
    ...(suggestions && { suggestions }),
    ...(handoff && { handoff }),
  };
}

/** The suggestions to show: the latest message's, when it is an answer and nothing is pending. */
export function activeSuggestions(state: ChatState): readonly string[] {
  const last = state.messages.at(-1);
  return !state.sending && last?.role === "assistant" ? (last.suggestions ?? []) : [];
}

export function createChatStore(fetchReply: ReplyFetcher, sendFeedback: FeedbackSender = () => {}) {
  let state: ChatState = { ...loadConversation(), sending: false, error: null, notice: null };
  // Bumped by reset(): a reply to an abandoned conversation is dropped.
  let conversation = 0;
  // A spoken reply's details, attached when the voice session adds its text as a message.
  let spoken: { content: string; details: Partial<ChatMessage> } | null = null;
  const listeners = new Set<() => void>();

  function update(next: Partial<ChatState>) {
    state = { ...state, ...next };
    if (next.messages || next.conversationId !== undefined || next.handoff !== undefined) {
      saveConversation(state);
    }
    for (const listener of listeners) listener();
  }

  function newMessage(role: ChatRole, content: string, details: Partial<ChatMessage> = {}): ChatMessage {
    return { ...details, id: newId(), role, content };
  }

  function addMessage(role: ChatRole, content: string, options: { transient?: boolean } = {}): ChatMessage {
    // A spoken reply's text comes back through here from the voice session: it gets its details.
    const details = role === "assistant" && spoken?.content === content ? spoken.details : {};
    if (role === "assistant") spoken = null;
    const message = newMessage(role, content, { ...details, ...(options.transient && { transient: true }) });
    update({ messages: [...state.messages, message] });
    return message;
  }

  /** The conversation id and an offered handoff, from any reply (typed or spoken). */
  const fromReply = (reply: AssistantReply): Partial<ChatState> => ({
    conversationId: reply.conversationId ?? state.conversationId,
    handoff: reply.handoff ?? state.handoff,
  });

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
    setNotice(notice: string | null) {
      update({ notice });
    },
    /** Sends a typed message; ignored when empty after trimming or while a reply is pending. */
    async send(text: string): Promise<void> {
      const message = text.trim();
      if (!message || state.sending) return;
      const current = conversation;
      addMessage("user", message);
      update({ sending: true, error: null });
      const reply = await fetchReply(message, state.conversationId ?? undefined);
      if (current !== conversation) return;
      const answer = newMessage("assistant", reply.response, replyDetails(reply));
      update({ messages: [...state.messages, answer], ...fromReply(reply), sending: false });
    },
    /**
     * A reply the voice assistant is about to speak: records it like a typed one
     * and returns the words to say (the voice session then adds them as a message).
     */
    acceptSpokenReply(reply: AssistantReply, onScreenNotice: string): string {
      const content = reply.handoff ? `${reply.response.trim()} ${onScreenNotice}` : reply.response.trim();
      spoken = { content, details: replyDetails(reply) };
      update(fromReply(reply));
      return content;
    },
    /** Rates a server answer once; later presses, and local replies, are ignored. */
    rate(messageId: string, helpful: boolean) {
      const target = state.messages.find((message) => message.id === messageId);
      const conversationId = target?.conversationId ?? state.conversationId;
      if (!target?.turnId || target.helpful !== undefined || !conversationId) return;
      update({
        messages: state.messages.map((message) => (message === target ? { ...message, helpful } : message)),
      });
      sendFeedback({ conversationId, turnId: target.turnId, helpful });
    },
    /** Takes the "Send to sales" form off screen. */
    closeHandoff() {
      update({ handoff: null });
    },
    /** Starts over: only the greeting remains, with no conversation id. */
    reset() {
      conversation += 1;
      spoken = null;
      update({ ...freshConversation(), sending: false, error: null });
    },
  };
}

export type ChatStore = ReturnType<typeof createChatStore>;
