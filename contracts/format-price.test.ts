import { describe, expect, it } from "vitest";
import { formatWords } from "../app/content/format/en.ts";
import { formatOneTimeFee, formatPerMessage } from "./format-price.ts";

// The site's English, as a page in the default locale formats its prices.
const tag = "en-GB";
const words = { included: "Included", oneTime: formatWords.oneTimeFee };

describe("formatPerMessage", () => {
  it.each([
    [0.0032, "$0.0032"],
    [0.039, "$0.0390"],
    [0.1, "$0.1000"],
  ])("formats %s as %s", (amount, expected) => {
    expect(formatPerMessage(amount, tag)).toBe(expected);
  });
});

describe("formatOneTimeFee", () => {
  it("shows the included label for a zero fee", () => {
    expect(formatOneTimeFee(0, words, tag)).toBe("Included");
  });

  it.each([
    [150, "$150 one-time"],
    [1000, "$1,000 one-time"],
    [99.5, "$99.50 one-time"],
  ])("formats %s as %s", (amount, expected) => {
    expect(formatOneTimeFee(amount, words, tag)).toBe(expected);
  });
});
