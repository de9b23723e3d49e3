import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hasQuote } from "./has-quote.ts";
import {
  formatMonthlyCost,
  monthlyVolume,
  parseQuote,
  type Quote,
  quoteParams,
  serializeQuote,
} from "./quote.ts";

const countries = ["india", "saudi-arabia", "kuwait"];

describe("parseQuote", () => {
  it("reads every field", () => {
    expect(parseQuote("?text=Hi%20%E2%82%AC&country=kuwait&type=promotional&volume=2500", countries)).toEqual(
      {
        text: "Hi €",
        country: "kuwait",
        type: "promotional",
        volume: "2500",
      },
    );
  });

  it("starts an absent text with the page language's example, never over a shared one", () => {
    const example = "رمز التحقق الخاص بك هو 482913.";
    expect(parseQuote("?country=kuwait", countries, example).text).toBe(example);
    expect(parseQuote("?text=Hi", countries, example).text).toBe("Hi");
    expect(parseQuote("?text=", countries, example).text).toBe("");
  });

  it("falls back to the defaults for missing or malformed values", () => {
    expect(parseQuote("?country=atlantis&type=bulk&volume=-3", countries)).toEqual({
      text: "",
      country: "india",
      type: "transactional",
      volume: "10000",
    });
    expect(parseQuote("?volume=1e9", countries).volume).toBe("10000");
    expect(parseQuote("?volume=0042", countries).volume).toBe("42");
  });
});

describe("serializeQuote", () => {
  it("writes every field in a fixed order", () => {
    const quote: Quote = { text: "a&b=c", country: "india", type: "transactional", volume: "10" };
    expect(serializeQuote(quote)).toBe("?text=a%26b%3Dc&country=india&type=transactional&volume=10");
  });

  it("round-trips any quote through the URL", () => {
    fc.assert(
      fc.property(
        fc.record({
          text: fc.string({ unit: "grapheme" }),
          country: fc.constantFrom(...countries),
          type: fc.constantFrom("transactional" as const, "promotional" as const),
          volume: fc.integer({ min: 0, max: 999_999_999 }).map(String),
        }),
        (quote) => {
          expect(parseQuote(serializeQuote(quote), countries)).toEqual(quote);
        },
      ),
    );
  });
});

describe("hasQuote", () => {
  it.each([
    ["", false],
    ["?utm_source=mail", false],
    ["?text=", true],
    ["?volume=10", true],
  ])("%s carries a quote: %s", (search, expected) => {
    expect(hasQuote(search)).toBe(expected);
  });

  it.each(quoteParams)("knows the parameter %s that serializeQuote writes", (name) => {
    expect(hasQuote(`?${name}=`)).toBe(true);
  });
});

describe("monthly cost", () => {
  it.each([
    [0.034, 1, 10_000, "$340.00"],
    [0.034, 2, 10_000, "$680.00"],
    [0.0032, 3, 1_234, "$11.85"],
    [0.048, 0, 10_000, "$0.00"],
    [0.029, 7, 1_000_000, "$203,000.00"],
  ])("%s × %s segments × %s messages is %s", (rate, segments, messages, expected) => {
    expect(formatMonthlyCost(rate, segments, messages)).toBe(expected);
  });

  it.each([
    ["10000", 10_000],
    ["", 0],
    ["12.5", 0],
    ["-1", 0],
  ])("reads the volume %j as %s", (volume, expected) => {
    expect(monthlyVolume(volume)).toBe(expected);
  });
});
