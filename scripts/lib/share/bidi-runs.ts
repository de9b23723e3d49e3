/**
 * The runs a line of mixed-direction text is drawn in, left to right on the card (decision 072):
 * the Unicode Bidirectional Algorithm's levels from bidi-js, cut where the level or the face
 * changes, then put in visual order by rules L1 and L2 of UAX #9. HarfBuzz shapes each run in its
 * own direction; it does not reorder runs, which is why satori's text and resvg 2.6's <text> draw
 * "رسائل SMS جماعية" wrongly and this does not.
 */
import bidiFactory from "bidi-js";

const bidi = bidiFactory();

export type Direction = "ltr" | "rtl";

export interface Run {
  /** UTF-16 offsets into the paragraph, end exclusive. */
  start: number;
  end: number;
  /** Odd levels are right to left. */
  level: number;
  /** Which of the caller's faces draws it. */
  face: number;
}

/** The paragraph's bidi levels, one per UTF-16 unit, with its base direction forced. */
export function bidiLevels(text: string, dir: Direction): Uint8Array {
  return bidi.getEmbeddingLevels(text, dir).levels;
}

const whitespace = /\s/;

/**
 * The runs of the line text[start, end) in visual order, left to right. `faceOf(index)` names the
 * face of the character at an offset. Trailing whitespace takes the paragraph's level (L1), and
 * every maximal sequence of runs at or above each odd level, highest first, is reversed (L2).
 */
export function visualRuns(
  text: string,
  levels: Uint8Array,
  dir: Direction,
  start: number,
  end: number,
  faceOf: (index: number) => number,
): Run[] {
  const baseLevel = dir === "rtl" ? 1 : 0;
  const lineLevels = Array.from(levels.subarray(start, end));
  for (
    let index = lineLevels.length - 1;
    index >= 0 && whitespace.test(text[start + index] ?? "");
    index -= 1
  ) {
    lineLevels[index] = baseLevel;
  }
  const runs: Run[] = [];
  for (let index = start; index < end; index += 1) {
    const level = lineLevels[index - start] ?? baseLevel;
    const face = faceOf(index);
    const last = runs.at(-1);
    if (last && last.level === level && last.face === face) last.end = index + 1;
    else runs.push({ start: index, end: index + 1, level, face });
  }
  const highest = Math.max(baseLevel, ...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => run.level).filter((level) => level % 2 === 1), highest + 1);
  let order = runs;
  for (let level = highest; level >= lowestOdd; level -= 1) {
    const next: Run[] = [];
    for (let index = 0; index < order.length; ) {
      if ((order[index]?.level ?? 0) < level) {
        next.push(order[index] as Run);
        index += 1;
        continue;
      }
      let stop = index;
      while (stop < order.length && (order[stop]?.level ?? 0) >= level) stop += 1;
      next.push(...order.slice(index, stop).reverse());
      index = stop;
    }
    order = next;
  }
  return order;
}
