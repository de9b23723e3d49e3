/**
 * Which language a message is answered in, and how it is read (decision 120): Arabic script is
 * Arabic and Devanagari Hindi; Hindi typed in Latin letters is read as Hindi and answered in Hindi
 * on Hindi pages, in English elsewhere; a message of names and numbers alone ("WhatsApp?", "UAE",
 * "5000") follows the conversation's language, or else the page's.
 */
import { assistantPivots } from "../../../app/content/assistant/pivot/index.ts";
import { marketTerms, serviceTerms } from "../../../app/content/assistant-knowledge.ts";
import { defaultLocale, type Locale } from "../../../app/content/locales.ts";
import { buildPassages } from "../knowledge.ts";
import { siteContentIn } from "../site-content.ts";
import { isStopWord } from "../text.ts";
import { type PivotLanguage, pivotOf } from "./pivot.ts";
import { scriptCounts } from "./script-text.ts";

export interface MessageLanguage {
  /** The language the reply is written in. */
  answer: Locale;
  /** How the message is read into the understanding's English, when it is not English. */
  read?: { language: PivotLanguage; romanised: boolean };
}

const hindiPivot = assistantPivots.hi;
/**
 * Words the site's English pages use ("register", "reply", "time"): a romanised glossary phrase
 * may hold them ("register karna"), but alone they say nothing of Hindi.
 */
const englishWords = new Set(
  buildPassages(siteContentIn(defaultLocale)).flatMap((passage) =>
    `${passage.heading} ${passage.text}`.toLowerCase().split(/[^a-z]+/),
  ),
);
/** Words only romanised Hindi has: its grammar words and its glossary's words. */
const romanisedHindi = new Set(
  [
    ...(hindiPivot.romanisedFiller ?? []).filter(
      (word) => !["to", "the", "me", "ho", "par", "ya", "ji"].includes(word),
    ),
    ...(hindiPivot.romanised ?? []).flatMap(([, words]) => words.flatMap((phrase) => phrase.split(" "))),
  ].filter((word) => !englishWords.has(word)),
);
/**
 * Of those, the ones English writes too ("me" in "kitne countries me", "email" in "kis email pe"):
 * Hindi within a Hindi conversation ("Oman me?"), no sign of it in a message of their own ("please
 * have your sales team email me").
 */
const sharedWithEnglish = new Set(["me", "email", "mail"]);
const onlyHindi = (word: string) => romanisedHindi.has(word) && !sharedWithEnglish.has(word);

/** Hindi's grammar words alone ("hai", "ka", "kya"): on a Hindi page, one of them says Hindi. */
const romanisedGrammar = new Set(
  [...(hindiPivot.romanisedFiller ?? [])].filter((word) => romanisedHindi.has(word)),
);

/** Two of its words, and at least a fifth of them: "Bharat mein OTP SMS ka rate kya hai?". */
function isRomanisedHindi(words: readonly string[]): boolean {
  const hindi = words.filter(onlyHindi).length;
  return hindi >= 2 && hindi * 5 >= words.length;
}

/** Services and markets as English writes them ("Kuwait", "WhatsApp"): a name is no language. */
const names = new Set(
  [...serviceTerms, ...marketTerms].flatMap((term) =>
    term.names.flatMap((name) => name.toLowerCase().split(" ")),
  ),
);

/** A word that says nothing of the language: a number, a code ("OTP", "SMS", "UAE"), a name as written. */
const neutral = (word: string) => /^[\d.,:+%$-]+$/.test(word) || /^[A-Z0-9]{2,5}s?$/.test(word);

/** A word without the full stops, commas and colons after it (a loop: no regex to backtrack). */
function withoutTrailingStops(word: string): string {
  let end = word.length;
  while (end > 0 && ".,:".includes(word.charAt(end - 1))) end -= 1;
  return word.slice(0, end);
}

