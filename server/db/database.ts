/**
 * Opens the leads database: embedded PGlite under DATA_DIR by default, or the
 * PostgreSQL server named by DATABASE_URL. Both run the SQL migrations in
 * ./migrations when opened, so a fresh store is ready to use.
 *
 * Failures reject with a DatabaseError whose message is one sentence naming the
 * problem. It never contains the URL's password, and carries no `cause` (driver
 * errors may hold the connection options).
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { type ConversationStore, createConversationStore } from "./conversation-store.ts";
import { type ConversationsRepository, createConversationsRepository } from "./conversations-repository.ts";
import { DatabaseError, detail } from "./database-errors.ts";
import { createInsightsRepository, type InsightsRepository } from "./insights-repository.ts";
import { createLeadInbox, type LeadInbox } from "./lead-inbox.ts";
import {
  fsyncTree,
  journalled,
  type LeadJournal,
  openLeadJournal,
  replayLeadJournal,
} from "./lead-journal.ts";
import { createLeadsRepository, type LeadsRepository } from "./leads-repository.ts";
import { createOutboxRepository, type LeadOutbox, releaseAllLeases } from "./outbox-repository.ts";
import { advisoryLocked, migratePostgresOnce, RETENTION_LOCK_KEY } from "./postgres-session.ts";
import { createRateLimitRepository, type RateLimitRepository } from "./rate-limit-repository.ts";
import { createRatesRepository, type RatesRepository } from "./rates-repository.ts";
import { createRetentionRepository, type RetentionRepository } from "./retention-repository.ts";
import type { Db } from "./rows.ts";
import type { NotifyChannel } from "./schema.ts";

/**
 * What the rest of the server may know about the database: one interface for both
 * engines (embedded PGlite, PostgreSQL), so handlers never see a driver.
 */
export interface Database {
  kind: "pglite" | "postgres";
  leads: LeadsRepository;
  conversations: ConversationStore;
  outbox: LeadOutbox;
  /** The SMS rates and their history (decision 039). */
  rates: RatesRepository;
  /** The retention job's runs and its one-process-at-a-time guard. */
  retention: RetentionRepository;
  /** The console's inbox: filters, status and notes with history, erasure (decision 038). */
  inbox: LeadInbox;
  /** What visitors ask, read from the database (flush `conversations` first for the latest turns). */
  insights: InsightsRepository;
  /** Rate-limit counts shared by every instance on PostgreSQL (decision 048). */
  rateLimits: RateLimitRepository;
  /** The Drizzle database itself, for better-auth's Drizzle adapter (server/auth) and nothing else. */
  drizzle: Db;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A postgres:// URL, or null for the embedded PGlite store. */
  databaseUrl: string | null;
  /** The data directory; PGlite keeps its files in `${dataDir}/pglite`, its journal in `leads-journal.jsonl`. */
  dataDir: string;
  /** CONVERSATION_RETENTION_DAYS: conversations inactive for longer are expired and swept. */
  conversationRetentionDays?: number;
  /** The channels a new lead queues a notification for (decision 036); none by default. */
  notifyChannels?: readonly NotifyChannel[];
  /**
   * PostgreSQL only: false opens the database without applying the migrations (the Supabase
   * Edge Functions, whose schema `supabase db push` applies; decision 046). Default true.
   */
  migrate?: boolean;
}

/** Resolved from this file, so migrations are found whatever the working directory. */
const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

const ignoreNotice = () => {};

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  const retentionDays = options.conversationRetentionDays ?? 90;
  const channels = options.notifyChannels ?? [];
  return options.databaseUrl === null
    ? openPglite(options.dataDir, retentionDays, channels)
    : openPostgres(options.databaseUrl, retentionDays, channels, options.migrate ?? true);
}

