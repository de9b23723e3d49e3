/**
 * The daily retention job (decision 039): deletes leads older than LEAD_RETENTION_MONTHS
 * and sweeps conversations idle for longer than CONVERSATION_RETENTION_DAYS (the store's
 * sweep), once at start and then every 24 h. On PostgreSQL only one server process runs
 * it at a time (the others skip that turn); each run is recorded for the console.
 */

import type { Database } from "../db/database.ts";
import type { RetentionOutcome } from "../db/retention-repository.ts";

export const RETENTION_INTERVAL_MS = 86_400_000;

/** `months` calendar months before `now` (UTC), on the month's last day when it is shorter. */
export function leadCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
}

export interface RetentionOptions {
  leadRetentionMonths: number;
  now?: () => Date;
}

type RetentionDatabase = Pick<Database, "leads" | "conversations" | "retention">;

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** One run; null when another process was running it. A failed step is recorded, not thrown. */
export async function runRetention(
  database: RetentionDatabase,
  { leadRetentionMonths, now = () => new Date() }: RetentionOptions,
): Promise<RetentionOutcome | null> {
  return database.retention.exclusively(async () => {
    const startedAt = now();
    const id = await database.retention.start(startedAt);
    const outcome: RetentionOutcome = { leadsDeleted: null, conversationsDeleted: null, error: null };
    const errors: string[] = [];
    // Each step on its own: a failing one must not keep the other from deleting what is due.
    try {
      outcome.leadsDeleted = await database.leads.deleteCreatedBefore(
        leadCutoff(startedAt, leadRetentionMonths),
      );
    } catch (error) {
      errors.push(`leads could not be deleted: ${reason(error)}`);
    }
    try {
      outcome.conversationsDeleted = await database.conversations.sweep();
    } catch (error) {
      errors.push(`conversations could not be deleted: ${reason(error)}`);
    }
    if (errors.length > 0) outcome.error = `Retention: ${errors.join("; ")}.`;
    await database.retention.finish(id, outcome);
    return outcome;
  });
}

/** Runs now and every `intervalMs` (unref'd: it never keeps the process alive); returns a stop function. */
export function startRetentionJob(
  database: RetentionDatabase,
  options: RetentionOptions,
  intervalMs = RETENTION_INTERVAL_MS,
) {
  const run = () =>
    runRetention(database, options).then(
      (outcome) => {
        if (outcome?.error) console.error(outcome.error);
        else if (outcome && (outcome.leadsDeleted || outcome.conversationsDeleted))
          console.info(
            `Retention: deleted ${outcome.leadsDeleted} leads and ${outcome.conversationsDeleted} conversations past their retention period.`,
          );
      },
      (error: unknown) => console.error(`Retention: the job could not run: ${reason(error)}.`),
    );
  void run();
  const timer = setInterval(run, intervalMs).unref();
  return () => clearInterval(timer);
}
