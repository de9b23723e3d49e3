/**
 * Waits until the machine's processors are quiet before Lighthouse measures (decision 112). CI runs
 * the audit straight after the test suite, whose browsers, servers and database take a while to wind
 * down. Blocking time measured on busy cores is the machine's, not the page's: the clean-clone run of
 * fff81aa failed its first three pages, right after the journeys, and passed the rest. Time the
 * host steals from this virtual machine counts as busy (decision 113).
 */
import { readFileSync } from "node:fs";
import os from "node:os";

export interface CpuTimes {
  idle: number;
  total: number;
}

/**
 * Idle and total processor time from the first line of Linux's /proc/stat, in clock ticks. Time
 * waiting on the disk counts as idle. Time the host took from this virtual machine (steal) counts
 * as busy: a run measured while the host gave our cores to someone else is not the page's time.
 */
export function parseProcStat(text: string): CpuTimes | null {
  const line = text.split("\n", 1)[0] ?? "";
  const [label, ...fields] = line.trim().split(/\s+/);
  if (label !== "cpu" || fields.length < 8) return null;
  // user nice system idle iowait irq softirq steal (guest time is already inside user).
  const parts = fields.slice(0, 8).map(Number);
  if (parts.some((value) => !Number.isFinite(value))) return null;
  const [, , , idle = 0, iowait = 0] = parts;
  return { idle: idle + iowait, total: parts.reduce((sum, value) => sum + value, 0) };
}

/** Idle and total processor time of all cores since boot: /proc/stat where there is one. */
export function cpuTimes(): CpuTimes {
  try {
    const fromProc = parseProcStat(readFileSync("/proc/stat", "utf8"));
    if (fromProc) return fromProc;
  } catch {
    // Not Linux: Node's view of the processors has no steal time, which is the best there is.
  }
  let idle = 0;
  let total = 0;
  for (const { times } of os.cpus()) {
    idle += times.idle;
    total += times.user + times.nice + times.sys + times.idle + times.irq;
  }
  return { idle, total };
}

/** The share of processor time that was idle between two readings (1 when no time passed). */
export function idleShare(before: CpuTimes, after: CpuTimes): number {
  const total = after.total - before.total;
  return total <= 0 ? 1 : (after.idle - before.idle) / total;
}

export interface QuietOptions {
  /** A second counts as quiet when at least this share of processor time was idle. */
  idleAtLeast?: number;
  /** Consecutive quiet seconds needed. */
  quietSeconds?: number;
  /** Gives up after this long and lets the audit measure anyway. */
  maxSeconds?: number;
  readTimes?: () => CpuTimes;
  sleep?: (ms: number) => Promise<void>;
}

export interface QuietResult {
  quiet: boolean;
  waitedSeconds: number;
  /** The idle share of the last second measured. */
  lastIdle: number;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function waitForQuietMachine({
  idleAtLeast = 0.85,
  quietSeconds = 3,
  maxSeconds = 90,
  readTimes = cpuTimes,
  sleep = pause,
}: QuietOptions = {}): Promise<QuietResult> {
  let quietInARow = 0;
  let lastIdle = 1;
  let previous = readTimes();
  for (let waited = 1; waited <= maxSeconds; waited += 1) {
    await sleep(1000);
    const now = readTimes();
    lastIdle = idleShare(previous, now);
    previous = now;
    quietInARow = lastIdle >= idleAtLeast ? quietInARow + 1 : 0;
    if (quietInARow >= quietSeconds) return { quiet: true, waitedSeconds: waited, lastIdle };
  }
  return { quiet: false, waitedSeconds: maxSeconds, lastIdle };
}
