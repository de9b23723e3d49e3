/**
 * Sign-in limits under a burst (decision 051): the attempt is counted before the password is
 * checked, in every store (this process's memory with PGlite, PostgreSQL, Redis), so 40
 * concurrent guesses for one address from one IP check at most 5 passwords; and a limited
 * attacker's IP does not lock the operator out of their own network.
 */
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import { writeMinimalBuild } from "../../../tests/support/minimal-build.ts";
import { redisAvailable, startRedis } from "../../../tests/support/redis-server.ts";
import {
  pgliteEngine,
  postgresEngine,
  type TestEngine,
  type TestStore,
} from "../../../tests/support/test-engines.ts";
import { createApp } from "../../app.ts";
import { lazyOperatorAuth, type OperatorAuth } from "../../auth/operator-auth.ts";
import { addOperator } from "../../auth/operators.ts";
import type { Database } from "../../db/database.ts";
import { loadConfig } from "../../env.ts";
import { clientIp } from "../../http/client-ip.ts";
import { createRateLimits, type RateLimits } from "../../http/shared-rate-limit.ts";
import { listen } from "../../index.ts";
import {
  authFunction,
  FAILURES_PER_ADDRESS,
  FAILURES_PER_ADDRESS_AND_IP,
  FAILURES_PER_IP,
} from "./auth-function.ts";

const ORIGIN = "http://127.0.0.1:3000";
const EMAIL = "ops@example.com";
const PASSWORD = "correct horse battery";
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A database with one operator, and the auth function on it whose password checks are counted. */
async function signInApp(engine: TestEngine, label: string, limitsOf: (db: Database) => Promise<RateLimits>) {
  const store: TestStore = await engine.prepare(label);
  const database = await store.open();
  const limits = await limitsOf(database);
  cleanups.push(async () => {
    await limits.close();
    await database.close();
    await store.dispose();
  });
  const config = loadConfig({ DATA_DIR: store.dataDir, TRUST_PROXY: "true" });
  const auth = lazyOperatorAuth(config, async () => database);
  await addOperator(await auth(), EMAIL, PASSWORD);
  let checked = 0;
  // Every request that reaches better-auth's sign-in checks a password.
  const counted = async (): Promise<OperatorAuth> => {
    const real = await auth();
    return {
      ...real,
      handler: (request: Request) => {
        if (new URL(request.url).pathname.endsWith("/sign-in/email")) checked += 1;
        return real.handler(request);
      },
    } as OperatorAuth;
  };
  const app = new Hono().route(
    "/functions/v1/auth",
    authFunction({ config, auth: counted, keyOf: (c) => clientIp(c, true), limits }),
  );
  return { app, checked: () => checked };
}

