import { describe, expect, it } from "vitest";
import { createQueryClient, getQueryClient } from "./query-client";

describe("createQueryClient", () => {
  it("caches for five minutes, retries once and does not refetch on window focus", () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.staleTime).toBe(300_000);
    expect(queries?.retry).toBe(1);
    expect(queries?.refetchOnWindowFocus).toBe(false);
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
