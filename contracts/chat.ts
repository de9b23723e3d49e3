/**
 * POST /functions/v1/chat and /functions/v1/chat-feedback as both sides see them: the
 * request, the reply the server sends, and the reading of that reply the panel trusts.
 * No zod here: the reader runs in the chat panel's chunk, which must not grow by a
 * validation library (decision 060). The server's schemas are in chat-requests.ts.
 */

/** The longest message the panel lets a visitor type and the function accepts (after trimming). */
export const MAX_MESSAGE_LENGTH = 2000;
/** A reply offers 2 to 4 suggestions of at most 60 characters each. */
export const MIN_SUGGESTIONS = 2;
export const MAX_SUGGESTIONS = 4;
export const MAX_SUGGESTION_LENGTH = 60;

/** The ids the server issues (crypto.randomUUID): anything else is unknown without a lookup. */
export const CONVERSATION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** `{"message": string, "conversationId"?: string}`: nothing else in the body is read. */
export interface ChatRequest {
  message: string;
  /** Any string: one the server did not issue (or that expired) starts a new conversation. */
  conversationId?: string;
}

/** `{"conversationId", "turnId", "helpful"}`: a rating of one assistant answer (204; 409 after). */
export interface ChatFeedbackRequest {
  conversationId: string;
  turnId: string;
  helpful: boolean;
}

/** A site page an answer links. */
export interface ChatSource {
  title: string;
  path: string;
}

/** The visitor details the assistant gathered, to pre-fill the "Send to sales" form. */
export interface Handoff {
  name?: string;
  email?: string;
  company?: string;
  phone?: string;
}

/** The body of a 200 from POST /functions/v1/chat. */
export interface ChatReplyJson {
  /** Markdown: plain sentences, **bold**, lists and links to site paths (reply-text.ts). */
  response: string;
  /** The site pages the response links, in order (decision 024: for API clients, not the panel). */
  sources: ChatSource[];
  conversationId: string;
  /** The answer's turn, for a rating. */
  turnId: string;
  suggestions?: string[];
  /** Present when the panel should show the "Send to sales" form, pre-filled with these. */
  handoff?: Handoff;
}

/** One reply as the panel keeps it; a canned (local) reply has only `response`. */
export interface AssistantReply {
  response: string;
  conversationId?: string;
  turnId?: string;
  suggestions?: string[];
  handoff?: Handoff;
}

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() ? value.trim() : undefined;

/** The contract's 2–4 suggestions of at most 60 characters; anything else is left out. */
export function readSuggestions(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const list = value
    .map(text)
    .filter((item): item is string => !!item && item.length <= MAX_SUGGESTION_LENGTH);
  return list.length >= MIN_SUGGESTIONS ? list.slice(0, MAX_SUGGESTIONS) : undefined;
}

export function readHandoff(value: unknown): Handoff | undefined {
  if (!value || typeof value !== "object") return undefined;
  const fields = value as Record<string, unknown>;
  const handoff: Handoff = {};
  for (const key of ["name", "email", "company", "phone"] as const) {
    const field = text(fields[key]);
    if (field) handoff[key] = field;
  }
  return handoff;
}

/**
 * The server's reply (or a hosted project's), keeping only well-formed fields; null when
 * there is no usable response. The panel trusts nothing it has not read through this.
 */
export function readChatReply(data: unknown): AssistantReply | null {
  if (!data || typeof data !== "object") return null;
  const body = data as Partial<Record<keyof ChatReplyJson, unknown>>;
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
