/**
 * A chat reply rendered for speech (issue "The assistant answers the question asked"): what a
 * person would say on the phone, not the chat text read aloud. No Markdown, links or parenthetical
 * asides ("(USD, excluding taxes)"); prices said as words ("3.9 US cents"); the first two sentences
 * that answer, then where the page is, then the reply's question if it asked one. Used by the
 * voice endpoint (Vapi) and by the browser's own speech, which also shows the reply and its links.
 */
import { replaceLinks, sitePath, toSpeech } from "./reply-text.ts";

const CLOSERS = "\"')]";

/** The words of one language that a spoken reply puts in (app/content/assistant-speech.ts builds them). */
export interface SpokenWords {
  onScreen: string;
  onPage: (page: string) => string;
  cents: (amount: string) => string;
  dollars: (amount: string) => string;
  /** Sentences that point at a page or the form: said once, in our own words, at the end. */
  pointers: RegExp;
}

/** English, the default (the texts of app/content/assistant/speech/en.ts). */
export const englishSpokenWords: SpokenWords = {
  onScreen: "I've put the page on your screen.",
  onPage: (page) => `It's on our ${page} page.`,
  cents: (amount) => `${amount} US ${amount === "1" ? "cent" : "cents"}`,
  dollars: (amount) => `${amount} US ${amount === "1" ? "dollar" : "dollars"}`,
  pointers: /^(Learn more|See also|Every market's rates are on|Read more|More on|The form below)\b/i,
};

/** The reply's sentences: a sentence ends at ".", "!", "?", "؟" or "।" before a space or the end ("3.9" goes on). */
function sentencesOf(text: string): string[] {
  const sentences: string[] = [];
  let current: string[] = [];
  for (const word of text.split(" ")) {
    if (!word) continue;
    current.push(word);
    const core = CLOSERS.includes(word.at(-1) ?? "") ? word.slice(0, -1) : word;
    if (/[.!?؟।]$/.test(core)) {
      sentences.push(current.join(" "));
      current = [];
    }
  }
  if (current.length > 0) sentences.push(current.join(" "));
  return sentences;
}

/** "3.90" → "3.9", "1.00" → "1" (a loop: a trailing-zeros pattern would be polynomial). */
function withoutZeros(digits: string): string {
  if (!digits.includes(".")) return digits;
  let text = digits;
  while (text.endsWith("0")) text = text.slice(0, -1);
  return text.endsWith(".") ? text.slice(0, -1) : text;
}

/**
 * "$0.0390" → "3.9 US cents", "$150" → "150 US dollars", "$1,700.00" → "1,700 US dollars"; the
 * Arabic pages' "0.0340 US$" likewise, in the words of the reply's language.
 */
export function spokenPrices(text: string, words: SpokenWords = englishSpokenWords): string {
  const say = (whole: string, fraction: string) => {
    const amount = Number(`${whole.replaceAll(",", "")}.${fraction || "0"}`);
    if (amount > 0 && amount < 1) return words.cents(withoutZeros((amount * 100).toFixed(2)));
    return words.dollars(/^0*$/.test(fraction) ? whole : `${whole}.${fraction}`);
  };
  return (
    text
      .replace(/\$(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d{1,6}))?/g, (_, whole: string, fraction = "") =>
        say(whole, fraction),
      )
      // Starts only where a number starts (the look-behind), so every digit is read once: linear.
      .replace(/(?<![\d,.])(\d[\d,]*)(?:\.(\d{1,6}))? ?US\$/g, (_, whole: string, fraction = "") =>
        say(whole, fraction),
      )
  );
}

export interface SpokenOptions {
  /** The reply's links are on the visitor's screen (the browser's speech, in the chat panel). */
  linkOnScreen: boolean;
  /**
   * The title of the page the reply rests on (its first source), said where the link cannot be
   * shown ("It's on our SMS pricing page"); none for the contact page, which the words name.
   */
  page?: string;
  /** The reply's language's words; English by default. */
  words?: SpokenWords;
}

export function spokenReply(
  markdown: string,
  { linkOnScreen, page, words = englishSpokenWords }: SpokenOptions,
): string {
  let links = 0;
  replaceLinks(markdown, (link) => {
    if (sitePath(link.target)) links += 1;
    return "";
  });
  // Asides in brackets go; a number's brackets ("+1 (555) 010-0199") stay. toSpeech has already
  // collapsed the spaces, so one optional space before the bracket is enough (and linear).
  const plain = spokenPrices(
    toSpeech(markdown).replace(/ ?\(([^()]*)\)/g, (whole, inner: string) =>
      /\p{L}/u.test(inner) ? "" : whole,
    ),
    words,
  );
  const sentences = sentencesOf(plain);
  const question = [...sentences].reverse().find((sentence) => /[?؟]$/.test(sentence));
  const said = sentences
    .filter((sentence) => !words.pointers.test(sentence) && sentence !== question)
    .slice(0, 2);
  let pointer = "";
  if (links > 0 && linkOnScreen) pointer = words.onScreen;
  else if (links > 0 && page) pointer = words.onPage(page);
  return [...said, pointer, question ?? ""].filter(Boolean).join(" ");
}
