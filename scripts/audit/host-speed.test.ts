import { describe, expect, it } from "vitest";
import { HostSpeed } from "./host-speed.ts";

describe("HostSpeed", () => {
  it("judges nothing slow before it has seen three runs", () => {
    const speed = new HostSpeed();
    expect(speed.record(2000).slow).toBe(false);
    expect(speed.record(900).slow).toBe(false);
  });

  it("calls a run slow when the machine measured under four fifths of its usual speed", () => {
    const speed = new HostSpeed();
    for (const index of [1800, 2100, 1950, 2000]) speed.record(index);
    const slow = speed.record(1200);
    expect(slow.slow).toBe(true);
    expect(slow.usual).toBe(2000);
    expect(speed.record(1700).slow).toBe(false);
  });

  it("takes its usual speed from the upper quartile, so a long slow stretch does not lower the bar", () => {
    const speed = new HostSpeed();
    for (const index of [2000, 1950, 2050, 1100, 1150, 1200, 1120]) speed.record(index);
    expect(speed.usual()).toBe(1950);
    expect(speed.record(1180).slow).toBe(true);
  });

  it("ignores an index Lighthouse could not measure", () => {
    const speed = new HostSpeed();
    for (const index of [2000, 2000, 2000]) speed.record(index);
    speed.record(Number.NaN);
    expect(speed.usual()).toBe(2000);
  });
});
