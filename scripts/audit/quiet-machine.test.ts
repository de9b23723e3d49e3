import { describe, expect, it } from "vitest";
import { type CpuTimes, idleShare, parseProcStat, waitForQuietMachine } from "./quiet-machine.ts";

/** A machine whose seconds are idle by the given shares, one share per second. */
function machine(idleShares: number[]) {
  let idle = 0;
  let total = 0;
  let second = 0;
  return {
    readTimes: (): CpuTimes => ({ idle, total }),
    sleep: async () => {
      const share = idleShares[Math.min(second, idleShares.length - 1)] ?? 1;
      second += 1;
      idle += 2000 * share;
      total += 2000;
    },
  };
}

describe("idleShare", () => {
  it("is the idle part of the time between two readings", () => {
    expect(idleShare({ idle: 100, total: 1000 }, { idle: 1600, total: 3000 })).toBe(0.75);
  });

  it("counts no time passed as idle", () => {
    expect(idleShare({ idle: 5, total: 10 }, { idle: 5, total: 10 })).toBe(1);
  });
});

describe("parseProcStat", () => {
  it("counts disk waits as idle and stolen time as busy", () => {
    const stat = "cpu  100 10 50 800 40 5 5 90 0 0\ncpu0 50 5 25 400 20 2 3 45 0 0\n";
    expect(parseProcStat(stat)).toEqual({ idle: 840, total: 1100 });
  });

  it("makes a host that steals half the time read as a half-busy machine", () => {
    const before = parseProcStat("cpu  0 0 0 1000 0 0 0 0 0 0") as CpuTimes;
    const after = parseProcStat("cpu  0 0 0 1100 0 0 0 100 0 0") as CpuTimes;
    expect(idleShare(before, after)).toBe(0.5);
  });

  it("returns null for text that is not a processor line", () => {
    expect(parseProcStat("intr 12 0 0")).toBeNull();
    expect(parseProcStat("cpu  1 2 three 4 5 6 7 8")).toBeNull();
  });
});

describe("waitForQuietMachine", () => {
  it("returns after three quiet seconds in a row", async () => {
    const result = await waitForQuietMachine(machine([0.2, 0.9, 0.95, 0.99]));
    expect(result).toEqual({ quiet: true, waitedSeconds: 4, lastIdle: 0.99 });
  });

  it("starts counting again after a busy second", async () => {
    const result = await waitForQuietMachine(machine([0.9, 0.9, 0.5, 0.9, 0.9, 0.9]));
    expect(result.quiet).toBe(true);
    expect(result.waitedSeconds).toBe(6);
  });

  it("gives up after the longest wait and says the machine stayed busy", async () => {
    const result = await waitForQuietMachine({ ...machine([0.4]), maxSeconds: 10 });
    expect(result).toEqual({ quiet: false, waitedSeconds: 10, lastIdle: 0.4 });
  });
});
