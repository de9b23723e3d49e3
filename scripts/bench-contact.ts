/**
 * `npm run bench:contact [-- --duration N --connections N]`: contact-form
 * throughput and p99 on the real app served in-process on 127.0.0.1, first on
 * the embedded PGlite database (with its fsync'd lead journal, decision 020),
 * then on a throwaway PostgreSQL server with fsync on (tests/setup/postgres.ts).
 * Every request is a new, valid lead with its own idempotency key. No build needed.
 */

import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { createApp } from "../server/app.ts";
import { createDatabase } from "../server/db/database.ts";
import { loadConfig } from "../server/env.ts";
import { writeMinimalBuild } from "../tests/support/minimal-build.ts";
import { sampleLead } from "../tests/support/sample-lead.ts";
import {
  type AutocannonRequest,
  autocannon,
  onBothDatabases,
  printTable,
  type Row,
  serveOnLoopback,
  wholeNumber,
} from "./lib/bench.ts";

const WARMUP_SECONDS = 2;

const lead = sampleLead;

const contactRequest: AutocannonRequest = {
  method: "POST",
  path: "/functions/v1/contact",
  headers: { "content-type": "application/json" },
  // A new key for every request: each one stores a lead.
  setupRequest: (request) => ({
    ...request,
    body: JSON.stringify({ ...lead, idempotencyKey: randomUUID() }),
  }),
};

async function bench(databaseUrl: string | null, root: string, duration: number, connections: number) {
  const dataDir = mkdtempSync(path.join(root, "data-"));
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? "", TRUST_PROXY: "false" }),
    // The schema caps the variable at 10 000 an hour; the benchmark needs the limit out of the way.
    contactRateLimitPerHour: 100_000_000,
  };
  const database = await createDatabase({ databaseUrl, dataDir });
  const app = createApp({ config, clientDir: path.join(root, "client"), database: async () => database });
  const { origin, close } = await serveOnLoopback(app);
  try {
    return await autocannon({
      url: origin,
      connections,
      duration,
      requests: [contactRequest],
      warmup: { connections, duration: WARMUP_SECONDS },
    });
  } finally {
    await close();
    await database.close();
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { duration: { type: "string", default: "10" }, connections: { type: "string", default: "10" } },
  });
  const duration = wholeNumber(values.duration, "duration", 1, 600);
  const connections = wholeNumber(values.connections, "connections", 1, 1000);
  const root = mkdtempSync(path.join(tmpdir(), "relaywave-bench-contact-"));
  writeMinimalBuild(path.join(root, "client"));
  try {
    console.info(
      `POST /functions/v1/contact, ${connections} connections, ${WARMUP_SECONDS} s warm-up + ${duration} s per database.\n`,
    );
    const rows: Row[] = (
      await onBothDatabases((databaseUrl) => bench(databaseUrl, root, duration, connections))
    ).map(({ label, result }) => ({ name: `contact on ${label}`, result }));
    printTable(rows);
    for (const { name, result } of rows) {
      console.info(
        `${name}: ${(1000 / Math.max(result.requests.average, 1)).toFixed(2)} ms of server time per lead`,
      );
    }
    return rows.some(({ result }) => result.errors + result.timeouts + result.non2xx > 0) ? 1 : 0;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  },
);
