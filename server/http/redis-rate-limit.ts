/**
 * Rate-limit counts in Redis when REDIS_URL is set (decision 048): per bucket a
 * sorted set of counted requests scored by Redis's own clock, read and changed by one Lua
 * script, so the check and the count are atomic across every server instance. A counted
 * request is a member of its own (a random id), which `giveBack` removes (decision 051).
 */
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import type { RateLimitResult } from "./rate-limit.ts";

/**
 * KEYS[1] the bucket; ARGV: window ms, limit, a unique member (the counted request).
 * A counted request at `s` stays in the window while `now - s < window` (as in memory).
 * Returns {allowed 0|1, counted before this request, ms until the oldest leaves}.
 */
const HIT_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local window = tonumber(ARGV[1])
local limit = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local n = redis.call('ZCARD', KEYS[1])
if n >= limit then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return {0, n, tonumber(oldest[2]) + window - now}
end
redis.call('ZADD', KEYS[1], now, ARGV[3])
redis.call('PEXPIRE', KEYS[1], window)
return {1, n, 0}
`;

type HitCommand = (key: string, windowMs: number, limit: number, member: string) => Promise<number[]>;

export interface RedisHit extends RateLimitResult {
  /** Removes this counted request again (nothing when refused). */
  giveBack(): Promise<void>;
}

export interface RedisRateLimits {
  hit(bucket: string, limit: number, windowMs: number): Promise<RedisHit>;
  close(): Promise<void>;
}

const KEY_PREFIX = "relaywave:rate-limit:";

export function createRedisRateLimits(url: string): RedisRateLimits {
  const redis = new Redis(url, {
    // Unreachable Redis: fail the command at once (the caller falls back), never queue requests behind it.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 1000,
    connectTimeout: 2000,
  });
  // ioredis reconnects by itself; the caller logs the failures that reach a request.
  redis.on("error", () => {});
  redis.defineCommand("relaywaveRateLimitHit", { numberOfKeys: 1, lua: HIT_SCRIPT });
  const hitCommand = (redis as unknown as { relaywaveRateLimitHit: HitCommand }).relaywaveRateLimitHit.bind(
    redis,
  );
  // While the connection is first being made, a hit waits for it (the caller's timeout caps the
  // wait) instead of failing at once and going uncounted; once connected, a lost connection fails fast.
  let connecting: Promise<void> | null = null;
  const firstConnection = () => {
    if (!["wait", "connecting", "connect"].includes(redis.status)) return null;
    connecting ??= new Promise<void>((resolve) => {
      const settle = () => {
        connecting = null;
        redis.off("ready", settle).off("close", settle);
        resolve();
      };
      redis.once("ready", settle).once("close", settle);
    });
    return connecting;
  };
  return {
    async hit(bucket, limit, windowMs) {
      await firstConnection();
      const [key, member] = [KEY_PREFIX + bucket, randomUUID()];
      const [allowed, counted = 0, waitMs = 0] = await hitCommand(key, windowMs, limit, member);
      if (!allowed)
        return {
          allowed: false,
          remaining: 0,
          retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
          giveBack: async () => {},
        };
      return {
        allowed: true,
        remaining: limit - counted - 1,
        retryAfterSeconds: 0,
        giveBack: async () => {
          await redis.zrem(key, member);
        },
      };
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
