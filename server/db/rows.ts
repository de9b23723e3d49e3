/**
 * What every repository shares: the one Drizzle database type (either driver's) and the
 * conversions between rows and values. Repositories import this module, never each other's
 * helpers, so the database layer has no import circle (decision 062).
 */
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Lead } from "../../contracts/admin-api.ts";
import type { LeadRow } from "./schema.ts";

/** Either driver's Drizzle database (PGlite or postgres.js), or a transaction of it. */
export type Db = PgDatabase<PgQueryResultHKT>;

/** PGlite answers `{ rows }`, postgres.js an array of rows. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** jsonb comes back parsed from both drivers; json built in a query may come back as text. */
export function parseJson(value: unknown): unknown {
  return typeof value === "string" ? JSON.parse(value) : value;
}

/** A timestamp column as ISO 8601 (UTC), whether the driver gave a Date or text. */
export const iso = (value: unknown) =>
  (value instanceof Date ? value : new Date(String(value))).toISOString();

/**
 * PostgreSQL text and jsonb refuse U+0000, and jsonb refuses the escapes of
 * unpaired surrogates: one such string would fail its whole batch. They are
 * replaced (U+FFFD, as a UTF-8 encoder would) or removed before buffering.
 */
export const storable = (text: string) =>
  // Node 20 has String.prototype.toWellFormed; the project's TypeScript lib predates it.
  (text as string & { toWellFormed(): string }).toWellFormed().replaceAll("\u0000", "");
export const storableJson = (value: unknown) =>
  JSON.stringify(value, (_key, item) => (typeof item === "string" ? storable(item) : item));

export function toLead(row: LeadRow): Lead {
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
    locale: row.locale,
    userAgent: row.userAgent,
    conversationId: row.conversationId,
    source: row.source,
  };
}
