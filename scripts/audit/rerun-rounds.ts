/**
 * The order of a missed page's reruns (decision 113). A page whose first Lighthouse run misses a
 * budget is measured four more times and judged on the median of five. Those reruns wait until
 * every page has had its first run, then go round the missed pages in turn, one run per page per
 * round, with a quiet wait before each round. A stretch of a few minutes in which the machine is
 * slow then costs a page one run of its five, not all five, and the median stays the page's.
 * `timeLeft` is asked before every round: when it says no, the pages are judged on the runs taken,
 * so a host slow enough to miss every page cannot run the audit past CI's time limit (decision 117).
 */
export async function rerunInRounds<T>(
  paths: readonly string[],
  rounds: number,
  run: (path: string) => Promise<T>,
  beforeRound: (round: number) => Promise<void>,
  timeLeft: () => boolean = () => true,
): Promise<Map<string, T[]>> {
  const results = new Map<string, T[]>(paths.map((path) => [path, []]));
  if (paths.length === 0) return results;
  for (let round = 1; round <= rounds && timeLeft(); round += 1) {
    await beforeRound(round);
    for (const path of paths) results.get(path)?.push(await run(path));
  }
  return results;
}
