import { describe, expect, it } from "vitest";
import { AnswerCache } from "./answer-cache.ts";

const version = Object.freeze(["rates v1"]);

/** A cache that has seen `version` once (the first look-up with a version always misses). */
function cacheWith(capacity: number, entries: [string, string][] = []): AnswerCache<string> {
  const cache = new AnswerCache<string>(capacity);
  expect(cache.get("warm-up", version)).toBeUndefined();
  for (const [key, value] of entries) cache.set(key, value);
  return cache;
}

describe("AnswerCache: hits and misses", () => {
  it("misses an unknown key and hits a stored one", () => {
    const cache = cacheWith(3);
    expect(cache.get("a", version)).toBeUndefined();
    cache.set("a", "answer a");
    expect(cache.get("a", version)).toBe("answer a");
    expect(cache.size).toBe(1);
  });

  it("hands back the very object it stored", () => {
    const cache = new AnswerCache<{ response: string }>();
    cache.get("q", version);
    const answer = { response: "hello" };
    cache.set("q", answer);
    expect(cache.get("q", version)).toBe(answer);
  });

  it("replaces the value of a key set again without growing", () => {
    const cache = cacheWith(3, [
      ["a", "first"],
      ["a", "second"],
    ]);
    expect(cache.get("a", version)).toBe("second");
    expect(cache.size).toBe(1);
  });

  it("defaults to a capacity of 1000", () => {
    const cache = new AnswerCache<number>();
    cache.get("x", version);
    for (let i = 0; i < 1001; i += 1) cache.set(`k${i}`, i);
    expect(cache.size).toBe(1000);
    expect(cache.get("k0", version)).toBeUndefined();
    expect(cache.get("k1", version)).toBe(1);
    expect(cache.get("k1000", version)).toBe(1000);
  });
});

describe("AnswerCache: least recently used order", () => {
  it("never holds more than its capacity and evicts the oldest entry first", () => {
    const cache = cacheWith(2, [
      ["a", "A"],
      ["b", "B"],
      ["c", "C"],
    ]);
    expect(cache.size).toBe(2);
    expect(cache.get("a", version)).toBeUndefined();
    expect(cache.get("b", version)).toBe("B");
    expect(cache.get("c", version)).toBe("C");
  });

  it("keeps an entry that was just read and evicts the least recently used one instead", () => {
    const cache = cacheWith(2, [
      ["a", "A"],
      ["b", "B"],
    ]);
    expect(cache.get("a", version)).toBe("A");
    cache.set("c", "C");
    expect(cache.get("b", version)).toBeUndefined();
    expect(cache.get("a", version)).toBe("A");
    expect(cache.get("c", version)).toBe("C");
  });

  it("follows the order of reads over a longer run", () => {
    const cache = cacheWith(3, [
      ["a", "A"],
      ["b", "B"],
      ["c", "C"],
    ]);
    cache.get("a", version);
    cache.get("b", version);
    cache.set("d", "D"); // evicts c, the least recently used
    cache.set("e", "E"); // evicts a
    expect(cache.get("c", version)).toBeUndefined();
    expect(cache.get("a", version)).toBeUndefined();
    expect(cache.get("b", version)).toBe("B");
    expect(cache.get("d", version)).toBe("D");
    expect(cache.get("e", version)).toBe("E");
  });

  it("does not count a miss as a use", () => {
    const cache = cacheWith(1, [["a", "A"]]);
    expect(cache.get("zzz", version)).toBeUndefined();
    expect(cache.size).toBe(1);
    expect(cache.get("a", version)).toBe("A");
  });
});

describe("AnswerCache: version", () => {
  it("clears every entry when the version changes, and misses on that look-up", () => {
    const cache = cacheWith(5, [
      ["a", "A"],
      ["b", "B"],
    ]);
    const next = Object.freeze(["rates v2"]);
    expect(cache.get("a", next)).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.get("b", next)).toBeUndefined();
    cache.set("a", "A2");
    expect(cache.get("a", next)).toBe("A2");
  });

  it("compares versions by identity: an equal but new rates array clears too", () => {
    const cache = cacheWith(5, [["a", "A"]]);
    expect(cache.get("a", [...version])).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("does not bring old entries back when an earlier version returns", () => {
    const cache = cacheWith(5, [["a", "A"]]);
    const other = Object.freeze(["rates v2"]);
    cache.get("a", other);
    expect(cache.get("a", version)).toBeUndefined();
  });

  it("keeps its entries while the version stays the same", () => {
    const cache = cacheWith(5, [["a", "A"]]);
    for (let i = 0; i < 3; i += 1) expect(cache.get("a", version)).toBe("A");
  });
});
