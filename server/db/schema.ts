/**
 * The database schema, in Drizzle's pg-core terms. It is the source of the SQL
 * migrations in ./migrations: after changing it, run `npm run db:generate` and
 * commit the generated files.
 */
import { bigint, boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Contact-form submissions, stored once per idempotency key. */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // Breaks ties in created_at: PGlite's clock can give two quick inserts the
    // same timestamp, and exports must still list leads in the order they came.
    sequence: bigint("sequence", { mode: "number" }).notNull().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    phone: text("phone"),
    country: text("country"),
    service: text("service"),
    message: text("message").notNull(),
    consent: boolean("consent").notNull(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    sourcePath: text("source_path"),
    userAgent: text("user_agent"),
    // sha256 of the canonical submission (lead-body-hash.ts): a reused idempotency key
    // with another body is refused. Null for leads stored before it existed.
    bodyHash: text("body_hash"),
  },
  (table) => [index("leads_created_at_idx").on(table.createdAt)],
);

export type LeadRow = typeof leads.$inferSelect;
export type LeadInsert = typeof leads.$inferInsert;
