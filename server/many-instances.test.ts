/**
 * Two real server processes on one PostgreSQL (decision 048): the chat limit is
 * counted across both (the 21st message in a minute from one client gets 429, alternating
 * instances), in PostgreSQL and in Redis, and a follow-up landing on the other instance
 * continues the same conversation with every earlier turn.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { redisAvailable, startRedis } from "../tests/support/redis-server.ts";
import { postgresEngine, type TestStore } from "../tests/support/test-engines.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const children: ChildProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A `npm start`-like server (tests/support/serve-minimal-build.ts) on a free port; resolves its origin. */
async function startInstance(env: Record<string, string>): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "relaywave-instance-"));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const child = spawn(process.execPath, ["--import", "tsx", "tests/support/serve-minimal-build.ts"], {
    cwd: root,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, TRUST_PROXY: "true", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ready = /ready on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
    if (ready?.[1]) return ready[1];
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`The server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function chat(origin: string, ip: string, message: string, conversationId?: string) {
  const response = await fetch(`${origin}/functions/v1/chat`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify({ message, ...(conversationId ? { conversationId } : {}) }),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

async function sharedDatabase(label: string): Promise<TestStore> {
  const store = await postgresEngine.prepare(label);
  cleanups.push(() => store.dispose());
  return store;
}

describe.skipIf(!postgresEngine.available)("two instances on one PostgreSQL", { timeout: 120_000 }, () => {
  let origins: string[] = [];
  let url = "";

  it("count one chat limit: the 21st message in a minute gets 429, whichever instance answers", async () => {
    const store = await sharedDatabase("instances");
    url = store.url as string;
    // One at a time: both run the migrations, serialised by their advisory lock.
    origins = [await startInstance({ DATABASE_URL: url }), await startInstance({ DATABASE_URL: url })];
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await chat(origins[i % 2] as string, "203.0.113.7", `Hello ${i}`)).status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses[20]).toBe(429);
    const refused = await chat(origins[0] as string, "203.0.113.7", "Once more");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(55);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    // Another client is not held back by it.
    expect((await chat(origins[1] as string, "203.0.113.8", "Hi")).status).toBe(200);
  });

  it("continue a conversation on the other instance with every earlier turn", async () => {
    const ip = "198.51.100.20";
    const first = await chat(origins[0] as string, ip, "What does WhatsApp Business cost?");
    const id = first.body.conversationId as string;
    for (let turn = 1; turn <= 4; turn++) {
      const next = await chat(origins[turn % 2] as string, ip, `And follow-up ${turn}?`, id);
      expect(next.status).toBe(200);
      expect(next.body.conversationId).toBe(id);
    }
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    try {
      const rows = await sql`select seq, role from chat_turns where conversation_id = ${id} order by seq`;
      // Five exchanges, none dropped as a stale instance's duplicate turn number.
      expect(rows.map((row) => row.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    } finally {
      await sql.end();
    }
  });
});

describe.skipIf(!postgresEngine.available || (!redisAvailable() && !process.env.CI))(
  "two instances with REDIS_URL",
  { timeout: 120_000 },
  () => {
    it("count one chat limit in Redis", async () => {
      const redis = await startRedis();
      cleanups.push(() => redis.stop());
      const store = await sharedDatabase("instances_redis");
      const env = { DATABASE_URL: store.url as string, REDIS_URL: redis.url };
      const origins = [await startInstance(env), await startInstance(env)];
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++)
        statuses.push((await chat(origins[i % 2] as string, "203.0.113.9", `Hi ${i}`)).status);
      expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
      expect(statuses[20]).toBe(429);
      // Counted in Redis, not in PostgreSQL.
      const sql = postgres(store.url as string, { max: 1, onnotice: () => {} });
      try {
        const [row] = await sql`select count(*)::int as n from rate_limit_hits`;
        expect(row?.n).toBe(0);
      } finally {
        await sql.end();
      }
    });
  },
);
