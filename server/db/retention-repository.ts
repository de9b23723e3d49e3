/**
 * The retention job's bookkeeping (decision 039): one row per run, and the guard that
 * lets only one server process run it at a time.
 */
import { desc, eq } from "drizzle-orm";
import type { Db } from "./rows.ts";
import { retentionRuns } from "./schema.ts";

export interface RetentionRun {
  /** ISO 8601 (UTC). */
  startedAt: string;
  /** Null while it runs (or when the process died during the run). */
  finishedAt: string | null;
  leadsDeleted: number | null;
  conversationsDeleted: number | null;
  /** The failure as a sentence, or null. */
  error: string | null;
}

export interface RetentionOutcome {
  leadsDeleted: number | null;
  conversationsDeleted: number | null;
  error: string | null;
}

export interface RetentionRepository {
  /**
   * Runs `job` unless another process is running it (then resolves null without
   * running): pg_try_advisory_lock on PostgreSQL; PGlite has one process only.
   */
  exclusively<T>(job: () => Promise<T>): Promise<T | null>;
  /** Records a run's start; returns its id for `finish`. */
  start(startedAt: Date): Promise<number>;
  finish(id: number, outcome: RetentionOutcome): Promise<void>;
  /** The latest run, finished or not, or null before the first. */
  lastRun(): Promise<RetentionRun | null>;
}

export function createRetentionRepository(
  db: Db,
  exclusively: RetentionRepository["exclusively"] = (job) => job(),
): RetentionRepository {
  return {
    exclusively,
    async start(startedAt) {
      const [row] = await db.insert(retentionRuns).values({ startedAt }).returning({ id: retentionRuns.id });
      if (!row) throw new Error("The retention run could not be recorded.");
      return row.id;
    },
    async finish(id, outcome) {
      await db
        .update(retentionRuns)
        .set({ ...outcome, finishedAt: new Date() })
        .where(eq(retentionRuns.id, id));
    },
    async lastRun() {
      const [row] = await db.select().from(retentionRuns).orderBy(desc(retentionRuns.id)).limit(1);
      if (!row) return null;
      return {
        startedAt: row.startedAt.toISOString(),
        finishedAt: row.finishedAt?.toISOString() ?? null,
        leadsDeleted: row.leadsDeleted,
        conversationsDeleted: row.conversationsDeleted,
        error: row.error,
      };
    },
  };
}
