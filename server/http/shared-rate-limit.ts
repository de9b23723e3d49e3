/**
 * Where the rate limits keep their counts (issue 15; decision 048): in Redis when REDIS_URL
 * is set, else in PostgreSQL with DATABASE_URL (shared by every instance on it), else in
 * this process's memory (PGlite: one instance, as before).
 *
 * A shared store that fails or takes longer than `timeoutMs` never turns a request into a
 * 5xx: the request is judged by an in-memory limiter of this process instead (so each
 * instance still holds clients to the limit on its own), and a warning is logged at most
 * once a minute.
 */

import { createRateLimitRepository, type RateLimitRepository } from "../db/rate-limit-repository.ts";
import type { Database } from "../db/types.ts";
import { type AsyncRateLimiter, createRateLimiter, type RateLimitResult } from "./rate-limit.ts";

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

type Backend = (bucket: string, limit: number, windowMs: number, count: boolean) => Promise<RateLimitResult>;

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
    backend = async (bucket, limit, windowMs, count) => (await redis).hit(bucket, limit, windowMs, count);
    close = async () => (await redis).close();
  } else {
    let repository: Promise<RateLimitRepository> | null = null;
    const opened = () => {
      repository ??= database()
        .then((db) => createRateLimitRepository(db.drizzle))
        .catch((error: unknown) => {
          repository = null;
          throw error;
        });
      return repository;
    };
    let lastSweep = performance.now();
    backend = async (bucket, limit, windowMs, count) => {
      const rows = await opened();
      if (performance.now() - lastSweep >= SWEEP_EVERY_MS) {
        lastSweep = performance.now();
        rows.sweep(longestWindowMs).catch((error: unknown) => report(error));
      }
      return rows.hit(bucket, limit, windowMs, count);
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
      return {
        async hit(key, { count = true } = {}) {
          try {
            return await withTimeout(backend(`${name}:${key}`, limit, windowMs, count));
          } catch (error) {
            report(error);
            return fallback.hit(key, { count });
          }
        },
      };
    },
    close,
  };
}
