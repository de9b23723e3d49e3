/**
 * Rate limits shared by every server instance on one PostgreSQL (decision 048): a
 * sliding-window log, one row per counted request, keyed by limit and client
 * ("chat:203.0.113.7"). Rows older than the longest window are deleted as
 * keys are hit. PGlite (one instance) keeps its limits in memory instead.
 */
import { bigint, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    bucket: text("bucket").notNull(),
    at: timestamp("at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index("rate_limit_hits_bucket_at_idx").on(table.bucket, table.at)],
).enableRLS();