/**
 * A reply asked for in a language by name: "hindi me batao", "tell me in Arabic", "please reply in
 * Hindi" (not "can the bot reply in Hindi?" or "if we write in Arabic", which ask of the messages).
 */
const askedLanguage =
  /\b(hindi|arabic) (?:me|mein|mai|main) (?:batao|bataiye|bataao|bolo|boliye|likho|samjhao|jawab do|jawab dijiye|reply karo|baat karo)\b|(?:\b(?:answer|reply|respond|tell|explain|write|talk|speak)(?: to)? me|\b(?:please|pls|plz) (?:answer|reply|respond|continue)|^\s*(?:answer|reply|respond|continue)) in (hindi|arabic)\b/i;

export function messageLanguage(message: string, pageLocale: Locale, conversation?: Locale): MessageLanguage {
  const counts = scriptCounts(message);
  if (counts.arabic >= 2 && counts.arabic >= counts.devanagari)
    return { answer: "ar", read: { language: "ar", romanised: false } };
  const written = message.split(/[^\p{L}\p{N}.,:+%$-]+/u).filter(Boolean);
  // (A word's trailing comma or full stop is no part of it: "jayega, promotional ya service?")
  const words = written.map((word) => withoutTrailingStops(word.toLowerCase()));
  const romanised = { language: "hi", romanised: true } as const;
  // ("Noida (नोएडा) ka fintech startup hai…": romanised Hindi with a name in Devanagari beside it.)
  const latin = words.filter((word) => /^[a-z]/.test(word));
  const devanagariWords = written.length - latin.length;
  if (counts.devanagari >= 2 && !(latin.length > devanagariWords * 3 && isRomanisedHindi(latin)))
    return { answer: "hi", read: { language: "hi", romanised: false } };
  if (counts.devanagari >= 2) return { answer: "hi", read: romanised };
  // "Can you tell me in English…?": asked for in English, answered in English.
  if (/\b(in|into) english\b/i.test(message)) return { answer: defaultLocale };
  // "ab hindi me batao…", "please answer in Arabic": the answer's language asked for by name (not
  // "can we send SMS in Hindi?", which asks of the messages).
  const asked = askedLanguage.exec(message)?.slice(1).find(Boolean)?.toLowerCase();
  if (asked === "hindi") return { answer: "hi", read: isRomanisedHindi(words) ? romanised : undefined };
  if (asked === "arabic") return { answer: "ar" };
  if (isRomanisedHindi(words)) return { answer: pageLocale === "hi" ? "hi" : defaultLocale, read: romanised };
  // ("Please have your sales team call me" in a Hindi conversation: English, whatever its "me".)
  const english = words.filter((word) => isStopWord(word) && !onlyHindi(word)).length;
  const hindiOnly = words.filter((word) => onlyHindi(word) && !isStopWord(word)).length;
  if (english >= 3 && hindiOnly === 0) return { answer: defaultLocale };
  // "aur Kuwait?" or "Rate kya hoga per SMS?" in a Hindi conversation, or "qatar me promo sms ka
  // rate?" on a Hindi page: one Hindi word is enough.
  const hindiWord = (word: string) =>
    conversation === "hi" ? romanisedHindi.has(word) : pageLocale === "hi" && romanisedGrammar.has(word);
  if (words.some(hindiWord)) return { answer: "hi", read: romanised };
  const bare = written.filter((word) => !neutral(word) && !names.has(word.toLowerCase()));
  // "WhatsApp?" or "and Kuwait?" says nothing of the language: the conversation's goes on.
  if (bare.length <= 1 && (conversation ?? pageLocale) !== defaultLocale)
    return { answer: conversation ?? pageLocale };
  return { answer: defaultLocale };
}

/** The message as the understanding reads it. */
export function readMessage(message: string, language: MessageLanguage): string {
  if (!language.read) return message;
  const read = pivotOf(message, language.read.language, language.read.romanised);
  return read || message;
}
