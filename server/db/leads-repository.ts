/**
 * Leads in SQL through Drizzle, the same code for PGlite and PostgreSQL.
 * Idempotency rests on the unique index on idempotency_key: concurrent inserts
 * with one key store one row and all answer with its id.
 */
import { asc, eq, gte } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { type LeadRow, leads } from "./schema";
import type { Lead, LeadsRepository, NewLead } from "./types";

/** Either driver's Drizzle database. */
export type LeadsDb = PgDatabase<PgQueryResultHKT>;

export function createLeadsRepository(db: LeadsDb): LeadsRepository {
  return {
    async insert(lead: NewLead) {
      const inserted = await db
        .insert(leads)
        .values({
          name: lead.name,
          email: lead.email,
          company: lead.company,
          phone: lead.phone,
          country: lead.country,
          service: lead.service,
          message: lead.message,
          consent: lead.consent,
          idempotencyKey: lead.idempotencyKey,
          sourcePath: lead.sourcePath,
          userAgent: lead.userAgent,
        })
        .onConflictDoNothing({ target: leads.idempotencyKey })
        .returning({ id: leads.id });
      const created = inserted[0];
      if (created) return { id: created.id, created: true };
      // The key was taken: by the time ON CONFLICT saw the row, it was committed.
      const existing = await db
        .select({ id: leads.id })
        .from(leads)
        .where(eq(leads.idempotencyKey, lead.idempotencyKey))
        .limit(1);
      const first = existing[0];
      if (!first) throw new Error("A lead with this idempotency key conflicted but could not be found.");
      return { id: first.id, created: false };
    },

    async list(options = {}) {
      const rows = await db
        .select()
        .from(leads)
        .where(options.since ? gte(leads.createdAt, options.since) : undefined)
        .orderBy(asc(leads.createdAt), asc(leads.sequence));
      return rows.map(toLead);
    },
  };
}

function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    name: row.name,
    email: row.email,
    company: row.company,
    phone: row.phone,
    country: row.country,
    service: row.service,
    message: row.message,
    consent: row.consent,
    idempotencyKey: row.idempotencyKey,
    sourcePath: row.sourcePath,
    userAgent: row.userAgent,
  };
}
