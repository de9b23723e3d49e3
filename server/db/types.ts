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

export interface LeadsRepository {
  /**
   * Stores a lead once per idempotency key: a repeated key returns the first
   * lead's id with `created: false` and stores nothing. Resolves only after commit.
   */
  insert(lead: NewLead): Promise<{ id: string; created: boolean }>;
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
