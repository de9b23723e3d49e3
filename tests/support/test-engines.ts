/**
 * For database tests that run on both engines: a fresh embedded PGlite data dir, or a
 * database of its own on the test PostgreSQL server (tests/setup/postgres.ts), so test
 * files sharing that server never see each other's rows. The Postgres engine is
 * unavailable (its tests skipped) only without a server and without CI or REQUIRE_POSTGRES.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { inject } from "vitest";
import type { Database } from "../../server/db/database.ts";
import { createDatabase, type DatabaseOptions } from "../../server/db/database.ts";

/** The test PostgreSQL server's URL (tests/setup/postgres.ts), or null when there is none. */
export const testDatabaseUrl = inject("testDatabaseUrl") ?? process.env.TEST_DATABASE_URL ?? null;
const postgresRequired = Boolean(process.env.CI || process.env.REQUIRE_POSTGRES);
const quiet = { onnotice: () => {} };

export interface TestStore {
  dataDir: string;
  /** PGlite: one open instance per data dir at a time. `notifyChannels` queue lead notifications. */
  open(options?: Pick<DatabaseOptions, "notifyChannels">): Promise<Database>;
  /** PostgreSQL only: a raw connection to the same database (for locks and SQL the tests need). */
  url: string | null;
  dispose(): Promise<void>;
}

export interface TestEngine {
  kind: Database["kind"];
  available: boolean;
  prepare(label: string): Promise<TestStore>;
}

export const pgliteEngine: TestEngine = {
  kind: "pglite",
  available: true,
  async prepare(label) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), `relaywave-${label}-`));
    return {
      dataDir,
      url: null,
      open: (options) => createDatabase({ ...options, databaseUrl: null, dataDir }),
      dispose: () => rm(dataDir, { recursive: true, force: true }),
    };
  },
};

export const postgresEngine: TestEngine = {
  kind: "postgres",
  available: testDatabaseUrl !== null || postgresRequired,
  async prepare(label) {
    if (!testDatabaseUrl)
      throw new Error(
        "No test PostgreSQL server although CI or REQUIRE_POSTGRES is set: see tests/setup/postgres.ts.",
      );
    const name = `${label.replace(/\W/g, "_")}_${process.pid}_${Date.now()}`;
    const admin = postgres(testDatabaseUrl, { max: 1, ...quiet });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(testDatabaseUrl);
    url.pathname = `/${name}`;
    const dataDir = await mkdtemp(path.join(os.tmpdir(), `relaywave-${label}-`));
    return {
      dataDir,
      url: url.toString(),
      open: (options) => createDatabase({ ...options, databaseUrl: url.toString(), dataDir }),
      dispose: async () => {
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end({ timeout: 5 });
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  },
};

export const engines = [
  ["pglite", pgliteEngine],
  ["postgres", postgresEngine],
] as const;
