import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createRateLimiter, rateLimit } from "./rate-limit.ts";

/** A limiter on a clock the test moves by hand, in seconds. */
function limiterAt(options: { limit: number; windowMs: number; maxKeys?: number }) {
  let ms = 0;
  const limiter = createRateLimiter({ ...options, now: () => ms });
  return {
    limiter,
    at(seconds: number) {
      ms = seconds * 1000;
    },
  };
}

function hitTimes(limiter: { hit(key: string): { allowed: boolean } }, key: string, times: number) {
  return Array.from({ length: times }, () => limiter.hit(key).allowed);
}

describe("createRateLimiter", () => {
  it("allows `limit` requests, then rejects", () => {
    const { limiter } = limiterAt({ limit: 3, windowMs: 60_000 });
    expect(limiter.hit("a")).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
    expect(limiter.hit("a")).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 });
    expect(limiter.hit("a")).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 });
    expect(limiter.hit("a")).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 60 });
  });

  it("slides: a burst at the end of one minute still counts in the next", () => {
    const clock = limiterAt({ limit: 20, windowMs: 60_000 });
    clock.at(59);
    expect(hitTimes(clock.limiter, "ip", 20).every(Boolean)).toBe(true);
    clock.at(61); // a fixed per-minute window would have reset at t=60
    expect(clock.limiter.hit("ip")).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 58 });
    clock.at(118.999);
    expect(clock.limiter.hit("ip")).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
    clock.at(119); // the burst at t=59 leaves the window now
    expect(hitTimes(clock.limiter, "ip", 20).every(Boolean)).toBe(true);
    expect(clock.limiter.hit("ip").allowed).toBe(false);
  });

  it("never allows more than `limit` in any window, whatever the arrival pattern", () => {
    const limit = 5;
    const windowMs = 10_000;
    let ms = 0;
    const limiter = createRateLimiter({ limit, windowMs, now: () => ms });
    const allowed: number[] = [];
    let seed = 7;
    for (let i = 0; i < 2000; i++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      ms += seed % 700;
      if (limiter.hit("k").allowed) allowed.push(ms);
    }
    for (let i = limit; i < allowed.length; i++) {
      expect((allowed[i] as number) - (allowed[i - limit] as number)).toBeGreaterThanOrEqual(windowMs);
    }
    expect(allowed.length).toBeGreaterThan(limit * 10);
  });

  it("counts only requests it lets through: rejected ones do not extend the lockout", () => {
    const clock = limiterAt({ limit: 2, windowMs: 10_000 });
    clock.at(0);
    hitTimes(clock.limiter, "a", 2);
    for (let t = 1; t < 10; t++) {
      clock.at(t);
      expect(clock.limiter.hit("a")).toMatchObject({ allowed: false, retryAfterSeconds: 10 - t });
    }
    clock.at(10);
    expect(clock.limiter.hit("a")).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 });
  });

  it("rounds Retry-After up to whole seconds, at least 1", () => {
    const clock = limiterAt({ limit: 1, windowMs: 1500 });
    clock.at(0);
    clock.limiter.hit("a");
    clock.at(0.001);
    expect(clock.limiter.hit("a").retryAfterSeconds).toBe(2);
    clock.at(0.6);
    expect(clock.limiter.hit("a").retryAfterSeconds).toBe(1);
    clock.at(1.499);
    expect(clock.limiter.hit("a").retryAfterSeconds).toBe(1);
  });

  it("keeps keys independent", () => {
    const { limiter } = limiterAt({ limit: 2, windowMs: 60_000 });
    expect(hitTimes(limiter, "a", 3)).toEqual([true, true, false]);
    expect(hitTimes(limiter, "b", 3)).toEqual([true, true, false]);
    expect(limiter.hit("a").allowed).toBe(false);
  });

  it("drops keys whose window has emptied", () => {
    const clock = limiterAt({ limit: 2, windowMs: 60_000 });
    clock.at(0);
    for (let i = 0; i < 100; i++) clock.limiter.hit(`old-${i}`);
    clock.at(30);
    clock.limiter.hit("recent");
    expect(clock.limiter.size).toBe(101);
    clock.at(60);
    clock.limiter.hit("new");
    expect(clock.limiter.size).toBe(2);
    clock.at(90);
    clock.limiter.hit("new");
    expect(clock.limiter.size).toBe(1);
  });

  it("caps the number of keys, evicting the stalest", () => {
    const clock = limiterAt({ limit: 1, windowMs: 60_000, maxKeys: 3 });
    clock.at(0);
    for (const key of ["a", "b", "c"]) clock.limiter.hit(key);
    clock.at(1);
    expect(clock.limiter.hit("a").allowed).toBe(false); // rejected: not counted, "a" stays stalest
    clock.limiter.hit("d");
    expect(clock.limiter.size).toBe(3);
    expect(clock.limiter.hit("b").allowed).toBe(false);
    expect(clock.limiter.hit("a").allowed).toBe(true); // evicted, so it starts afresh
    expect(clock.limiter.size).toBe(3);
  });

  it("stays bounded under a flood of distinct keys", () => {
    const { limiter } = limiterAt({ limit: 5, windowMs: 60_000, maxKeys: 1000 });
    for (let i = 0; i < 20_000; i++) limiter.hit(`10.0.${i >> 8}.${i & 255}`);
    expect(limiter.size).toBe(1000);
  });

  it("tracks 50 000 keys by default, evicting the stalest beyond", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, now: () => 0 });
    for (let i = 0; i <= 50_000; i++) limiter.hit(`key-${i}`);
    expect(limiter.size).toBe(50_000);
    // key-1 is still tracked and over its limit; key-0 was evicted, so it starts afresh.
    expect(limiter.hit("key-1").allowed).toBe(false);
    expect(limiter.hit("key-0").allowed).toBe(true);
  });

  it("take counts at once, and a slot given back frees its place (decision 051)", async () => {
    const clock = limiterAt({ limit: 2, windowMs: 60_000 });
    const [first, second] = [await clock.limiter.take("a"), await clock.limiter.take("a")];
    expect([first.allowed, second.allowed]).toEqual([true, true]);
    const third = await clock.limiter.take("a");
    expect(third).toMatchObject({ allowed: false, remaining: 0, retryAfterSeconds: 60 });
    // Giving back a refused slot changes nothing; a counted one makes room for one more.
    await third.giveBack();
    expect(clock.limiter.hit("a").allowed).toBe(false);
    await first.giveBack();
    await first.giveBack();
    clock.at(10);
    expect(clock.limiter.hit("a")).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 });
    expect(clock.limiter.hit("a")).toMatchObject({ allowed: false, retryAfterSeconds: 50 });
  });

  it("keeps a busy key's log short", () => {
    let ms = 0;
    const limiter = createRateLimiter({ limit: 100, windowMs: 1000, now: () => ms });
    const started = performance.now();
    let allowed = 0;
    for (let i = 0; i < 200_000; i++) {
      ms += 1;
      if (limiter.hit("busy").allowed) allowed++;
    }
    // 100 at the start of every 1000 ms, then shut until the first of them leaves.
    expect(allowed).toBe(200 * 100);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it.each([
    { limit: 0, windowMs: 1000 },
    { limit: 1.5, windowMs: 1000 },
    { limit: 5, windowMs: 0 },
    { limit: 5, windowMs: Number.NaN },
    { limit: 5, windowMs: 1000, maxKeys: 0 },
  ])("refuses nonsensical options %o", (options) => {
    expect(() => createRateLimiter(options)).toThrow(RangeError);
  });
});

