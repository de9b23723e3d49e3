/**
 * What the rest of the server may know about the database: one interface for
 * both engines (embedded PGlite, PostgreSQL), so handlers never see a driver.
 */

import type { ConversationStore } from "./conversation-store.ts";
import type { NotifyChannel } from "./schema.ts";

export type { NotifyChannel } from "./schema.ts";

import type { InsightsRepository } from "./insights-repository.ts";
import type { LeadInbox } from "./lead-inbox.ts";
import type { LeadsDb } from "./leads-repository.ts";
import type { RatesRepository } from "./rates-repository.ts";
import type { RetentionRepository } from "./retention-repository.ts";

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
  userAgent: string | null;
  /** The assistant's conversation the lead was sent from, while it is kept (null after retention). */
  conversationId: string | null;
  /** "assistant" when sent from the chat panel with a conversation id, else "contact-form". */
  source: LeadSource;
}

export type LeadSource = "assistant" | "contact-form";

/** A lead to store; without conversationId and source it came from the contact form. */
export type NewLead = Omit<Lead, "id" | "createdAt" | "conversationId" | "source"> &
  Partial<Pick<Lead, "conversationId" | "source">>;

/** A lead with the hash of its submission (null for leads stored before hashes were kept). */
export interface StoredLead extends Lead {
  bodyHash: string | null;
}

/** A new key stores the lead; the same key with the same submission finds it; with another, a conflict. */
export interface InsertResult {
  outcome: "created" | "repeated" | "conflict";
  /** The stored lead (for a conflict, the first one with this key: never shown to the visitor). */
  lead: StoredLead;
}

export interface LeadsRepository {
  /**
   * Stores a lead once per idempotency key. A repeated key with the same
   * submission (same body hash) returns the stored lead and stores nothing; with
   * another submission it is a conflict. Resolves only after commit, and with
   * PGlite only once the lead is in the fsync'd journal (decision 020).
   */
  insert(lead: NewLead): Promise<InsertResult>;
  /** Leads in creation order (oldest first), optionally only those created at or after `since`. */
  list(options?: { since?: Date }): Promise<Lead[]>;
  /**
   * Deletes the leads created before `cutoff` (retention); returns how many. With PGlite it
   * resolves once the deletion is durable and no journal line can bring them back.
   */
  deleteCreatedBefore(cutoff: Date): Promise<number>;
}

/** One turn as the export shows it. */
export interface TranscriptEntry {
  role: "user" | "assistant";
  content: string;
  /** ISO 8601 timestamp (UTC). */
  at: string;
}

/** The latest turns of a conversation (all, or the last N), oldest first, and how many it has. */
export interface TranscriptExcerpt {
  turns: TranscriptEntry[];
  /** Every stored turn of the conversation, shown or not. */
  total: number;
}

/** A conversation row as written in a batch: times as ISO strings, state as JSON text. */
export interface ConversationRecord {
  id: string;
  createdAt: string;
  updatedAt: string;
  state: string;
  sourcePath: string | null;
}

/** A turn row as written in a batch: JSON columns as text. */
export interface ChatTurnRecord {
  id: string;
  conversationId: string;
  seq: number;
  role: "user" | "assistant";
  content: string;
  sources: string;
  suggestions: string | null;
  unanswered: string | null;
  createdAt: string;
}

/** What the chat needs of a stored conversation: its state, turn count and recent turns. */
export interface StoredConversation {
  id: string;
  createdAt: string;
  /** Last activity. */
  updatedAt: string;
  /** The page the conversation started on. */
  sourcePath: string | null;
  /** The dialogue state (server/brain's DialogueState), as stored. */
  state: Record<string, unknown>;
  /** The highest turn number so far (0 before the first turn). */
  seq: number;
  /** The last turns, oldest first. */
  history: { role: "user" | "assistant"; content: string }[];
}

/** How one channel's notification of a lead stands (the console's read API; server/notify/README.md). */
export interface LeadDelivery {
  id: string;
  channel: NotifyChannel;
  /** "failed": the last attempt failed and another is scheduled at nextAttemptAt. */
  status: "pending" | "delivered" | "failed" | "given-up";
  attempts: number;
  lastError: string | null;
  /** ISO 8601 timestamps (UTC). */
  createdAt: string;
  deliveredAt: string | null;
  givenUpAt: string | null;
  /** When the next attempt is due; null once delivered or given up. */
  nextAttemptAt: string | null;
}

/** An outbox row a worker has leased, with its lead. */
export interface ClaimedDelivery {
  id: string;
  channel: NotifyChannel;
  /** Attempts started, this one included. */
  attempts: number;
  createdAt: Date;
  lead: Lead;
}

/** The lead outbox (decision 036): rows are queued by LeadsRepository.insert in the lead's transaction. */
export interface LeadOutbox {
  /** Every channel's delivery of one lead (none for an unknown id). */
  deliveriesForLead(leadId: string): Promise<LeadDelivery[]>;
  /** Leases up to `limit` due rows for `leaseMs` (FOR UPDATE SKIP LOCKED: concurrent workers never share one). */
  claim(limit: number, leaseMs: number): Promise<ClaimedDelivery[]>;
  /** Only after the channel accepted the notification. */
  markDelivered(id: string): Promise<void>;
  /** Records the error; retries at `retryAt`, or gives up when it is null. */
  markFailed(id: string, error: string, retryAt: Date | null): Promise<void>;
  /** Drops the lease without recording an attempt's outcome (the worker is stopping). */
  release(id: string): Promise<void>;
  /** Calls `listener` after a commit in this process queued rows; returns the unsubscribe. */
  onQueued(listener: () => void): () => void;
}

export interface Database {
  kind: "pglite" | "postgres";
  leads: LeadsRepository;
  conversations: ConversationStore;
  outbox: LeadOutbox;
  /** The SMS rates and their history (decision 039). */
  rates: RatesRepository;
  /** The retention job's runs and its one-process-at-a-time guard. */
  retention: RetentionRepository;
  /** The console's inbox: filters, status and notes with history, erasure (issue 13). */
  inbox: LeadInbox;
  /** The Drizzle database itself, for better-auth's adapter (server/auth). */
  drizzle: LeadsDb;
  /** What visitors ask, read from the database (flush `conversations` first for the latest turns). */
  insights: InsightsRepository;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
