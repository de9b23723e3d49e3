/**
 * The JSON of GET /functions/v1/admin/conversations/:id (decision 040). The server
 * builds it and the console renders it; `<Transcript>` also takes the lighter turns
 * of a lead's export (role, content, at).
 */

import type { Locale } from "../app/content/locales.ts";

/** Why the assistant could not answer a turn (server/brain's ChatReply.unanswered). */
export type UnansweredReason = "out-of-scope" | "not-found" | "handoff";

export interface TranscriptTurn {
  /** The turn's id: the anchor `#turn-<id>` and what insights rows link to. */
  id?: string;
  role: "user" | "assistant";
  content: string;
  /** ISO 8601 (UTC). */
  at: string;
  /** The site pages the answer linked. */
  sources?: { title: string; path: string }[];
  unanswered?: UnansweredReason | null;
  /** The visitor's rating of an answer, or null when not rated. */
  feedback?: "helpful" | "not-helpful" | null;
}

export interface ConversationTranscript {
  id: string;
  createdAt: string;
  /** Last activity. */
  updatedAt: string;
  /** The page the conversation started on. */
  sourcePath: string | null;
  /** That page's name ("SMS Services"), or null when it is not a page of the site (decision 054). */
  sourcePageName?: string | null;
  /**
   * The conversation's language: the one its last reply was written in (the dialogue state's
   * `language`); for a conversation stored before that was recorded, the script of the visitor's
   * messages, else the start page's locale (server/db/conversation-language.ts; issue 24).
   */
  language: Locale;
  /** The lead sent from this conversation, if any. */
  leadId: string | null;
  /** This page of the turns (1-based, oldest first), of `pages` of `pageSize` (decision 056). */
  page: number;
  pages: number;
  pageSize: number;
  /** Every turn of the conversation, on any page. */
  totalTurns: number;
  turns: TranscriptTurn[];
}
