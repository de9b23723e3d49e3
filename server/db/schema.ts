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
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { locales } from "../../app/content/locales.ts";
import type { SmsRate } from "../../app/content/page-schemas.ts";
import { LEAD_STATUSES } from "../../contracts/admin-api.ts";
import type { ChatSource } from "../../contracts/chat.ts";

/**
 * The assistant's conversations (decision 032). No IP address or user agent: only what
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
).enableRLS();

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
).enableRLS();

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
}).enableRLS();

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
    // The language of the page it came from (decision 091); leads from before it were all English.
    locale: text("locale", { enum: locales }).notNull().default("en"),
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
    // A conversation belongs to at most one lead (decision 055); many leads have none (NULLs are distinct).
    // Also serves insights' conversion, a transcript's lead, and retention's "set null".
    uniqueIndex("leads_conversation_id_unique").on(table.conversationId),
  ],
).enableRLS();

export type LeadRow = typeof leads.$inferSelect;
export type LeadInsert = typeof leads.$inferInsert;

// --- notify (decision 036) ---

/** Where a lead notification goes: SMTP_URL's e-mail or LEAD_WEBHOOK_URL's POST. */
export const NOTIFY_CHANNELS = ["email", "webhook"] as const;
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];

/**
 * The lead outbox: one row per lead and configured channel, written in the lead's
 * transaction and delivered at least once by server/notify's worker. A row is due
 * while neither delivered nor given up, once next_attempt_at has passed and no
 * live lease (locked_until) is held by a worker.
 */
export const leadOutbox = pgTable(
  "lead_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: NOTIFY_CHANNELS }).notNull(),
    // Attempts started (a claim counts one, even when its process died mid-delivery).
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    givenUpAt: timestamp("given_up_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("lead_outbox_lead_channel").on(table.leadId, table.channel),
    // Only open rows are ever polled: the index stays as small as the backlog.
    index("lead_outbox_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.deliveredAt} is null and ${table.givenUpAt} is null`),
  ],
).enableRLS();

export type LeadOutboxRow = typeof leadOutbox.$inferSelect;
// --- prices and retention (decision 039) ---

/**
 * The SMS rates in effect: one row (id 1) holding the whole list, as GET /functions/v1/sms-rates
 * answers it. `version` grows by one per save, so other server processes notice a change cheaply.
 */
export const smsRatesCurrent = pgTable("sms_rates_current", {
  id: integer("id").primaryKey(),
  rates: jsonb("rates").$type<SmsRate[]>().notNull(),
  version: integer("version").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text("updated_by").notNull(),
}).enableRLS();

/** One row per save: who, when, and the whole list before and after. */
export const smsRateChanges = pgTable("sms_rate_changes", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  // An operator's e-mail, "api-token", or "import: sms-rates.json".
  actor: text("actor").notNull(),
  oldRates: jsonb("old_rates").$type<SmsRate[]>().notNull(),
  newRates: jsonb("new_rates").$type<SmsRate[]>().notNull(),
}).enableRLS();

/** Each run of the daily retention job (LEAD_RETENTION_MONTHS, CONVERSATION_RETENTION_DAYS). */
export const retentionRuns = pgTable("retention_runs", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
  leadsDeleted: integer("leads_deleted"),
  conversationsDeleted: integer("conversations_deleted"),
  error: text("error"),
}).enableRLS();
// --- console ---
// Operators of the back office (decision 037): better-auth's four tables, in its field names
// (the Drizzle adapter maps them by these property names), and the leads' status and history.

/** An operator: created only by `npm run operator -- add`, never by visitors. */
export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}).enableRLS();

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (table) => [index("session_user_id_idx").on(table.userId)],
).enableRLS();

/** The "credential" account holds the password hash (better-auth's scrypt). */
export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("account_user_id_idx").on(table.userId)],
).enableRLS();

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("verification_identifier_idx").on(table.identifier)],
).enableRLS();

/** A lead's current status; no row means "new". Its own table, so the leads table stays as the form writes it. */
export const leadStatus = pgTable(
  "lead_status",
  {
    leadId: uuid("lead_id")
      .primaryKey()
      .references(() => leads.id, { onDelete: "cascade" }),
    status: text("status", { enum: LEAD_STATUSES }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("lead_status_status_idx").on(table.status)],
).enableRLS();

/** Who changed what on a lead, and when: status changes and notes. Erased with the lead. */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    // The operator's e-mail address, or "api-token" for the bearer token: kept when the operator is removed.
    actor: text("actor").notNull(),
    kind: text("kind", { enum: ["status", "note"] }).notNull(),
    old: text("old"),
    new: text("new"),
    note: text("note"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("lead_events_lead_id_idx").on(table.leadId, table.at)],
).enableRLS();
