/**
 * GET /admin/retention: the retention job's last run and when the next is due
 * (decision 039), for the console's "last run" line.
 */

import { Hono } from "hono";
import type { Database } from "../../db/database.ts";
import { refuseOtherMethods } from "../../http/methods.ts";

import { RETENTION_INTERVAL_MS } from "../../jobs/retention-job.ts";

export function retentionAdmin(database: () => Promise<Database>) {
  const app = new Hono();
  app.get("/", async (c) => {
    const lastRun = await (await database()).retention.lastRun();
    const nextRunAt = lastRun
      ? new Date(Date.parse(lastRun.startedAt) + RETENTION_INTERVAL_MS).toISOString()
      : null;
    c.header("cache-control", "no-store");
    return c.json({ lastRun, nextRunAt });
  });
  return refuseOtherMethods(app);
}
