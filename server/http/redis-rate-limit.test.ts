import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redisAvailable, startRedis } from "../../tests/support/redis-server.ts";
import { createRedisRateLimits } from "./redis-rate-limit.ts";

let redis: Awaited<ReturnType<typeof startRedis>> | null = null;

beforeAll(async () => {
  if (redisAvailable()) redis = await startRedis();
});
afterAll(async () => {
  await redis?.stop();
});

describe.skipIf(!redisAvailable() && !process.env.CI)("rate limits in Redis", () => {
  it("counts the hits made while the connection is still being opened", async () => {
    const limits = createRedisRateLimits(redis?.url as string);
    try {
      // Sent at once, before ioredis has connected: none may fail or go uncounted.
      const first = await Promise.all([1, 2, 3].map(() => limits.hit("chat:first", 3, 60_000)));
      expect(first.map((result) => result.allowed)).toEqual([true, true, true]);
      const fourth = await limits.hit("chat:first", 3, 60_000);
      expect(fourth).toMatchObject({ allowed: false, remaining: 0 });
      expect(fourth.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    } finally {
      await limits.close();
    }
  });

  it("gives a counted request back, so it no longer counts (decision 051)", async () => {
    const limits = createRedisRateLimits(redis?.url as string);
    try {
      const first = await limits.hit("sign-in:back", 2, 60_000);
      await limits.hit("sign-in:back", 2, 60_000);
      const refused = await limits.hit("sign-in:back", 2, 60_000);
      expect(refused.allowed).toBe(false);
      await refused.giveBack();
      expect((await limits.hit("sign-in:back", 2, 60_000)).allowed).toBe(false);
      await first.giveBack();
      expect(await limits.hit("sign-in:back", 2, 60_000)).toMatchObject({ allowed: true, remaining: 0 });
      expect((await limits.hit("sign-in:back", 2, 60_000)).allowed).toBe(false);
    } finally {
      await limits.close();
    }
  });

  it("fails fast, for the caller's fallback, when Redis cannot be reached", async () => {
    const limits = createRedisRateLimits("redis://127.0.0.1:1");
    try {
      const started = performance.now();
      await expect(limits.hit("chat:down", 3, 60_000)).rejects.toThrow();
      expect(performance.now() - started).toBeLessThan(3000);
    } finally {
      await limits.close();
    }
  });
});
