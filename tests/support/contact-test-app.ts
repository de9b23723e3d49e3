/**
 * The contact and admin test files' app: importing this registers a fresh
 * embedded database and app for the importing file (live bindings, set in beforeAll).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { createApp } from "../../server/app.ts";
import type { Database } from "../../server/db/database.ts";
import { createDatabase } from "../../server/db/database.ts";
import { loadConfig } from "../../server/env.ts";
import { writeMinimalBuild } from "./minimal-build.ts";
import { sampleLead } from "./sample-lead.ts";

export const origin = "http://127.0.0.1:3000";
export const adminToken = "operator-token-for-tests";
export let root: string;
export let database: Database;
export let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "relaywave-contact-"));
  const dataDir = path.join(root, "data");
  database = await createDatabase({ databaseUrl: null, dataDir });
  const config = loadConfig({
    DATA_DIR: dataDir,
    CONTACT_RATE_LIMIT_PER_HOUR: "1000",
    ADMIN_TOKEN: adminToken,
  });
  app = createApp({
    config,
    clientDir: writeMinimalBuild(path.join(root, "client")),
    database: async () => database,
  });
}, 120_000);

afterAll(async () => {
  await database?.close();
  rmSync(root, { recursive: true, force: true });
});

let keys = 0;
export function lead(overrides: Record<string, unknown> = {}) {
  keys += 1;
  return { ...sampleLead, idempotencyKey: `test-key-${keys}-${Date.now()}`, ...overrides };
}

export function post(body: unknown, headers: Record<string, string> = {}) {
  return app.request("/functions/v1/contact", {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": "vitest", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}
