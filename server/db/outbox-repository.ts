/**
 * The lead outbox in SQL (decision 036), the same code for PGlite and PostgreSQL.
 * Rows are queued in the lead's own transaction (leads-repository.ts); workers lease
 * due rows with `FOR UPDATE SKIP LOCKED` and a `locked_until` lease, so several
 * server processes on one PostgreSQL database never deliver a row at the same time,
 * and a row whose worker died is due again when its lease runs out.
 */
import { and, asc, eq, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { Lead } from "../../contracts/admin-api.ts";
import { type Db, toLead } from "./rows.ts";
import { type LeadOutboxRow, leadOutbox, leads, type NotifyChannel } from "./schema.ts";

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
  /**
   * "Retry now" from the console (decision 081): a failed or given-up delivery of this lead is due
   * at once (a given-up one gets one more attempt) and this process's worker is woken. Not a
   * delivery that is pending, delivered, or being tried right now (its lease is live).
   */
  retryNow(leadId: string, deliveryId: string): Promise<RetryOutcome>;
  /** Calls `listener` after a commit in this process queued rows; returns the unsubscribe. */
  onQueued(listener: () => void): () => void;
}

/** What "Retry now" did: queued, or why not. */
export type RetryOutcome = "queued" | "not-found" | "not-failed" | "in-flight";

/** Errors are stored for the console, not whole stack traces or response bodies. */
const MAX_ERROR_LENGTH = 500;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Queues one row per channel for each lead; part of the caller's transaction. Repeats are ignored. */
export async function queueNotifications(
  db: Db,
  leadIds: readonly string[],
  channels: readonly NotifyChannel[],
): Promise<void> {
  const rows = leadIds.flatMap((leadId) => channels.map((channel) => ({ leadId, channel })));
  if (rows.length > 0) await db.insert(leadOutbox).values(rows).onConflictDoNothing();
}

export function createOutboxRepository(db: Db): LeadOutbox & { queued(): void } {
  const listeners = new Set<() => void>();
  const open = and(isNull(leadOutbox.deliveredAt), isNull(leadOutbox.givenUpAt));
  return {
    queued() {
      for (const listener of listeners) listener();
    },
    onQueued(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async deliveriesForLead(leadId) {
      if (!UUID.test(leadId)) return [];
      const rows = await db
        .select()
        .from(leadOutbox)
        .where(eq(leadOutbox.leadId, leadId))
        .orderBy(asc(leadOutbox.channel));
      return rows.map(toDelivery);
    },

    async retryNow(leadId, deliveryId) {
      if (!UUID.test(leadId) || !UUID.test(deliveryId)) return "not-found";
      const mine = and(eq(leadOutbox.id, deliveryId), eq(leadOutbox.leadId, leadId));
      const free = or(isNull(leadOutbox.lockedUntil), lte(leadOutbox.lockedUntil, sql`now()`));
      // One statement decides, so a worker finishing the row meanwhile is never overwritten.
      const retried = await db
        .update(leadOutbox)
        .set({ nextAttemptAt: sql`now()`, givenUpAt: null })
        .where(
          and(
            mine,
            isNull(leadOutbox.deliveredAt),
            or(isNotNull(leadOutbox.givenUpAt), isNotNull(leadOutbox.lastError)),
            free,
          ),
        )
        .returning({ id: leadOutbox.id });
      if (retried.length > 0) {
        for (const listener of listeners) listener();
        return "queued";
      }
      const [row] = await db.select().from(leadOutbox).where(mine);
      if (!row) return "not-found";
      const status = toDelivery(row).status;
      return status === "failed" || status === "given-up" ? "in-flight" : "not-failed";
    },

    async claim(limit, leaseMs) {
      const due = db
        .select({ id: leadOutbox.id })
        .from(leadOutbox)
        .where(
          and(
            open,
            lte(leadOutbox.nextAttemptAt, sql`now()`),
            or(isNull(leadOutbox.lockedUntil), lte(leadOutbox.lockedUntil, sql`now()`)),
          ),
        )
        .orderBy(asc(leadOutbox.nextAttemptAt))
        .limit(limit)
        // Rows another worker is claiming right now are skipped, not waited for.
        .for("update", { skipLocked: true });
      const claimed = await db
        .update(leadOutbox)
        .set({
          lockedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`,
          attempts: sql`${leadOutbox.attempts} + 1`,
        })
        .where(inArray(leadOutbox.id, due))
        .returning();
      if (claimed.length === 0) return [];
      const leadRows = await db
        .select()
        .from(leads)
        .where(
          inArray(
            leads.id,
            claimed.map((row) => row.leadId),
          ),
        );
      const byId = new Map(leadRows.map((row) => [row.id, toLead(row)]));
      return claimed.flatMap((row): ClaimedDelivery[] => {
        const lead = byId.get(row.leadId);
        // Deleted between the two statements: its row went with it (on delete cascade).
        return lead
          ? [{ id: row.id, channel: row.channel, attempts: row.attempts, createdAt: row.createdAt, lead }]
          : [];
      });
    },

    async markDelivered(id) {
      await db
        .update(leadOutbox)
        .set({ deliveredAt: sql`now()`, lockedUntil: null, lastError: null })
        .where(and(eq(leadOutbox.id, id), isNull(leadOutbox.deliveredAt)));
    },

    async markFailed(id, error, retryAt) {
      await db
        .update(leadOutbox)
        .set({
          lastError: error.slice(0, MAX_ERROR_LENGTH),
          lockedUntil: null,
          ...(retryAt ? { nextAttemptAt: retryAt } : { givenUpAt: sql`now()` }),
        })
        // A late failure never overwrites a delivery by another worker whose lease came after.
        .where(and(eq(leadOutbox.id, id), open));
    },

    async release(id) {
      await db.update(leadOutbox).set({ lockedUntil: null }).where(eq(leadOutbox.id, id));
    },
  };
}

/** At start of the embedded database, the only process that uses it: every lease is a dead one's. */
export async function releaseAllLeases(db: Db): Promise<void> {
  await db.update(leadOutbox).set({ lockedUntil: null }).where(sql`${leadOutbox.lockedUntil} is not null`);
}

function toDelivery(row: LeadOutboxRow): LeadDelivery {
  const status: LeadDelivery["status"] = row.deliveredAt
    ? "delivered"
    : row.givenUpAt
      ? "given-up"
      : row.lastError
        ? "failed"
        : "pending";
  const open = status === "pending" || status === "failed";
  return {
    id: row.id,
    channel: row.channel,
    status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    givenUpAt: row.givenUpAt?.toISOString() ?? null,
    nextAttemptAt: open ? row.nextAttemptAt.toISOString() : null,
  };
}