async function signIn(app: Hono, password: string, ip: string, email = EMAIL): Promise<Response> {
  return app.request(`${ORIGIN}/functions/v1/auth/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN, "x-forwarded-for": ip },
    body: JSON.stringify({ email, password }),
  });
}

/** 40 at once from one IP, 39 wrong and the right password 16th. */
const burst = (send: (password: string) => Promise<{ status: number }>) =>
  Promise.all(Array.from({ length: 40 }, (_, i) => send(i === 15 ? PASSWORD : `wrong password ${i}`)));

const stores: [string, TestEngine, (db: Database) => Promise<RateLimits>, boolean][] = [
  [
    "memory (PGlite)",
    pgliteEngine,
    async () => createRateLimits({ redisUrl: null, databaseUrl: null, database: async () => null as never }),
    true,
  ],
  [
    "PostgreSQL",
    postgresEngine,
    async (db) =>
      createRateLimits({ redisUrl: null, databaseUrl: "postgres://shared", database: async () => db }),
    postgresEngine.available,
  ],
  [
    "Redis",
    pgliteEngine,
    async (db) => {
      const redis = await startRedis();
      cleanups.push(() => redis.stop());
      return createRateLimits({ redisUrl: redis.url, databaseUrl: null, database: async () => db });
    },
    redisAvailable() || Boolean(process.env.CI),
  ],
];

describe.each(stores)("sign-in limits counted in %s", (label, engine, limitsOf, available) => {
  it.skipIf(!available)(
    "checks at most 5 passwords of 40 concurrent sign-ins, refuses the right one, and lets the operator in from elsewhere",
    async () => {
      const { app, checked } = await signInApp(
        engine,
        `signin_${label.split(" ")[0]?.toLowerCase()}`,
        limitsOf,
      );
      const answers = await burst((password) => signIn(app, password, "203.0.113.7"));
      expect(checked()).toBeLessThanOrEqual(FAILURES_PER_ADDRESS_AND_IP);
      expect(answers[15]?.status).toBe(429);
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(0);
      expect(answers.filter((answer) => answer.status === 401).length).toBe(checked());
      // The attacker's IP stays limited for this address, right password or not...
      expect((await signIn(app, PASSWORD, "203.0.113.7")).status).toBe(429);
      // ...while the operator signs in from their own network.
      expect((await signIn(app, PASSWORD, "198.51.100.20")).status).toBe(200);
    },
    60_000,
  );
});

describe("sign-in limits per address and IP, per IP, and per address", () => {
  it("gives a success its slot back, so an operator who signs in often is never limited", async () => {
    const { app, checked } = await signInApp(pgliteEngine, "signin_success", async () =>
      createRateLimits({ redisUrl: null, databaseUrl: null, database: async () => null as never }),
    );
    for (let i = 0; i < FAILURES_PER_ADDRESS_AND_IP + 2; i++)
      expect((await signIn(app, PASSWORD, "192.0.2.10")).status).toBe(200);
    expect(checked()).toBe(FAILURES_PER_ADDRESS_AND_IP + 2);
  }, 60_000);

  it("refuses an address only at a ceiling that one client cannot reach", async () => {
    // A stand-in for better-auth that refuses every password at once: the limits are under test.
    let checked = 0;
    const refusing = async () =>
      ({
        handler: async () => {
          checked += 1;
          return new Response("{}", { status: 401 });
        },
      }) as unknown as OperatorAuth;
    const limits = createRateLimits({
      redisUrl: null,
      databaseUrl: null,
      database: async () => null as never,
    });
    const config = loadConfig({ DATA_DIR: tmpdir(), TRUST_PROXY: "true" });
    const app = new Hono().route(
      "/functions/v1/auth",
      authFunction({ config, auth: refusing, keyOf: (c) => clientIp(c, true), limits }),
    );
    // One client: 5 guesses at this address, 20 in all, far below the address's ceiling.
    const one = "203.0.113.50";
    for (let i = 0; i < FAILURES_PER_ADDRESS_AND_IP; i++)
      expect((await signIn(app, "wrong", one)).status).toBe(401);
    expect((await signIn(app, "wrong", one)).status).toBe(429);
    for (let i = FAILURES_PER_ADDRESS_AND_IP; i < FAILURES_PER_IP; i++)
      expect((await signIn(app, "wrong", one, `other-${i}@example.com`)).status).toBe(401);
    expect((await signIn(app, "wrong", one, "yet-another@example.com")).status).toBe(429);
    expect(FAILURES_PER_ADDRESS).toBeGreaterThan(4 * FAILURES_PER_IP);
    // Many clients together reach the ceiling: then the address is refused from anywhere.
    let sent = FAILURES_PER_ADDRESS_AND_IP;
    for (let client = 1; sent < FAILURES_PER_ADDRESS; client++)
      for (let i = 0; i < FAILURES_PER_ADDRESS_AND_IP && sent < FAILURES_PER_ADDRESS; i++, sent++)
        expect((await signIn(app, "wrong", `198.18.${client}.1`)).status).toBe(401);
    const before = checked;
    const refused = await signIn(app, PASSWORD, "192.0.2.99");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(15 * 60);
    expect(checked).toBe(before);
  });
});

describe("sign-in limits on a real listening server", () => {
  it("answers at most 5 of 40 concurrent sign-ins with a checked password, and never the right one", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "relaywave-signin-server-"));
    const dataDir = path.join(root, "data");
    const config = loadConfig({ DATA_DIR: dataDir, PORT: "0", TRUST_PROXY: "true" });
    const { createDatabase } = await import("../../db/database.ts");
    const database = await createDatabase({ databaseUrl: null, dataDir });
    await addOperator(await lazyOperatorAuth(config, async () => database)(), EMAIL, PASSWORD);
    const app = createApp({
      config,
      clientDir: writeMinimalBuild(path.join(root, "client")),
      database: async () => database,
    });
    const server = listen(app.fetch, config);
    await new Promise<void>((resolve) => server.once("listening", resolve));
    cleanups.push(async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
      rmSync(root, { recursive: true, force: true });
    });
    const { port } = server.address() as AddressInfo;
    const post = (password: string, ip: string) =>
      fetch(`http://127.0.0.1:${port}/functions/v1/auth/sign-in`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: config.siteOrigin, "x-forwarded-for": ip },
        body: JSON.stringify({ email: EMAIL, password }),
      });
    const answers = await burst((password) => post(password, "203.0.113.8"));
    const statuses = answers.map((answer) => answer.status);
    // A checked wrong password is a 401; an unchecked attempt a 429.
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(
      FAILURES_PER_ADDRESS_AND_IP,
    );
    expect(statuses.filter((status) => status === 200)).toEqual([]);
    expect(statuses[15]).toBe(429);
    expect((await post(PASSWORD, "198.51.100.21")).status).toBe(200);
  }, 60_000);
});