describe("rateLimit middleware", () => {
  function appWith(limit: number) {
    let ms = 0;
    const limiter = createRateLimiter({ limit, windowMs: 60_000, now: () => ms });
    const app = new Hono();
    app.use(
      "/limited/*",
      rateLimit({
        limiter,
        keyOf: (c) => c.req.header("x-test-client") ?? "anonymous",
        message: (seconds) => `Too many messages; please wait ${seconds} seconds and try again.`,
      }),
    );
    app.post("/limited/echo", (c) => c.json({ ok: true }));
    return {
      app,
      advance(seconds: number) {
        ms += seconds * 1000;
      },
    };
  }

  const post = (app: Hono, client = "one") =>
    app.request("http://localhost/limited/echo", { method: "POST", headers: { "x-test-client": client } });

  it("passes requests through while under the limit", async () => {
    const { app } = appWith(2);
    for (let i = 0; i < 2; i++) {
      const response = await post(app);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true });
      expect(response.headers.get("retry-after")).toBeNull();
    }
  });

  it("answers 429 with Retry-After and a JSON sentence once over it", async () => {
    const { app, advance } = appWith(2);
    await post(app);
    advance(15);
    await post(app);
    advance(5);
    const response = await post(app);
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("40");
    expect(response.headers.get("content-type")).toContain("application/json");
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(["error"]);
    expect(body.error).toBe("Too many messages; please wait 40 seconds and try again.");
    expect((await post(app, "two")).status).toBe(200);
    advance(40);
    expect((await post(app)).status).toBe(200);
  });
});
