/**
 * The languages visitors name in their questions ("in Tamil?", "Arabic and English"), one list for
 * every rule that reads them: what kind of answer is asked, whether a passage's "Yes" covers the
 * language, whether a market's languages do.
 */
import { normalize } from "./text.ts";

/** India's own languages, which its "regional languages" cover. */
const indian = [
  "hindi",
  "tamil",
  "telugu",
  "bengali",
  "bangla",
  "marathi",
  "kannada",
  "malayalam",
  "gujarati",
  "punjabi",
  "assamese",
  "odia",
];
export const indianLanguages: ReadonlySet<string> = new Set(indian);

export const spokenLanguages = [
  "arabic",
  "english",
  "urdu",
  ...indian,
  "french",
  "german",
  "spanish",
  "russian",
  "chinese",
  "tagalog",
  "persian",
  "farsi",
];

const named = new RegExp(String.raw`\b(${spokenLanguages.join("|")})\b`, "g");

/** The languages a text names, each once, in its normal form. */
export const languagesNamedIn = (text: string): string[] => [...new Set(normalize(text).match(named) ?? [])];

/** Whether a page's text names every language a question names (and it names one). */
export function languagesCovered(question: string, pageText: string): boolean {
  const asked = languagesNamedIn(question);
  const stated = new Set(languagesNamedIn(pageText));
  return asked.length > 0 && asked.every((language) => stated.has(language));
}
