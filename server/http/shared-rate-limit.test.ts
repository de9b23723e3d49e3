/**
 * Choosing where limits count, and failing open (decision 048): a shared store that
 * cannot be reached never turns a request into an error; this process's memory decides.
 */
import { describe, expect, it, vi } from "vitest";
import type { Database } from "../db/database.ts";
import { createRateLimits } from "./shared-rate-limit.ts";

const unreachableDatabase = () => Promise.reject(new Error("connection refused"));

describe("createRateLimits", () => {
  it("counts in memory without DATABASE_URL and REDIS_URL (PGlite: one instance)", () => {
    const limits = createRateLimits({ redisUrl: null, databaseUrl: null, database: unreachableDatabase });
    expect(limits.kind).toBe("memory");
    const limiter = limits.limiter("chat", { limit: 1, windowMs: 60_000 });
    // Synchronous, as before: no promise on the PGlite hot path.
    expect(limiter.hit("ip")).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 });
    expect(limiter.hit("ip")).toMatchObject({ allowed: false });
  });

  it("falls back to this process's limit with one warning when PostgreSQL does not answer", async () => {
    const warn = vi.fn();
    const limits = createRateLimits({
      redisUrl: null,
      databaseUrl: "postgres://nowhere/db",
      database: unreachableDatabase as () => Promise<Database>,
      warn,
    });
    expect(limits.kind).toBe("postgres");
    const limiter = limits.limiter("chat", { limit: 2, windowMs: 60_000 });
    const results = [await limiter.hit("ip"), await limiter.hit("ip"), await limiter.hit("ip")];
    expect(results.map((result) => result.allowed)).toEqual([true, true, false]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/PostgreSQL store did not answer \(connection refused\)/);
  });

  it("falls back within the timeout when a store hangs", async () => {
    const warn = vi.fn();
    const limits = createRateLimits({
      redisUrl: null,
      databaseUrl: "postgres://slow/db",
      database: () => new Promise<Database>(() => {}),
      timeoutMs: 50,
      warn,
    });
    const started = performance.now();
    expect(await limits.limiter("contact", { limit: 5, windowMs: 3_600_000 }).hit("ip")).toMatchObject({
      allowed: true,
    });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(warn.mock.calls[0]?.[0]).toMatch(/no answer within 50 ms/);
  });

  it("falls back when Redis cannot be reached", async () => {
    const warn = vi.fn();
    // Port 1 on 127.0.0.1: nothing listens there.
    const limits = createRateLimits({
      redisUrl: "redis://127.0.0.1:1",
      databaseUrl: null,
      database: unreachableDatabase,
      warn,
    });
    expect(limits.kind).toBe("redis");
    const result = await limits.limiter("chat", { limit: 3, windowMs: 60_000 }).hit("ip");
    expect(result).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
    expect(warn).toHaveBeenCalledTimes(1);
    await limits.close();
  });
});
