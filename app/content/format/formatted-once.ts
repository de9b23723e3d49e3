/**
 * Texts formatted with Intl once and then reused, keyed by what was formatted ("price|ar|…").
 * The pre-rendering server ships the texts a page shows as it loads in the route's loader data
 * and the page remembers them before it hydrates: the browser's first Intl formatter costs
 * 12–27 ms of ICU set-up, which would otherwise land in the middle of hydration (decision 095).
 * Intl formats whatever nobody sent (a price an operator just changed, a count typed since).
 * Tiny on purpose: a route's first-load chunk imports it.
 */
const texts = new Map<string, string>();

/** Texts under their keys, as plain data for a loader. */
export type FormattedTexts = Readonly<Record<string, string>>;

/** The text under `key`: the one the server sent or formatted before, else `format()`'s. */
export function formattedOnce(key: string, format: () => string): string {
  let text = texts.get(key);
  if (text === undefined) {
    text = format();
    texts.set(key, text);
  }
  return text;
}

/** Keeps texts the server formatted; a key already known keeps its text. */
export function rememberFormatted(known: FormattedTexts): void {
  for (const [key, text] of Object.entries(known)) if (!texts.has(key)) texts.set(key, text);
}
