/**
 * A small least-recently-used cache of answers. Visitors ask the same common
 * questions in many wordings that normalise to the same text, and an answer
 * depends only on that text and the current rates, so a hit skips all of the
 * engine's work (see docs/decisions/009-assistant-brain.md).
 */
export class AnswerCache<T> {
  private readonly entries = new Map<string, T>();
  private version: unknown;

  constructor(private readonly capacity = 1000) {}

  /** The cached value for a key, valid only while `version` (the rates in use) is unchanged. */
  get(key: string, version: unknown): T | undefined {
    if (version !== this.version) {
      this.entries.clear();
      this.version = version;
      return undefined;
    }
    const value = this.entries.get(key);
    if (value !== undefined) {
      // Re-insert so the entry becomes the most recently used.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: T): void {
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
