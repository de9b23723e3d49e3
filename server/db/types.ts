/**
 * What the rest of the server may know about the database: one interface for
 * both engines (embedded PGlite, PostgreSQL), so handlers never see a driver.
 */

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
}

export type NewLead = Omit<Lead, "id" | "createdAt">;

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
}

export interface Database {
  kind: "pglite" | "postgres";
  leads: LeadsRepository;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
