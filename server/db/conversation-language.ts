/**
 * The language of a stored assistant conversation, for the console (issue 24): the one place
 * that decides it, so the transcript, the insights lists, their filter and their counts agree.
 *
 * The engine records the language of each reply in the dialogue state (`state.language`,
 * server/brain/types.ts; decision 120), and that is the answer whenever it is there.
 * Conversations stored before it was recorded are read from what the visitor wrote: the script
 * most of their letters are in, Arabic or Devanagari; Latin letters say nothing (English,
 * romanised Hindi and an Arabic visitor's "WhatsApp" all use them), so then the language of
 * the page the conversation started on ("/ar/contact"), else English.
 */
import { isLocale, type Locale, localeOfPath } from "../../app/content/locales.ts";

export interface ConversationLanguageEvidence {
  /** The conversation's stored dialogue state, as stored (any shape). */
  state: unknown;
  /** What the visitor wrote, oldest first (a sample is enough: the script shows in a few words). */
  userMessages: readonly string[];
  /** The page the conversation started on, if known (decision 054). */
  sourcePath: string | null;
}

// Letters only: Arabic-Indic digits and the Arabic comma are no evidence of a language.
const ARABIC_LETTER = /(?=\p{L})\p{Script=Arabic}/gu;
const DEVANAGARI_LETTER = /(?=\p{L})\p{Script=Devanagari}/gu;
const LATIN_LETTER = /(?=\p{L})\p{Script=Latin}/gu;

const count = (pattern: RegExp, text: string) => text.match(pattern)?.length ?? 0;

/** "ar" or "hi" when most of the letters are in that script, else null (Latin, or no letters). */
export function scriptLanguage(text: string): Locale | null {
  const arabic = count(ARABIC_LETTER, text);
  const devanagari = count(DEVANAGARI_LETTER, text);
  const latin = count(LATIN_LETTER, text);
  // A tie with Latin goes to the other script: product names ("SMS", "RCS") are Latin in every language.
  if (arabic > 0 && arabic >= devanagari && arabic >= latin) return "ar";
  if (devanagari > 0 && devanagari >= latin) return "hi";
  return null;
}

/** The recorded language, else the script of the visitor's messages, else the start page's locale. */
export function conversationLanguage({
  state,
  userMessages,
  sourcePath,
}: ConversationLanguageEvidence): Locale {
  const recorded =
    state && typeof state === "object" ? (state as Record<string, unknown>).language : undefined;
  if (isLocale(recorded)) return recorded;
  return scriptLanguage(userMessages.join("\n")) ?? localeOfPath(sourcePath ?? "/");
}
