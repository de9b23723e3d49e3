/**
 * When a failed notification is tried again (decision 036): exponential backoff from
 * `baseMs` (10 s, so with the 2 s poll the first retry comes within 15 s), doubling up to
 * an hour, with a little jitter so several servers do not retry in step; no attempt is
 * scheduled past `giveUpAfterMs` (24 h) from the row's creation, and a failure at or
 * after that moment gives the row up.
 */

export interface BackoffOptions {
  /** The delay after the first failure. */
  baseMs: number;
  maxDelayMs: number;
  /** Counted from the outbox row's creation. */
  giveUpAfterMs: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = {
  baseMs: 10_000,
  maxDelayMs: 3_600_000,
  giveUpAfterMs: 86_400_000,
};

/** The delay after the `attempts`-th failed attempt (1-based): base·2^(attempts−1), capped, times 0.8–1. */
export function retryDelayMs(attempts: number, options: BackoffOptions, random = Math.random): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 40);
  const delay = Math.min(options.baseMs * 2 ** exponent, options.maxDelayMs);
  return Math.round(delay * (0.8 + 0.2 * random()));
}

/** When to try again after a failure at `now`, or null to give up. */
export function nextAttemptAt(
  attempts: number,
  createdAt: Date,
  now: Date,
  options: BackoffOptions,
  random = Math.random,
): Date | null {
  const deadline = createdAt.getTime() + options.giveUpAfterMs;
  if (now.getTime() >= deadline) return null;
  // One last attempt at the deadline rather than none between the last delay and it.
  return new Date(Math.min(now.getTime() + retryDelayMs(attempts, options, random), deadline));
}
