/** The brain's answer, as POST /functions/v1/chat returns it; server/functions depends on these, never the reverse. */
import type { Passage } from "./knowledge.ts";

export interface ChatSource {
  title: string;
  path: string;
}

export interface ChatResponse {
  /** Markdown: plain sentences, **bold**, lists and links to site paths. */
  response: string;
  /** The site pages the response links, in order (the panel shows them as the inline links). */
  sources: ChatSource[];
}

/** What a visitor told us about themselves, for the "Send to sales" form. */
export interface VisitorDetails {
  name?: string;
  email?: string;
  company?: string;
  /** As the visitor wrote it ("+966 50 123 4567"); only a number in international format. */
  phone?: string;
}

/** What the conversation is about so far; JSON-serialisable, stored per conversation by the server. */
export interface DialogueState {
  service?: string;
  market?: string;
  /** The two or more markets last discussed together or in turn, for "and for both?". */
  markets?: string[];
  /** How many of those the last turn asked about at once, so "and the sender ID fees?" asks them all again. */
  together?: number;
  traffic?: "transactional" | "promotional";
  /** The intent/topic in play (pricing, regulation, registration…). */
  topic?: string;
  /** The market fact last answered (a row of its "at a glance" list), kept by "and Kuwait?". */
  attribute?: string;
  /** The page that last answered when it is no service or market page (pricing, careers), for follow-ups. */
  page?: string;
  /** The kind of answer last asked for ("duration", "price"), for "and just a simple website?". */
  kind?: string;
  /** The one open role the last job answer was about, for "what stack is that role?". */
  role?: string;
  /** The number of messages last priced, for "add the sender ID fee to that". */
  count?: number;
  /** Each market's own count, when the total last priced gave one per market ("10k in Kuwait, 30k in Bahrain"). */
  counts?: Record<string, number>;
  /** Whether that count's total had the one-time fees in it, for "and the same campaign in Qatar?". */
  withFee?: boolean;
  /** A message length the visitor gave ("150 characters arabic"), for "what would each of those cost?". */
  length?: string;
  /** A Unicode script the messages are written in ("in Hindi"), for a length given later without it. */
  script?: string;
  /** A fingerprint of the last reply, so the next one never repeats it word for word. */
  last?: string;
  /**
   * The language the last reply was written in (the visitor's, per message: decision 120); the
   * console shows it per conversation and filters its insights by it.
   */
  language?: "en" | "ar" | "hi";
  /**
   * The second of two market questions asked at once ("the OTP rate in Saudi, and who regulates
   * there?"), as the understanding read it: "and in Kuwait?" asks both again.
   */
  also?: string;
  /** What the assistant last offered ("handoff"…), so "yes" resolves. */
  offer?: string;
  /** Gathered from what the visitor wrote. */
  visitor?: VisitorDetails;
}

export interface ChatTurn {
  role: "user" | "assistant";
  content: string;
}

export interface ChatReply extends ChatResponse {
  /** 2–4 short messages the visitor may send next, each at most 60 characters. */
  suggestions?: string[];
  /** Present when the panel should show the "Send to sales" form, pre-filled with these. */
  handoff?: VisitorDetails;
  state: DialogueState;
  /** Why the assistant could not answer, for the back office's insights; absent when it answered. */
  unanswered?: "out-of-scope" | "not-found" | "handoff";
}

/** A stateless answer, with what it offered and why it could not answer, when it could not. */
export type Answer = ChatResponse &
  Pick<ChatReply, "unanswered"> & {
    offer?: "handoff";
    /** Stated from the facts (a company term, a rate, the careers summary), not a retrieved passage. */
    fromFacts?: true;
  };

export interface AnswerInput {
  message: string;
  /** The language of the page the visitor is on: romanised Hindi and a bare "SMS" follow it. */
  pageLocale?: "en" | "ar" | "hi";
  /**
   * The page the visitor is on, in the default locale ("/services/sms-services/india"): a first
   * question that names no service or market is about that page's ("what time can promotions go?").
   */
  page?: string;
  state?: DialogueState;
  history?: readonly ChatTurn[];
}

export type AnswerEngine = (input: AnswerInput) => Promise<ChatReply>;

export interface RetrievalResult {
  answer: Answer;
  /** The passages the answer drew on, for an LLM to ground itself in. */
  passages: Passage[];
}

export interface RetrievalEngine {
  answer(question: string): Answer;
  /** The answer from one page's passages, or undefined when none of them matches the question. */
  answerWithin(question: string, path: string, minScore?: number): Answer | undefined;
  /** How well a page matches the question, as a share of the best page's score (0 when it does not). */
  relevance(question: string, path: string): number;
  /** A conversation's next reply: the message read against the dialogue state. */
  reply(input: AnswerInput): ChatReply;
  retrieve(question: string): RetrievalResult;
}
