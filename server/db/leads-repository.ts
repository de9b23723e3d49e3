/**
 * Leads in SQL through Drizzle, the same code for PGlite and PostgreSQL.
 * Idempotency rests on the unique index on idempotency_key: concurrent inserts
 * with one key store one row and all answer with its id; a reused key with
 * another submission is told apart by the stored body hash (decision 021).
 * A created lead queues its notifications (one outbox row per configured channel,
 * decision 036) in the same transaction, and so does a lead restored from the journal.
 * A conversation belongs to at most one lead (decision 055, a unique index): a later lead
 * naming an already linked conversation is stored without the link.
 */
import { createHash } from "node:crypto";
import { asc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { defaultLocale } from "../../app/content/locales.ts";
import type { Lead } from "../../contracts/admin-api.ts";
import { queueNotifications } from "./outbox-repository.ts";
import { type Db, toLead } from "./rows.ts";
import { conversations, type LeadRow, leads, type NotifyChannel } from "./schema.ts";

/** A lead to store; without conversationId and source it came from the contact form. */
export type NewLead = Omit<Lead, "id" | "createdAt" | "conversationId" | "source" | "locale"> &
  Partial<Pick<Lead, "conversationId" | "source" | "locale">>;

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
   * PGlite only once the lead is in the fsync'd journal (decision 020). `submitted`: the lead
   * as the visitor sent it, when the server filled in more (decision 080); its hash is compared.
   */
  insert(lead: NewLead, submitted?: NewLead): Promise<InsertResult>;
  /** Leads in creation order (oldest first), optionally only those created at or after `since`. */
  list(options?: { since?: Date }): Promise<Lead[]>;
  /**
   * Deletes the leads created before `cutoff` (retention); returns how many. With PGlite it
   * resolves once the deletion is durable and no journal line can bring them back.
   */
  deleteCreatedBefore(cutoff: Date): Promise<number>;
}

/**
 * sha256 of what the visitor submitted, after the schema's trimming and
 * normalisation: a retry of the same form hashes the same. The user agent and
 * the key itself are not part of the submission.
 */
export function leadBodyHash(lead: NewLead): string {
  const { name, email, company, phone, country, service, message, consent, sourcePath } = lead;
  const fields: unknown[] = [name, email, company, phone, country, service, message, consent, sourcePath];
  // Only for leads from the assistant, so contact-form leads hash as they always did.
  if (lead.source === "assistant") fields.push(lead.source, lead.conversationId);
  // Only for leads from another language's pages, so English leads hash as they always did.
  if (lead.locale && lead.locale !== defaultLocale) fields.push(lead.locale);
  const canonical = JSON.stringify(fields);
  return createHash("sha256").update(canonical).digest("hex");
}

/** Rows per statement when restoring from the journal. */
const RESTORE_BATCH = 200;

/** The repository, plus the journal replay's way in (decision 020). */
export interface RestorableLeads extends LeadsRepository {
  /** Inserts each lead whose id and idempotency key are not stored yet, keeping its id and time; returns how many. */
  restore(leads: readonly StoredLead[]): Promise<number>;
}

/** The channels configured when the database was opened, and the outbox's in-process wake-up. */
export interface LeadNotifications {
  channels: readonly NotifyChannel[];
  queued(): void;
}

