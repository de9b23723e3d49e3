/**
 * The JSON the console's endpoints answer with (server/functions/admin and
 * server/functions/auth), shared by the server and the console pages; the lead
 * statuses are also the database's (server/db/schema.ts).
 */
import type { Locale } from "../app/content/locales.ts";
import type { SmsRate } from "./sms-rates.ts";

/** A lead's place in the sales pipeline; a lead without a recorded status is "new". */
export const LEAD_STATUSES = ["new", "contacted", "qualified", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export type LeadSource = "assistant" | "contact-form";

/** A lead as stored: the contact form's fields plus what the server adds. */
export interface Lead {
  id: string;
  /** ISO 8601 timestamp (UTC). */
  createdAt: string;
  name: string;
  email: string;
  company: string | null;
  /** E.164, e.g. "+97141234567". */
  phone: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string | null;
  /** A service page slug, e.g. "whatsapp-services". */
  service: string | null;
  message: string;
  consent: boolean;
  idempotencyKey: string;
  sourcePath: string | null;
  /** The language of the page the lead was sent from ("en", "ar", "hi"), so sales replies in it (decision 091). */
  locale: Locale;
  userAgent: string | null;
  /** The assistant's conversation the lead was sent from, while it is kept (null after retention). */
  conversationId: string | null;
  /** "assistant" when sent from the chat panel with a conversation id, else "contact-form". */
  source: LeadSource;
}

export interface OperatorJson {
  id: string;
  email: string;
}

/** A lead as the server stores it, with its status in the inbox. */
export interface LeadJson extends Lead {
  status: LeadStatus;
}

/**
 * A lead as the inbox lists it: the start of its message as a one-line preview (its page has
 * the whole message), without what only its page shows (user agent, idempotency key).
 */
export interface InboxLeadJson extends Omit<LeadJson, "message" | "userAgent" | "idempotencyKey"> {
  /** The message's first INBOX_PREVIEW_LENGTH characters, its line breaks and runs of spaces as one space. */
  preview: string;
}

/** The inbox's leads per status for the same service, market and search, and all of them. */
export type StatusCounts = Record<"all" | LeadStatus, number>;

/** How much of a message the inbox carries: more than a wide screen's line. */
export const INBOX_PREVIEW_LENGTH = 240;

/** GET /functions/v1/admin/inbox */
export interface InboxJson {
  leads: InboxLeadJson[];
  /** Leads matching every filter, the status included. */
  total: number;
  page: number;
  pageSize: number;
  counts: StatusCounts;
}

export interface LeadEventJson {
  actor: string;
  kind: "status" | "note";
  old: string | null;
  new: string | null;
  note: string | null;
  at: string;
}

/** One notification channel's delivery of a lead (filled by server/notify's deliveriesForLead). */
export interface NotificationJson {
  /** The outbox row, also sent as X-Relaywave-Delivery; what "Retry now" names. */
  id: string;
  channel: "email" | "webhook";
  /** "failed": the last attempt failed and another is scheduled; "given-up": no more attempts (decision 036). */
  status: "pending" | "delivered" | "failed" | "given-up";
  attempts: number;
  lastError: string | null;
  deliveredAt: string | null;
  /** When the next attempt is due; null once delivered or given up. */
  nextAttemptAt: string | null;
  givenUpAt: string | null;
}

export interface TranscriptEntryJson {
  role: "user" | "assistant";
  content: string;
  at: string;
}

/** GET, PATCH /functions/v1/admin/leads/:id */
export interface LeadDetailJson {
  lead: LeadJson;
  /** The latest turns of the assistant conversation, when the lead holds one still kept (decision 056). */
  transcript: TranscriptEntryJson[] | null;
  /** How many turns that conversation has (more than `transcript` shows when it is long). */
  transcriptTurns: number | null;
  events: LeadEventJson[];
  notifications: NotificationJson[];
  /** The name of the site page the lead was sent from ("SMS Services"), or null when it is not one. */
  sourcePageName: string | null;
}

/** One save of the SMS rates: GET /functions/v1/admin/sms-rates/history, newest first (decision 039). */
export interface RateChangeJson {
  id: number;
  /** ISO 8601 (UTC). */
  changedAt: string;
  actor: string;
  oldRates: SmsRate[];
  newRates: SmsRate[];
}
