/**
 * What needs one PostgreSQL session of its own: applying the migrations once across
 * processes, and the retention job's one-process-at-a-time lock (decision 039). Both
 * hold a session-level advisory lock, which belongs to its connection.
 */
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { DatabaseError, describeTarget, detail, redact } from "./database-errors.ts";
import type { RetentionRepository } from "./retention-repository.ts";

/**
 * Serialises migrations across processes sharing one PostgreSQL database (several
 * servers starting at once, parallel test files): an arbitrary constant key.
 */
const MIGRATION_LOCK_KEY = 724_031_907;
/** The retention job's lock (decision 039): one server process runs it at a time. */
export const RETENTION_LOCK_KEY = 724_031_908;

const ignoreNotice = () => {};

/** Checks the connection and applies the migrations, one process at a time. */
export async function migratePostgresOnce(url: string, migrationsFolder: string): Promise<void> {
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

/**
 * Runs a job only while holding a session-level advisory lock on a connection of its own
 * (the lock belongs to the session); when another process holds it, resolves null at once.
 */
export function advisoryLocked(client: postgres.Sql, key: number): RetentionRepository["exclusively"] {
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
