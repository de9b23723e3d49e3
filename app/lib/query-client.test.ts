import { describe, expect, it, vi } from "vitest";
import { createQueryClient, getQueryClient } from "./query-client.ts";

describe("createQueryClient", () => {
  it("serves cached data for five minutes, then fetches again", async () => {
    vi.useFakeTimers();
    try {
      const client = createQueryClient();
      const queryFn = vi.fn(async () => "rates");
      // fetchQuery, unlike a mounted query, fetches again only when the cached data is stale.
      const fetch = () => client.fetchQuery({ queryKey: ["rates"], queryFn });
      await fetch();
      vi.advanceTimersByTime(299_000);
      await fetch();
      expect(queryFn).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(2_000);
      await fetch();
      expect(queryFn).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("retries a failed fetch once, then reports the error", async () => {
    vi.useFakeTimers();
    try {
      const queryFn = vi.fn(async () => {
        throw new Error("offline");
      });
      const result = createQueryClient()
        .fetchQuery({ queryKey: ["rates"], queryFn })
        .catch((error: Error) => error.message);
      await vi.runAllTimersAsync();
      expect(await result).toBe("offline");
      expect(queryFn).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("returns a fresh client on each call", () => {
    expect(createQueryClient()).not.toBe(createQueryClient());
  });
});

describe("getQueryClient", () => {
  it("without a window (pre-rendering) gives a fresh client per call", () => {
    expect(typeof window).toBe("undefined");
    expect(getQueryClient()).not.toBe(getQueryClient());
  });
});
