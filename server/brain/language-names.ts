/**
 * The languages visitors name in their questions ("in Tamil?", "Arabic and English"), one list for
 * every rule that reads them: what kind of answer is asked, whether a passage's "Yes" covers the
 * language, whether a market's languages do.
 */
import { normalize } from "./text.ts";

export const spokenLanguages = [
  "arabic",
  "english",
  "hindi",
  "urdu",
  "tamil",
  "telugu",
  "bengali",
  "marathi",
  "kannada",
  "malayalam",
  "gujarati",
  "punjabi",
  "french",
  "german",
  "spanish",
  "russian",
  "chinese",
  "tagalog",
  "persian",
  "farsi",
] as const;

/** India's own languages, which its "regional languages" cover. */
export const indianLanguages: ReadonlySet<string> = new Set([
  "hindi",
  "tamil",
  "telugu",
  "bengali",
  "marathi",
  "kannada",
  "malayalam",
  "gujarati",
  "punjabi",
]);

const named = new RegExp(String.raw`\b(${spokenLanguages.join("|")})\b`, "g");

/** The languages a text names, each once, in its normal form. */
export const languagesNamedIn = (text: string): string[] => [...new Set(normalize(text).match(named) ?? [])];