async function openPglite(
  dataDir: string,
  retentionDays: number,
  channels: readonly NotifyChannel[],
): Promise<Database> {
  const directory = path.join(dataDir, "pglite");
  // Loaded only here: the Edge Functions (PostgreSQL only) must not load PGlite (decision 046).
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  let client: PGlite;
  try {
    await mkdir(directory, { recursive: true });
    client = await PGlite.create(directory);
  } catch (error) {
    throw new DatabaseError(`The embedded database in ${directory} could not be opened: ${detail(error)}.`);
  }
  const db = drizzlePglite({ client });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close().catch(() => {});
    throw new DatabaseError(
      `The database migrations could not be applied to the embedded database in ${directory}: ${detail(error)}.`,
    );
  }
  // Decision 020: PGlite never fsyncs, so accepted leads go through an fsync'd journal,
  // replayed here; it is emptied once a checkpoint's files are fsync'd (here and at close).
  const journalFile = path.join(dataDir, "leads-journal.jsonl");
  const flush = async () => {
    await client.exec("CHECKPOINT");
    await fsyncTree(directory);
  };
  const outbox = createOutboxRepository(db);
  const repository = createLeadsRepository(db, { channels, queued: outbox.queued });
  let journal: LeadJournal | null = null;
  try {
    journal = await openLeadJournal(journalFile);
    // Replayed leads queue their notifications too (in the restore's transaction).
    await replayLeadJournal(journal, repository, flush);
    // One process per embedded database: leases left by a killed server are released at once.
    await releaseAllLeases(db);
  } catch (error) {
    await journal?.close().catch(() => {});
    await client.close().catch(() => {});
    throw new DatabaseError(`The lead journal ${journalFile} could not be replayed: ${detail(error)}.`);
  }
  const opened = journal;
  let erased = false;
  return assemble({
    kind: "pglite",
    db,
    leads: journalled(repository, opened, flush),
    outbox,
    // One instance: the chat trusts its cache and writes behind (decision 032).
    conversations: createConversationsRepository(db, { trustedWrites: true }),
    inbox: createLeadInbox(db),
    retentionDays,
    retention: createRetentionRepository(db),
    // An erased lead may still be in the journal: an fsync'd erasure line keeps a replay from restoring it (038).
    async afterErase(id) {
      await opened.erase(id);
      erased = true;
    },
    async closeClient() {
      // After an erasure too: the delete must reach the disk before its erasure line goes.
      const journalHasLeads = erased || (await opened.read()).length > 0;
      await client.close(); // A shutdown checkpoint: every page written, none fsync'd.
      // With no lead since the last compaction there is nothing to make durable (and 40 MB spared).
      if (journalHasLeads) {
        await fsyncTree(directory);
        await opened.clear();
      }
      await opened.close();
    },
  });
}

async function openPostgres(
  url: string,
  retentionDays: number,
  channels: readonly NotifyChannel[],
  migrate: boolean,
): Promise<Database> {
  if (migrate) await migratePostgresOnce(url, migrationsFolder);
  const client = postgres(url, { max: 10, idle_timeout: 20, onnotice: ignoreNotice });
  const db = drizzlePostgres({ client });
  const outbox = createOutboxRepository(db);
  return assemble({
    kind: "postgres",
    db,
    leads: createLeadsRepository(db, { channels, queued: outbox.queued }),
    outbox,
    conversations: createConversationsRepository(db),
    inbox: createLeadInbox(db),
    retentionDays,
    retention: createRetentionRepository(db, advisoryLocked(client, RETENTION_LOCK_KEY)),
    closeClient: () => client.end({ timeout: 5 }),
  });
}

/** What either engine opened, for `assemble` to make one Database of. */
interface DatabaseParts {
  kind: Database["kind"];
  db: Db;
  leads: LeadsRepository;
  outbox: LeadOutbox;
  conversations: ConversationsRepository;
  inbox: LeadInbox;
  retentionDays: number;
  retention: RetentionRepository;
  /** After a lead's erasure committed (PGlite: its journal's erasure line). */
  afterErase?: (id: string) => Promise<void>;
  closeClient: () => Promise<void>;
}

function assemble(parts: DatabaseParts): Database {
  const { kind, db, inbox, afterErase } = parts;
  let closing: Promise<void> | null = null;
  const conversations: ConversationStore = createConversationStore(parts.conversations, {
    retentionDays: parts.retentionDays,
    // Several instances may share a PostgreSQL database (decision 048).
    shared: kind === "postgres",
  });
  return {
    kind,
    leads: parts.leads,
    outbox: parts.outbox,
    conversations,
    rates: createRatesRepository(db),
    retention: parts.retention,
    inbox: {
      ...inbox,
      async erase(id) {
        // Buffered turns first: written after the delete, they would bring the conversation back.
        await conversations.flush();
        const result = await inbox.erase(id);
        if (result) await afterErase?.(id);
        if (result?.conversationId) conversations.evict(result.conversationId);
        return result;
      },
    },
    insights: createInsightsRepository(db),
    rateLimits: createRateLimitRepository(db),
    drizzle: db,
    async ping() {
      await db.execute(sql`select 1`);
    },
    close() {
      // Buffered chat turns first (decision 032).
      closing ??= conversations.close().then(parts.closeClient);
      return closing;
    },
  };
}
