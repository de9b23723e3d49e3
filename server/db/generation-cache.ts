/**
 * A bounded cache in two generations instead of an LRU list (decision 032): a hit in the old
 * generation moves the entry to the young one; when the young one holds half the size it becomes
 * the old one and the previous old one is dropped. O(1), no per-hit reordering.
 */
export interface GenerationCache<T> {
  get(id: string): T | undefined;
  /** Puts (or keeps) the value in the young generation. */
  remember(id: string, value: T): void;
  forget(id: string): void;
  /** Drops every entry the predicate matches. */
  dropWhere(matches: (value: T) => boolean): void;
}

export function createGenerationCache<T>(size: number): GenerationCache<T> {
  let young = new Map<string, T>();
  let old = new Map<string, T>();
  return {
    get: (id) => young.get(id) ?? old.get(id),
    remember(id, value) {
      if (young.get(id) === value) return;
      young.set(id, value);
      if (young.size >= size / 2) {
        old = young;
        young = new Map();
      }
    },
    forget(id) {
      young.delete(id) || old.delete(id);
    },
    dropWhere(matches) {
      for (const generation of [young, old])
        for (const [id, value] of generation) if (matches(value)) generation.delete(id);
    },
  };
}
