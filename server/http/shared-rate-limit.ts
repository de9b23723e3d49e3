/**
 * Where the rate limits keep their counts (decision 048): in Redis when REDIS_URL
 * is set, else in PostgreSQL with DATABASE_URL (shared by every instance on it), else in
 * this process's memory (PGlite: one instance, as before).
 *
 * A shared store that fails or takes longer than `timeoutMs` never turns a request into a
 * 5xx: the request is judged by an in-memory limiter of this process instead (so each
 * instance still holds clients to the limit on its own), and a warning is logged at most
 * once a minute.
 */

import type { Database } from "../db/database.ts";
import type { RateLimitRepository } from "../db/rate-limit-repository.ts";
import { type AsyncRateLimiter, createRateLimiter, type RateLimitSlot } from "./rate-limit.ts";

export interface RateLimits {
  kind: "memory" | "postgres" | "redis";
  /** A limiter whose keys are counted in the bucket `${name}:${key}`. */
  limiter(name: string, options: { limit: number; windowMs: number }): AsyncRateLimiter;
  close(): Promise<void>;
}

export interface RateLimitsOptions {
  redisUrl: string | null;
  databaseUrl: string | null;
  database: () => Promise<Database>;
  /** How long a shared store may take before the in-memory fallback answers. */
  timeoutMs?: number;
  warn?: (message: string) => void;
}

/** Checks and counts one request in the store; the slot's giveBack removes it there again. */
type Backend = (bucket: string, limit: number, windowMs: number) => Promise<RateLimitSlot>;

const WARN_EVERY_MS = 60_000;
/** PostgreSQL: rows of buckets nobody hits again are deleted this often, by whichever instance. */
const SWEEP_EVERY_MS = 60_000;

export function createRateLimits({
  redisUrl,
  databaseUrl,
  database,
  timeoutMs = 1000,
  warn = console.warn,
}: RateLimitsOptions): RateLimits {
  if (!redisUrl && !databaseUrl) {
    return { kind: "memory", limiter: (_name, options) => createRateLimiter(options), close: async () => {} };
  }
  let backend: Backend;
  let close = async () => {};
  let longestWindowMs = 0;
  if (redisUrl) {
    // Loaded only with REDIS_URL: nothing else (the edge functions included) needs ioredis.
    const redis = import("./redis-rate-limit.ts").then(({ createRedisRateLimits }) =>
      createRedisRateLimits(redisUrl),
    );
    backend = async (bucket, limit, windowMs) => (await redis).hit(bucket, limit, windowMs);
    close = async () => (await redis).close();
  } else {
    let repository: Promise<RateLimitRepository> | null = null;
    const opened = () => {
      repository ??= database()
        .then((db) => db.rateLimits)
        .catch((error: unknown) => {
          repository = null;
          throw error;
        });
      return repository;
    };
    let lastSweep = performance.now();
    backend = async (bucket, limit, windowMs) => {
      const rows = await opened();
      if (performance.now() - lastSweep >= SWEEP_EVERY_MS) {
        lastSweep = performance.now();
        rows.sweep(longestWindowMs).catch((error: unknown) => report(error));
      }
      const { id, ...result } = await rows.hit(bucket, limit, windowMs);
      return { ...result, giveBack: async () => (id === null ? undefined : rows.giveBack(id)) };
    };
  }

  let lastWarning = Number.NEGATIVE_INFINITY;
  function report(error: unknown) {
    if (performance.now() - lastWarning < WARN_EVERY_MS) return;
    lastWarning = performance.now();
    const reason = error instanceof Error ? error.message : String(error);
    warn(
      `Rate limits: the shared ${redisUrl ? "Redis" : "PostgreSQL"} store did not answer (${reason}); each instance limits on its own until it does.`,
    );
  }

  function withTimeout<T>(promise: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    });
    return Promise.race([promise, late]).finally(() => clearTimeout(timer));
  }

  return {
    kind: redisUrl ? "redis" : "postgres",
    limiter(name, { limit, windowMs }) {
      longestWindowMs = Math.max(longestWindowMs, windowMs);
      const fallback = createRateLimiter({ limit, windowMs });
      /** Counted where it was counted: a slot from the fallback is given back to the fallback. */
      async function take(key: string): Promise<RateLimitSlot> {
        let slot: RateLimitSlot;
        try {
          slot = await withTimeout(backend(`${name}:${key}`, limit, windowMs));
        } catch (error) {
          report(error);
          return fallback.take(key);
        }
        return {
          ...slot,
          // A store that fails now only leaves the request counted: never an error for the visitor.
          giveBack: () => withTimeout(slot.giveBack()).catch((error: unknown) => report(error)),
        };
      }
      return {
        async hit(key) {
          const { giveBack: _, ...result } = await take(key);
          return result;
        },
        take,
      };
    },
    close,
  };
}
