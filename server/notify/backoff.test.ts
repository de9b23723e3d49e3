import { describe, expect, it } from "vitest";
import { DEFAULT_BACKOFF, nextAttemptAt, retryDelayMs } from "./backoff.ts";

const at = (iso: string) => new Date(iso);
const created = at("2026-11-22T10:00:00.000Z");
const plus = (ms: number) => new Date(created.getTime() + ms);

describe("retryDelayMs", () => {
  it("doubles from 10 s up to an hour, jitter taking at most a fifth off", () => {
    const top = () => 1;
    expect([1, 2, 3, 4, 9, 10, 11, 50].map((n) => retryDelayMs(n, DEFAULT_BACKOFF, top))).toEqual([
      10_000, 20_000, 40_000, 80_000, 2_560_000, 3_600_000, 3_600_000, 3_600_000,
    ]);
    expect(retryDelayMs(1, DEFAULT_BACKOFF, () => 0)).toBe(8_000);
    expect(retryDelayMs(3, DEFAULT_BACKOFF, () => 0.5)).toBe(36_000);
  });

  it("keeps production's first retry, with the worker's 2 s poll, within 15 s", () => {
    for (let i = 0; i <= 10; i++)
      expect(retryDelayMs(1, DEFAULT_BACKOFF, () => i / 10) + 2_000).toBeLessThanOrEqual(15_000);
  });

  it("follows a configured base (tests retry in milliseconds)", () => {
    expect(retryDelayMs(2, { ...DEFAULT_BACKOFF, baseMs: 50 }, () => 1)).toBe(100);
  });
});

describe("nextAttemptAt", () => {
  it("schedules the next attempt after the delay", () => {
    expect(nextAttemptAt(1, created, plus(1_000), DEFAULT_BACKOFF, () => 1)).toEqual(plus(11_000));
  });

  it("never schedules past 24 h from creation, and gives up on a failure at or after it", () => {
    const nearlyDay = 86_400_000 - 60_000;
    expect(nextAttemptAt(30, created, plus(nearlyDay), DEFAULT_BACKOFF, () => 1)).toEqual(plus(86_400_000));
    expect(nextAttemptAt(31, created, plus(86_400_000), DEFAULT_BACKOFF)).toBeNull();
    expect(nextAttemptAt(1, created, plus(90_000_000), DEFAULT_BACKOFF)).toBeNull();
  });

  it("tries about thirty times over the day before giving up", () => {
    let now = created;
    let attempts = 0;
    for (let next: Date | null = created; next; attempts++) {
      now = next;
      next = nextAttemptAt(attempts + 1, created, now, DEFAULT_BACKOFF, () => 1);
    }
    expect(now).toEqual(plus(86_400_000));
    expect(attempts).toBeGreaterThan(25);
    expect(attempts).toBeLessThan(35);
  });
});
