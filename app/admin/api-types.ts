/**
 * The JSON the console's endpoints answer with (server/functions/admin and
 * server/functions/auth): types only, shared by the server and the console pages.
 */
export const LEAD_STATUS_VALUES = ["new", "contacted", "qualified", "won", "lost"] as const;
export type LeadStatusValue = (typeof LEAD_STATUS_VALUES)[number];

export interface OperatorJson {
  id: string;
  email: string;
}

export interface LeadJson {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  country: string | null;
  service: string | null;
  message: string;
  consent: boolean;
  idempotencyKey: string;
  sourcePath: string | null;
  userAgent: string | null;
  conversationId: string | null;
  source: "assistant" | "contact-form";
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
  /** The assistant conversation, when the lead came from it and it is still kept. */
  transcript: TranscriptEntryJson[] | null;
  events: LeadEventJson[];
  notifications: NotificationJson[];
}
