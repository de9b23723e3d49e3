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
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { type ConversationStore, createConversationStore } from "./conversation-store.ts";
import { type ConversationsRepository, createConversationsRepository } from "./conversations-repository.ts";
import { describeTarget, detail, redact } from "./database-errors.ts";
import { createInsightsRepository } from "./insights-repository.ts";
import { createLeadInbox, type LeadInbox } from "./lead-inbox.ts";
import {
  fsyncTree,
  journalled,
  type LeadJournal,
  openLeadJournal,
  replayLeadJournal,
} from "./lead-journal.ts";
import { createLeadsRepository, type LeadsDb } from "./leads-repository.ts";
import { createOutboxRepository, releaseAllLeases } from "./outbox-repository.ts";
import { createRatesRepository } from "./rates-repository.ts";
import { createRetentionRepository, type RetentionRepository } from "./retention-repository.ts";
import type { Database, LeadOutbox, LeadsRepository, NotifyChannel } from "./types.ts";

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

export class DatabaseError extends Error {
  override name = "DatabaseError";
}

/** Resolved from this file, so migrations are found whatever the working directory. */
const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/**
 * Serialises migrations across processes sharing one PostgreSQL database (several
 * servers starting at once, parallel test files): an arbitrary constant key.
 */
const MIGRATION_LOCK_KEY = 724_031_907;
/** The retention job's lock (decision 039): one server process runs it at a time. */
const RETENTION_LOCK_KEY = 724_031_908;

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
  const conversations = createConversationsRepository(db, { trustedWrites: true });
  const inbox = createLeadInbox(db);
  let erased = false;
  // An erased lead may still be in the journal: an fsync'd erasure line keeps a replay from restoring it (038).
  const erasing: LeadInbox = {
    ...inbox,
    async erase(id) {
      const result = await inbox.erase(id);
      if (result) {
        await opened.erase(id);
        erased = true;
      }
      return result;
    },
  };
  return wrap(
    "pglite",
    db,
    journalled(repository, opened, flush),
    outbox,
    conversations,
    erasing,
    retentionDays,
    createRetentionRepository(db),
    async () => {
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
  );
}

async function openPostgres(
  url: string,
  retentionDays: number,
  channels: readonly NotifyChannel[],
  migrate: boolean,
): Promise<Database> {
  if (migrate) await migratePostgresOnce(url);
  const client = postgres(url, { max: 10, idle_timeout: 20, onnotice: ignoreNotice });
  const db = drizzlePostgres({ client });
  const outbox = createOutboxRepository(db);
  return wrap(
    "postgres",
    db,
    createLeadsRepository(db, { channels, queued: outbox.queued }),
    outbox,
    createConversationsRepository(db),
    createLeadInbox(db),
    retentionDays,
    createRetentionRepository(db, advisoryLocked(client, RETENTION_LOCK_KEY)),
    () => client.end({ timeout: 5 }),
  );
}

/** Checks the connection and applies the migrations, one process at a time. */
async function migratePostgresOnce(url: string): Promise<void> {
  const target = describeTarget(url);
  const clean = (message: string) => redact(message, url);
  // A one-connection client for the checks and migrations: the advisory lock is per session.
  let setup: postgres.Sql | null = null;
  try {
    try {
      setup = postgres(url, { max: 1, onnotice: ignoreNotice });
      await setup`select 1`;
    } catch (error) {
      throw new DatabaseError(
        clean(`Could not connect to the PostgreSQL database ${target}: ${detail(error)}.`),
      );
    }
    try {
      await setup`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
      await migratePostgres(drizzlePostgres({ client: setup }), { migrationsFolder });
    } catch (error) {
      throw new DatabaseError(
        clean(
          `The database migrations could not be applied to the PostgreSQL database ${target}: ${detail(error)}.`,
        ),
      );
    }
  } finally {
    // Ending the session also releases the advisory lock.
    await setup?.end({ timeout: 5 }).catch(() => {});
  }
}

function wrap(
  kind: Database["kind"],
  db: LeadsDb,
  leads: LeadsRepository,
  outbox: LeadOutbox,
  conversationsRepository: ConversationsRepository,
  inbox: LeadInbox,
  retentionDays: number,
  retention: RetentionRepository,
  closeClient: () => Promise<void>,
): Database {
  let closing: Promise<void> | null = null;
  const conversations: ConversationStore = createConversationStore(conversationsRepository, {
    retentionDays,
    // Several instances may share a PostgreSQL database (decision 048).
    shared: kind === "postgres",
  });
  return {
    kind,
    leads,
    outbox,
    conversations,
    rates: createRatesRepository(db),
    retention,
    drizzle: db,
    inbox: {
      ...inbox,
      async erase(id) {
        // Buffered turns first: written after the delete, they would bring the conversation back.
        await conversations.flush();
        const result = await inbox.erase(id);
        if (result?.conversationId) conversations.evict(result.conversationId);
        return result;
      },
    },
    insights: createInsightsRepository(db),
    async ping() {
      await db.execute(sql`select 1`);
    },
    close() {
      // Buffered chat turns first (decision 032).
      closing ??= conversations.close().then(closeClient);
      return closing;
    },
  };
}

/**
 * Runs a job only while holding a session-level advisory lock on a connection of its own
 * (the lock belongs to the session); when another process holds it, resolves null at once.
 */
function advisoryLocked(client: postgres.Sql, key: number): RetentionRepository["exclusively"] {
  return async (job) => {
    const connection = await client.reserve();
    try {
      const [row] = await connection`select pg_try_advisory_lock(${key}) as locked`;
      if (!row?.locked) return null;
      try {
        return await job();
      } finally {
        await connection`select pg_advisory_unlock(${key})`;
      }
    } finally {
      connection.release();
    }
  };
}
