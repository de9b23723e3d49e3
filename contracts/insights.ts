/**
 * The JSON of GET /functions/v1/admin/insights?from=&to=&language= (decision 040): the server
 * builds it, the page renders it. `language` (en, ar or hi; absent: every language) keeps only
 * the conversations in that language, in every figure and list but `unanswered.byLanguage`
 * (issue 24); any other value is a 400 with a sentence.
 */
import type { Locale } from "../app/content/locales.ts";
import type { UnansweredReason } from "./transcript.ts";

export interface TopicCount {
  slug: string;
  name: string;
  /** Conversations in the range that were about it. */
  conversations: number;
}

export interface UnansweredQuestion {
  /** The assistant's turn (its anchor in the transcript). */
  turnId: string;
  conversationId: string;
  reason: UnansweredReason;
  /** The visitor's message that preceded the answer. */
  question: string;
  answer: string;
  at: string;
  /** The conversation's language (as the transcript's `language`). */
  language: Locale;
}

export interface NotHelpfulAnswer {
  turnId: string;
  conversationId: string;
  question: string;
  answer: string;
  /** When the answer was given. */
  at: string;
  /** When the visitor pressed "Not helpful". */
  ratedAt: string;
  /** The conversation's language (as the transcript's `language`). */
  language: Locale;
}

/** Questions of one topic (decision 082): how many, and the latest of them with its transcript. */
export interface TopicGroup {
  /** Stable: "whatsapp-services:QA", "topic:pricing", "other". */
  key: string;
  /** "WhatsApp Business · Qatar", "Pricing", "Other". */
  label: string;
  count: number;
  latest: { turnId: string; conversationId: string; question: string; at: string };
}

export interface Insights {
  /** The range, both days included (UTC). */
  from: string;
  to: string;
  /** The language the figures and lists are filtered by, or null for every language. */
  language: Locale | null;
  /** One entry per day of the range, oldest first, zero-filled. */
  conversationsPerDay: { date: string; conversations: number }[];
  services: TopicCount[];
  markets: TopicCount[];
  conversion: {
    conversations: number;
    /** Conversations that at least one lead came from. */
    withLead: number;
    /** withLead / conversations, or null without conversations. */
    rate: number | null;
  };
  unanswered: {
    total: number;
    byReason: Record<UnansweredReason, number>;
    /** The range's unanswered questions per conversation language, whatever the language filter. */
    byLanguage: Record<Locale, number>;
    /** Newest first, at most LIST_LIMIT. */
    items: UnansweredQuestion[];
    /** By topic, most frequent first. */
    groups: TopicGroup[];
  };
  notHelpful: { total: number; items: NotHelpfulAnswer[]; groups: TopicGroup[] };
}
