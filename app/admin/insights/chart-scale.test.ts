import { describe, expect, it } from "vitest";
import { labelledDays, valueTicks } from "./chart-scale.ts";

describe("valueTicks", () => {
  it("rounds the top up to a figure the eye reads, with a few gridlines", () => {
    expect(valueTicks(0)).toEqual([0, 1]);
    expect(valueTicks(3)).toEqual([0, 1, 2, 3]);
    expect(valueTicks(9)).toEqual([0, 5, 10]);
    expect(valueTicks(87)).toEqual([0, 50, 100]);
    expect(valueTicks(120)).toEqual([0, 50, 100, 150]);
  });
});

describe("labelledDays", () => {
  it("labels about six days of a month, the first and the last always, never two side by side", () => {
    expect([...labelledDays(30)].sort((a, b) => a - b)).toEqual([0, 5, 10, 15, 20, 25, 29]);
    expect([...labelledDays(3)].sort((a, b) => a - b)).toEqual([0, 1, 2]);
    expect([...labelledDays(1)]).toEqual([0]);
    expect([...labelledDays(31)].sort((a, b) => a - b)).toEqual([0, 6, 12, 18, 24, 30]);
  });
});
