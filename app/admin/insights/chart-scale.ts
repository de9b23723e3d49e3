/**
 * The daily chart's value axis: a top at a round figure (1, 2 or 5 times a power of ten a step)
 * with four or five gridlines, so "3" reads against 0, 1, 2, 3 and "87" against 0, 20 … 100.
 */
export function valueTicks(max: number): number[] {
  const top = Math.max(1, max);
  const rough = top / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(
    1,
    [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough) ?? power,
  );
  const ticks: number[] = [];
  for (let value = 0; value < top + step; value += step) ticks.push(value);
  return ticks;
}

/** Which days get a label under the axis: about six of them, the first and the last always. */
export function labelledDays(count: number): Set<number> {
  const every = Math.max(1, Math.ceil(count / 6));
  const shown = new Set<number>();
  for (let index = 0; index < count; index += every) shown.add(index);
  if (count > 0) {
    // The last day replaces a label too close to it.
    const lastShown = Math.max(...shown);
    if (count - 1 - lastShown < every / 2 && lastShown !== 0) shown.delete(lastShown);
    shown.add(count - 1);
  }
  return shown;
}
