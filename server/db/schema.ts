/**
 * The database schema, in Drizzle's pg-core terms. It is the source of the SQL
 * migrations in ./migrations: after changing it, run `npm run db:generate` and
 * commit the generated files.
 */

import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import type { ChatSource } from "../brain/types";

/**
 * The assistant's conversations (issue 12). No IP address or user agent: only what
 * the visitor wrote, what the assistant answered and the dialogue state.
 */
export const conversations = pgTable(
  "conversations",
  {
    id: text("id").primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // Last activity: retention (CONVERSATION_RETENTION_DAYS) counts from here.
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    state: jsonb("state").notNull().default({}),
    sourcePath: text("source_path"),
  },
  (table) => [
    index("conversations_updated_at_idx").on(table.updatedAt),
    // Insights (decision 040): conversations per day over a date range.
    index("conversations_created_at_idx").on(table.createdAt),
  ],
);

export const chatTurns = pgTable(
  "chat_turns",
  {
    id: text("id").primaryKey(),
    conversationId: text("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    content: text("content").notNull(),
    sources: jsonb("sources").$type<ChatSource[]>().notNull().default([]),
    suggestions: jsonb("suggestions").$type<string[]>(),
    unanswered: text("unanswered"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("chat_turns_conversation_seq").on(table.conversationId, table.seq),
    // Insights (decision 040): only the few turns the assistant could not answer, by time.
    index("chat_turns_unanswered_idx").on(table.createdAt).where(sql`${table.unanswered} is not null`),
  ],
);

/** One rating per assistant turn: the primary key makes a second press a conflict. */
export const chatFeedback = pgTable("chat_feedback", {
  turnId: text("turn_id")
    .primaryKey()
    .references(() => chatTurns.id, { onDelete: "cascade" }),
  conversationId: text("conversation_id")
    .notNull()
    .references(() => conversations.id, { onDelete: "cascade" }),
  helpful: boolean("helpful").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

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
    // The assistant's conversation the lead came from; kept when the conversation expires, unlinked.
    conversationId: text("conversation_id").references(() => conversations.id, { onDelete: "set null" }),
    source: text("source", { enum: ["assistant", "contact-form"] })
      .notNull()
      .default("contact-form"),
  },
  (table) => [
    index("leads_created_at_idx").on(table.createdAt),
    // Insights' conversion, a transcript's lead, and retention's "set null" on deleted conversations.
    index("leads_conversation_id_idx").on(table.conversationId),
  ],
);

export type LeadRow = typeof leads.$inferSelect;
export type LeadInsert = typeof leads.$inferInsert;
