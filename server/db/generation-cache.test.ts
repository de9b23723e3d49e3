import { describe, expect, it } from "vitest";
import { createGenerationCache } from "./generation-cache.ts";

describe("createGenerationCache", () => {
  it("keeps an entry that is used again and drops one left in the old generation", () => {
    const cache = createGenerationCache<string>(4);
    cache.remember("a", "A");
    cache.remember("b", "B"); // young is full at 2: a and b become the old generation
    expect(cache.get("a")).toBe("A");
    cache.remember("a", "A"); // a hit moves a to the young generation
    cache.remember("c", "C"); // young full again: b is dropped with the old generation
    expect(cache.get("a")).toBe("A");
    expect(cache.get("c")).toBe("C");
    expect(cache.get("b")).toBeUndefined();
  });

  it("forgets one entry and drops every entry a predicate matches", () => {
    const cache = createGenerationCache<number>(10);
    for (const [id, value] of [
      ["x", 1],
      ["y", 5],
      ["z", 9],
    ] as const)
      cache.remember(id, value);
    cache.forget("x");
    cache.dropWhere((value) => value > 6);
    expect([cache.get("x"), cache.get("y"), cache.get("z")]).toEqual([undefined, 5, undefined]);
  });
});
