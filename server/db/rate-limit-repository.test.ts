/**
 * The shared rate-limit log (decision 048) on PostgreSQL (PGlite keeps its limits in
 * memory), also from two database connections at once, as two server instances hit it.
 */
import { afterAll, describe, expect, it } from "vitest";
import { postgresEngine, type TestStore } from "../../tests/support/test-engines.ts";
import type { Database } from "./database.ts";

const opened: { store: TestStore; databases: Database[] }[] = [];

afterAll(async () => {
  for (const { store, databases } of opened) {
    for (const database of databases) await database.close();
    await store.dispose();
  }
});

async function open(engine: typeof postgresEngine, label: string, instances = 1) {
  const store = await engine.prepare(label);
  const databases: Database[] = [];
  for (let i = 0; i < instances; i++) databases.push(await store.open());
  opened.push({ store, databases });
  return databases;
}

describe.skipIf(!postgresEngine.available)("the rate-limit log", () => {
  const engine = postgresEngine;
  it("allows `limit` hits per window, then answers with the wait", async () => {
    const [database] = await open(engine, "ratelimit");
    const limits = (database as Database).rateLimits;
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limits.hit("chat:a", 3, 60_000));
    expect(results.slice(0, 3)).toMatchObject([
      { allowed: true, remaining: 2, retryAfterSeconds: 0 },
      { allowed: true, remaining: 1, retryAfterSeconds: 0 },
      { allowed: true, remaining: 0, retryAfterSeconds: 0 },
    ]);
    expect(results[3]).toMatchObject({ allowed: false, remaining: 0, id: null });
    expect(results[3]?.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    expect(results[3]?.retryAfterSeconds).toBeLessThanOrEqual(60);
    // A refused hit is not counted; other buckets are apart.
    expect(await limits.hit("chat:b", 3, 60_000)).toMatchObject({ allowed: true, remaining: 2 });
  });

  it("gives a counted hit back, so it no longer counts (decision 051)", async () => {
    const [database] = await open(engine, "ratelimit_give_back");
    const limits = (database as Database).rateLimits;
    const first = await limits.hit("sign-in:a", 2, 60_000);
    await limits.hit("sign-in:a", 2, 60_000);
    expect((await limits.hit("sign-in:a", 2, 60_000)).allowed).toBe(false);
    expect(first.id).toMatch(/^\d+$/);
    await limits.giveBack(first.id as string);
    expect(await limits.hit("sign-in:a", 2, 60_000)).toMatchObject({ allowed: true, remaining: 0 });
    expect((await limits.hit("sign-in:a", 2, 60_000)).allowed).toBe(false);
  });

  it("slides: hits leave the window after windowMs, and the sweep deletes old rows", async () => {
    const [database] = await open(engine, "ratelimit_slide");
    const limits = (database as Database).rateLimits;
    expect((await limits.hit("k", 2, 300)).allowed).toBe(true);
    expect((await limits.hit("k", 2, 300)).allowed).toBe(true);
    expect(await limits.hit("k", 2, 300)).toEqual({
      allowed: false,
      remaining: 0,
      retryAfterSeconds: 1,
      id: null,
    });
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await limits.hit("k", 2, 300)).allowed).toBe(true);
    await limits.hit("other", 2, 60_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The expired rows of "k" were deleted by its own hit; the sweep takes the rest older than 40 ms.
    expect(await limits.sweep(40)).toBe(2);
    expect(await limits.sweep(40)).toBe(0);
  });
});

describe.skipIf(!postgresEngine.available)("the rate-limit log shared by two instances", () => {
  it("lets exactly `limit` of many concurrent hits through", async () => {
    const [one, two] = await open(postgresEngine, "ratelimit_race", 2);
    const instances = [one, two].map((database) => (database as Database).rateLimits);
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        (instances[i % 2] as (typeof instances)[0]).hit("chat:ip", 20, 60_000),
      ),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(20);
  });

  it("stores one lead for concurrent posts with one idempotency key on both instances", async () => {
    const [one, two] = await open(postgresEngine, "idempotency_race", 2);
    const lead = {
      name: "Ada",
      email: "ada@example.com",
      company: null,
      phone: null,
      country: null,
      service: null,
      message: "Two instances, one lead.",
      consent: true,
      idempotencyKey: "race-key-0001",
      sourcePath: null,
      userAgent: null,
    };
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => ((i % 2 ? one : two) as Database).leads.insert(lead)),
    );
    expect(outcomes.filter((result) => result.outcome === "created")).toHaveLength(1);
    expect(outcomes.filter((result) => result.outcome === "repeated")).toHaveLength(19);
    expect(await (one as Database).leads.list()).toHaveLength(1);
  });
});
