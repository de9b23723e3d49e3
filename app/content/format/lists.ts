/**
 * Lists and names through Intl in the page's locale: "Jio, Airtel and BSNL",
 * "PAN, GST certificate or other business proof", "Arabic", "United Arab Emirates".
 */
export function formatList(items: readonly string[], tag: string, type: "and" | "or" = "and"): string {
  return new Intl.ListFormat(tag, { type: type === "and" ? "conjunction" : "disjunction" }).format(items);
}

/** A language's name ("ar" is "Arabic" in English). */
export function languageName(code: string, tag: string): string {
  return new Intl.DisplayNames([tag], { type: "language" }).of(code) ?? code;
}

/** The first letter in upper case, as a list that opens a sentence needs ("Commercial registration…"). */
export function capitalise(text: string, tag: string): string {
  return text.charAt(0).toLocaleUpperCase(tag) + text.slice(1);
}
