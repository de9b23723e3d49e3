import { describe, expect, it } from "vitest";
import { formatOneTimeFee, formatPerMessage } from "./format-price.ts";

describe("formatPerMessage", () => {
  it.each([
    [0.0032, "$0.0032"],
    [0.039, "$0.0390"],
    [0.1, "$0.1000"],
  ])("formats %s as %s", (amount, expected) => {
    expect(formatPerMessage(amount)).toBe(expected);
  });
});

describe("formatOneTimeFee", () => {
  it("shows the included label for a zero fee", () => {
    expect(formatOneTimeFee(0, "Included")).toBe("Included");
  });

  it.each([
    [150, "$150 one-time"],
    [1000, "$1,000 one-time"],
    [99.5, "$99.5 one-time"],
  ])("formats %s as %s", (amount, expected) => {
    expect(formatOneTimeFee(amount, "Included")).toBe(expected);
  });
});
