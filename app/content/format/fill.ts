/**
 * Placeholders in texts (decision 058): a text module writes "{salesEmail}" where
 * the copy repeats a fact, and the page's loader fills it from the facts, so a
 * translator places a fact but can never change it. Only `{camelCase}` names are
 * placeholders; other braces ("{, }" in the calculator's hint) are text.
 */
export type TextValues = Readonly<Record<string, string | number>>;

const placeholder = /\{([a-z][A-Za-z0-9]*)\}/g;

/** The placeholder names a text uses, in order. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(placeholder)].map((match) => match[1] ?? "");
}

/**
 * The text with every placeholder replaced; an unknown name throws, so a typo cannot ship.
 * `keep` names placeholders left for later (a visitor's name, a count known only at run time).
 */
export function fill(text: string, values: TextValues, keep: readonly string[] = []): string {
  return text.replace(placeholder, (whole, name: string) => {
    const value = values[name];
    if (value !== undefined) return String(value);
    if (keep.includes(name)) return whole;
    throw new Error(`No value for ${whole} in "${text.slice(0, 80)}"`);
  });
}

/** Every string of a text module's tree filled (arrays and objects keep their shape). */
export function fillAll<T>(texts: T, values: TextValues, keep: readonly string[] = []): T {
  if (typeof texts === "string") return fill(texts, values, keep) as T;
  if (Array.isArray(texts)) return texts.map((item) => fillAll(item, values, keep)) as T;
  if (typeof texts === "object" && texts !== null) {
    return Object.fromEntries(
      Object.entries(texts).map(([key, value]) => [key, fillAll(value, values, keep)]),
    ) as T;
  }
  return texts;
}
