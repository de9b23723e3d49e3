/** A seeded pseudo-random generator: the same seed picks the same fuzz cases. */
export interface Rng {
  next(): number;
  int(below: number): number;
  pick<T>(list: readonly T[]): T;
  chance(probability: number): boolean;
}

/** mulberry32: tiny, fast, and good enough to pick cases. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  return {
    next,
    int,
    pick: (list) => list[int(list.length)] as (typeof list)[number],
    chance: (p) => next() < p,
  };
}
