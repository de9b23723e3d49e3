/**
 * The JSON the console's endpoints answer with (server/functions/admin and
 * server/functions/auth): types only, shared by the server and the console pages.
 */
import type { Lead } from "../../server/db/types.ts";

export const LEAD_STATUS_VALUES = ["new", "contacted", "qualified", "won", "lost"] as const;
export type LeadStatusValue = (typeof LEAD_STATUS_VALUES)[number];

export interface OperatorJson {
  id: string;
  email: string;
}

/** A lead as the server stores it (server/db/types.ts), with its status in the inbox. */
export interface LeadJson extends Lead {
  status: LeadStatusValue;
}

/** GET /functions/v1/admin/inbox */
export interface InboxJson {
  leads: LeadJson[];
  total: number;
  page: number;
  pageSize: number;
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
  channel: string;
  status: string;
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
}
