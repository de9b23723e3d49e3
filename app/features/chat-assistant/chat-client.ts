import { cannedReplyFor } from "./canned-replies";
import { CHAT_REPLY_DELAY_MS, CHAT_REQUEST_TIMEOUT_MS } from "./limits";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The visitor details the assistant gathered, to pre-fill the "Send to sales" form. */
export interface Handoff {
  name?: string;
  email?: string;
  company?: string;
}

/** One reply as the panel keeps it; a canned (local) reply has only `response`. */
export interface AssistantReply {
  response: string;
  conversationId?: string;
  turnId?: string;
  suggestions?: string[];
  handoff?: Handoff;
}

const MAX_SUGGESTIONS = 4;
const MAX_SUGGESTION_LENGTH = 60;

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() ? value.trim() : undefined;

/** The contract's 2–4 suggestions of at most 60 characters; anything else is left out. */
export function readSuggestions(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const list = value
    .map(text)
    .filter((item): item is string => !!item && item.length <= MAX_SUGGESTION_LENGTH);
  return list.length >= 2 ? list.slice(0, MAX_SUGGESTIONS) : undefined;
}

export function readHandoff(value: unknown): Handoff | undefined {
  if (!value || typeof value !== "object") return undefined;
  const fields = value as Record<string, unknown>;
  const handoff: Handoff = {};
  for (const key of ["name", "email", "company"] as const) {
    const field = text(fields[key]);
    if (field) handoff[key] = field;
  }
  return handoff;
}

/** The server's reply, keeping only well-formed fields; null when there is no usable response. */
export function readReply(data: unknown): AssistantReply | null {
  if (!data || typeof data !== "object") return null;
  const body = data as Record<string, unknown>;
  const response = body.response;
  if (typeof response !== "string" || !response.trim()) return null;
  const reply: AssistantReply = { response };
  const conversationId = text(body.conversationId);
  const turnId = text(body.turnId);
  const suggestions = readSuggestions(body.suggestions);
  const handoff = readHandoff(body.handoff);
  if (conversationId) reply.conversationId = conversationId;
  if (turnId) reply.turnId = turnId;
  if (suggestions) reply.suggestions = suggestions;
  if (handoff) reply.handoff = handoff;
  return reply;
}

async function invoke(name: string, body: object) {
  const { getBackendClient } = await import("~/lib/backend-client");
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
    const reply = error ? null : readReply(data);
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
export async function sendFeedback(feedback: {
  conversationId: string;
  turnId: string;
  helpful: boolean;
}): Promise<void> {
  try {
    await invoke("chat-feedback", feedback);
  } catch {
    // The choice stays shown either way: a lost rating is not worth an error notice.
  }
}
