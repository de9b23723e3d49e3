/**
 * Lighthouse's CPU slowdown for the speed the machine measures just before a run (decision 113).
 * Lighthouse's mobile preset slows the processor four times. Its documentation (docs/throttling.md,
 * "Calibrating the CPU slowdown") says that 4x is meant for a host in the high-end desktop bracket,
 * a BenchmarkIndex of 1,500-2,000, and that on a weaker host the multiplier should be lowered, to
 * about 2x for a low-end desktop (1,000-1,500), so that the run still emulates a mid-tier phone.
 * On this kind of virtual machine an idle guest's index moves between about 1,050 and 2,400 from one
 * minute to the next. So a run keeps the preset's 4x whenever the machine measures 1,500 or more,
 * and below that the multiplier shrinks in proportion to the index, never under 2x: stricter than
 * the documentation's 2x for the whole low-end bracket.
 *
 * The index is a JavaScript loop on a warm heap, and it cannot see what a host charges for fresh
 * memory. Lighthouse multiplies every millisecond the renderer spends, page faults included, so on a
 * host whose first touch of a page costs a hypervisor round trip (more than 2 µs, against well
 * under 1 µs on an ordinary host; decision 148 lowered this from 4 µs) the slowdown multiplied the hypervisor's time, not the page's:
 * a blank page's first layout and a page's hydration read 5–10 times their ordinary length. On
 * such a host a run takes the host as it is, at 1x, the low end of Lighthouse's range (decision 117).
 */

/** The lowest index of the bracket Lighthouse's 4x is meant for. */
export const PRESET_HOST_INDEX = 1500;
export const PRESET_MULTIPLIER = 4;
const LOWEST_MULTIPLIER = 2;
/** Above this many microseconds per fresh 4 KiB page, the host's memory is the hypervisor's. */
export const SLOW_FRESH_MEMORY_MICROS = 2;

/**
 * The CPU slowdown for a run on a machine that measured `benchmarkIndex`, to one decimal, and
 * `freshMemoryMicros` per fresh page of memory (scripts/audit/fresh-memory-probe.ts).
 */
export function cpuMultiplierFor(benchmarkIndex: number, freshMemoryMicros = 0): number {
  if (freshMemoryMicros > SLOW_FRESH_MEMORY_MICROS) return 1;
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex >= PRESET_HOST_INDEX) return PRESET_MULTIPLIER;
  const scaled = (PRESET_MULTIPLIER * benchmarkIndex) / PRESET_HOST_INDEX;
  return Math.max(LOWEST_MULTIPLIER, Math.round(scaled * 10) / 10);
}
