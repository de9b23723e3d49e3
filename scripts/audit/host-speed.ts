/**
 * Whether a Lighthouse run was measured while this machine ran far slower than it usually does
 * (decision 113). Lighthouse measures the machine's speed (its BenchmarkIndex) just before every
 * page load. On this kind of virtual machine the index of an idle guest moves between about 1,150
 * and 2,250 from one minute to the next, with nothing of ours running: the host's other guests take
 * the processors' time without it showing as busy or stolen time, sometimes for minutes. Lighthouse's 4x CPU multiplier is
 * meant for a machine of its usual speed; at half speed a run emulates a phone twice as slow as the
 * mobile preset, and the page's blocking time doubles or triples. Such a run is measured again.
 */

/** A run is slow when the machine's speed is under this share of its usual speed. */
export const SLOW_SHARE = 0.8;
/** The usual speed is judged only once this many runs have been seen (the audit's warm-up runs). */
export const RUNS_BEFORE_JUDGING = 3;

/**
 * The usual speed: the upper quartile of the indexes seen. A slow stretch can last several minutes,
 * so the median would sink with it; the upper quartile stays with the machine's ordinary speed.
 */
const upperQuartile = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) * 0.75)] as number;
};

export class HostSpeed {
  private readonly seen: number[] = [];

  /** Notes a run's benchmark index; says whether that run was measured on a slow machine. */
  record(benchmarkIndex: number): { slow: boolean; usual: number } {
    if (Number.isFinite(benchmarkIndex) && benchmarkIndex > 0) this.seen.push(benchmarkIndex);
    const usual = this.usual();
    const slow = this.seen.length >= RUNS_BEFORE_JUDGING && benchmarkIndex < usual * SLOW_SHARE;
    return { slow, usual };
  }

  /** The upper quartile of every benchmark index seen so far (0 before the first). */
  usual(): number {
    return this.seen.length === 0 ? 0 : upperQuartile(this.seen);
  }
}