export function createLeadsRepository(
  db: Db,
  notifications: LeadNotifications = { channels: [], queued: () => {} },
): RestorableLeads {
  const { channels } = notifications;
  // Rows only for the channels on now: a channel turned on later does not notify old leads.
  const insertAndQueue = (lead: NewLead, bodyHash: string) => {
    const requested = lead.conversationId ?? null;
    // The link only while no lead holds the conversation (decided in the insert's own snapshot).
    const conversationId = requested
      ? sql`(select ${requested}::text where not exists (select 1 from ${leads} where ${leads.conversationId} = ${requested}))`
      : null;
    const insert = (tx: Db) =>
      tx
        .insert(leads)
        .values({ ...lead, bodyHash, conversationId })
        .onConflictDoNothing({ target: leads.idempotencyKey })
        .returning();
    if (channels.length === 0) return insert(db);
    return db.transaction(async (tx) => {
      const inserted = await insert(tx);
      if (inserted[0]) await queueNotifications(tx, [inserted[0].id], channels);
      return inserted;
    });
  };
  return {
    async insert(lead: NewLead, submitted = lead): Promise<InsertResult> {
      // The submission as sent (its conversation included), whether or not the link is kept, and
      // without what the server filled in from the conversation, which may have moved on since.
      const bodyHash = leadBodyHash(submitted);
      let inserted: LeadRow[];
      try {
        inserted = await insertAndQueue(lead, bodyHash);
      } catch (error) {
        // Another lead linked the conversation between our check and our insert: store this one without it.
        if (!violates(error, CONVERSATION_UNIQUE)) throw error;
        inserted = await insertAndQueue({ ...lead, conversationId: null }, bodyHash);
      }
      const created = inserted[0];
      if (created) {
        if (channels.length > 0) notifications.queued();
        return { outcome: "created", lead: toStoredLead(created) };
      }
      // The key was taken: by the time ON CONFLICT saw the row, it was committed.
      const existing = await db
        .select()
        .from(leads)
        .where(eq(leads.idempotencyKey, lead.idempotencyKey))
        .limit(1);
      const first = existing[0];
      if (!first) throw new Error("A lead with this idempotency key conflicted but could not be found.");
      // Leads stored before hashes were kept (null) count as the same submission, as they always did.
      const same = first.bodyHash === null || first.bodyHash === bodyHash;
      return { outcome: same ? "repeated" : "conflict", lead: toStoredLead(first) };
    },

    async restore(stored) {
      let restored = 0;
      for (let start = 0; start < stored.length; start += RESTORE_BATCH) {
        const slice = stored.slice(start, start + RESTORE_BATCH);
        // Chat turns are not journalled (decision 032): a conversation lost in a crash leaves its lead unlinked.
        const linked = slice.flatMap((lead) => (lead.conversationId ? [lead.conversationId] : []));
        const present = new Set(
          linked.length === 0
            ? []
            : (
                await db
                  .select({ id: conversations.id })
                  .from(conversations)
                  .where(inArray(conversations.id, linked))
              ).map((row) => row.id),
        );
        // One lead per conversation (decision 055): a link another lead holds, or an earlier one in
        // this batch, is dropped, since the insert below skips any conflicting row (it would lose the lead).
        const held = new Map(
          linked.length === 0
            ? []
            : (
                await db
                  .select({ id: leads.id, conversationId: leads.conversationId })
                  .from(leads)
                  .where(inArray(leads.conversationId, linked))
              ).map((row) => [row.conversationId as string, row.id]),
        );
        const batch = slice.map((lead) => {
          const id = lead.conversationId;
          const free = id !== null && present.has(id) && (held.get(id) ?? lead.id) === lead.id;
          if (free) held.set(id, lead.id);
          return { ...lead, conversationId: free ? id : null, createdAt: new Date(lead.createdAt) };
        });
        const rows = await db.transaction(async (tx) => {
          const inserted = await tx
            .insert(leads)
            .values(batch)
            .onConflictDoNothing()
            .returning({ id: leads.id });
          await queueNotifications(
            tx,
            inserted.map((row) => row.id),
            channels,
          );
          return inserted;
        });
        restored += rows.length;
      }
      if (restored > 0 && channels.length > 0) notifications.queued();
      return restored;
    },

    async list(options = {}) {
      const rows = await db
        .select()
        .from(leads)
        .where(options.since ? gte(leads.createdAt, options.since) : undefined)
        .orderBy(asc(leads.createdAt), asc(leads.sequence));
      return rows.map(toLead);
    },

    async deleteCreatedBefore(cutoff) {
      const rows = await db.delete(leads).where(lt(leads.createdAt, cutoff)).returning({ id: leads.id });
      return rows.length;
    },
  };
}

const CONVERSATION_UNIQUE = "leads_conversation_id_unique";

/** Whether a failed statement broke this unique index (postgres.js and PGlite name it differently). */
function violates(error: unknown, index: string): boolean {
  const cause =
    (error as { cause?: Record<string, unknown> } | null)?.cause ?? (error as Record<string, unknown>);
  return cause?.code === "23505" && (cause.constraint_name ?? cause.constraint) === index;
}

function toStoredLead(row: LeadRow): StoredLead {
  return { ...toLead(row), bodyHash: row.bodyHash };
}
