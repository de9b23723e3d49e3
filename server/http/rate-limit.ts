/**
 * A per-key sliding-window log: no more than `limit` requests are let through
 * in ANY span of `windowMs`, bursts straddling a minute boundary included.
 *
 * What counts: every request the limiter lets through, valid or not (the
 * limiter runs before validation, so malformed bodies use up the allowance
 * too). A rejected request (429) is NOT recorded, so hammering a closed door
 * does not push the reopening further away: the key is free again as soon as
 * its oldest counted request leaves the window, and no more than `limit`
 * requests ever reach the handler within any `windowMs`.
 *
 * A counted request at time `s` stays in the window while `now - s < windowMs`.
 *
 * `take` counts the same way and hands back the counted request: a caller that counts
 * an attempt before doing slow work (a password check) and learns it should not count
 * (the password was right) gives it back. Counting first is what makes a burst safe:
 * a limit read before slow work and counted after it lets every request in flight
 * through (decision 051).
 *
 * Memory stays bounded: keys are kept in order of their latest counted
 * request, keys whose window has emptied are dropped lazily from the front of
 * that order on every hit, and beyond `maxKeys` the stalest keys are evicted.
 * Each hit costs O(1) amortised.
 */
import type { Context, MiddlewareHandler } from "hono";
import { errorResponse } from "./errors.ts";

export interface RateLimitResult {
  allowed: boolean;
  /** Requests still allowed in the current window after this one. */
  remaining: number;
  /** Whole seconds until the oldest counted request leaves the window: at least 1 when rejected, 0 when allowed. */
  retryAfterSeconds: number;
}

/** A request counted by `take`, or refused (then there is nothing to give back). */
export interface RateLimitSlot extends RateLimitResult {
  /** Un-counts this request (a success that must not use up the allowance); nothing when refused. */
  giveBack(): Promise<void>;
}

/**
 * What every limiter offers, wherever it keeps its counts: this process's memory (below),
 * or PostgreSQL or Redis shared by every instance (shared-rate-limit.ts), which answer later.
 * Both methods check and count in one atomic step: there is no way to ask without counting.
 */
export interface AsyncRateLimiter {
  /** Counts a request of `key` when allowed. */
  hit(key: string): RateLimitResult | Promise<RateLimitResult>;
  /** Counts a request of `key` when allowed, and lets the caller give it back. */
  take(key: string): Promise<RateLimitSlot>;
}

/** The in-memory limiter answers at once. */
export interface RateLimiter extends AsyncRateLimiter {
  hit(key: string): RateLimitResult;
  /** How many keys are tracked right now (for tests and monitoring). */
  readonly size: number;
}

export interface RateLimiterOptions {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
  /** Milliseconds on a clock that does not go backwards; defaults to performance.now(). */
  now?: () => number;
  /** Most keys tracked at once; the stalest are evicted beyond it. Default 50 000. */
  maxKeys?: number;
}

const DEFAULT_MAX_KEYS = 50_000;

/** Compact a key's log once this many expired slots sit at its front. */
const COMPACT_AFTER = 64;

interface KeyLog {
  /** Counted request times, oldest first; slots before `start` have expired. */
  times: number[];
  start: number;
}

function positive(name: string, value: number, integer: boolean): void {
  if (!(value > 0) || !Number.isFinite(value) || (integer && !Number.isInteger(value))) {
    throw new RangeError(`${name} must be a positive ${integer ? "whole number" : "number"}, got ${value}.`);
  }
}

export function createRateLimiter({
  limit,
  windowMs,
  now = () => performance.now(),
  maxKeys = DEFAULT_MAX_KEYS,
}: RateLimiterOptions): RateLimiter {
  positive("limit", limit, true);
  positive("windowMs", windowMs, false);
  positive("maxKeys", maxKeys, true);

  // Map iteration follows insertion order; a key is re-inserted on every counted
  // request, so the first key is always the one whose latest request is oldest.
  const logs = new Map<string, KeyLog>();

  const newest = (log: KeyLog) => log.times[log.times.length - 1] ?? Number.NEGATIVE_INFINITY;

  function dropExpiredKeys(at: number): void {
    for (const [key, log] of logs) {
      if (at - newest(log) < windowMs) return;
      logs.delete(key);
    }
  }

  function trim(log: KeyLog, at: number): void {
    const { times } = log;
    let start = log.start;
    while (start < times.length && at - (times[start] as number) >= windowMs) start++;
    if (start === times.length) {
      times.length = 0;
      start = 0;
    } else if (start >= COMPACT_AFTER && start * 2 >= times.length) {
      times.splice(0, start);
      start = 0;
    }
    log.start = start;
  }

  /** Checks and counts in one synchronous step; `at` is the counted time (null when refused). */
  function count(key: string): { result: RateLimitResult; at: number | null } {
    const at = now();
    dropExpiredKeys(at);
    let log = logs.get(key);
    if (log) trim(log, at);
    const counted = log ? log.times.length - log.start : 0;
    if (log && counted >= limit) {
      const oldest = log.times[log.start] as number;
      const retryAfterSeconds = Math.max(1, Math.ceil((oldest + windowMs - at) / 1000));
      return { result: { allowed: false, remaining: 0, retryAfterSeconds }, at: null };
    }
    if (log) {
      logs.delete(key);
    } else {
      log = { times: [], start: 0 };
      while (logs.size >= maxKeys) {
        const stalest = logs.keys().next();
        if (stalest.done) break;
        logs.delete(stalest.value);
      }
    }
    log.times.push(at);
    logs.set(key, log);
    return { result: { allowed: true, remaining: limit - counted - 1, retryAfterSeconds: 0 }, at };
  }

  /** Removes one request counted at `at` (any of equal times is the same), if still in the log. */
  function uncount(key: string, at: number): void {
    const log = logs.get(key);
    if (!log) return;
    const index = log.times.lastIndexOf(at);
    if (index < log.start) return;
    log.times.splice(index, 1);
    if (log.times.length === log.start) logs.delete(key);
  }

  return {
    get size() {
      return logs.size;
    },
    hit(key) {
      return count(key).result;
    },
    async take(key) {
      const { result, at } = count(key);
      let given = at === null;
      return {
        ...result,
        async giveBack() {
          // Once: a second call must not un-count another request counted at the same time.
          if (!given) uncount(key, at as number);
          given = true;
        },
      };
    },
  };
}

export interface RateLimitMiddlewareOptions {
  limiter: AsyncRateLimiter;
  /** The client the limit applies to, usually its IP address. */
  keyOf: (c: Context) => string;
  /** The sentence sent with a 429. */
  message: (retryAfterSeconds: number) => string;
}

/** Answers 429 with Retry-After and `{"error": message}` once a client is over its limit. */
export function rateLimit({ limiter, keyOf, message }: RateLimitMiddlewareOptions): MiddlewareHandler {
  return async (c, next) => {
    const pending = limiter.hit(keyOf(c));
    // The in-memory limiter answers synchronously: no await (and no microtask) on its hot path.
    const result = pending instanceof Promise ? await pending : pending;
    if (!result.allowed) {
      return errorResponse(429, message(result.retryAfterSeconds), {
        headers: { "retry-after": String(result.retryAfterSeconds) },
      });
    }
    await next();
  };
}
