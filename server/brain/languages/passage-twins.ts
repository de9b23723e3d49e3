/**
 * Each English passage's twin in another language: the same page's same paragraph, FAQ or card,
 * built from that locale's content by the same walk (knowledge.ts), so the passage the English
 * engine chose is written out in the visitor's language (decision 120).
 */
import { defaultLocale, type Locale } from "../../../app/content/locales.ts";
import { buildPassages, type Passage } from "../knowledge.ts";
import { say } from "../say.ts";
import { siteContentIn } from "../site-content.ts";
import { answerLocale } from "./answer-locale.ts";

const built = new Map<Locale, Passage[]>();

function passagesIn(locale: Locale): Passage[] {
  let found = built.get(locale);
  if (!found) {
    found = buildPassages(siteContentIn(locale), locale);
    built.set(locale, found);
  }
  return found;
}

/**
 * The passage in `locale`, or undefined when the pages' structures differ there (a locale missing a
 * FAQ would shift every id after it: a twin must sit on the same page, of the same kind).
 */
export function twinOf(passage: Passage, locale: Locale): Passage | undefined {
  if (locale === defaultLocale) return passage;
  const english = passagesIn(defaultLocale)[passage.id];
  if (!english || english.path !== passage.path || english.text !== passage.text) return undefined;
  const twin = passagesIn(locale)[passage.id];
  return twin && twin.path === passage.path && twin.kind === passage.kind ? twin : undefined;
}

/** The first page passage of `path` in `locale` (its introduction), for a passage without a twin. */
export function leadIn(path: string, locale: Locale): Passage | undefined {
  return passagesIn(locale).find((passage) => passage.path === path && passage.kind === "lead");
}

const MAX_CHARS = 360;

/** The first sentences of a text in any script ("." "!" "?" "؟" and "।" end them), within a bubble's length. */
export function sentencesOf(text: string, maxSentences = 2): string {
  const parts = text
    .split(/(?<=[.!?؟।])\s+/u)
    .map((part) => part.trim())
    .filter(Boolean);
  let body = "";
  for (const part of parts.slice(0, maxSentences)) {
    if (body && body.length + part.length > MAX_CHARS) break;
    body = body ? `${body} ${part}` : part;
  }
  return body || text.slice(0, MAX_CHARS);
}

/** A passage's opening in its language; a card keeps its heading, as the English answer does. */
export function twinExcerpt(passage: Passage, maxSentences = 2): string {
  const text = sentencesOf(passage.text, maxSentences);
  return passage.kind === "card" ? `**${passage.heading}**: ${text}` : text;
}

/**
 * What the answer says of `passage`: `english` (the excerpt the English engine chose) in English,
 * the passage's twin in another language, or that page's introduction when it has none.
 */
export function passageWords(passage: Passage, english: string, maxSentences = 2): string {
  const locale = answerLocale();
  if (locale === defaultLocale) return english;
  const twin = twinOf(passage, locale) ?? leadIn(passage.path, locale);
  if (!twin) return english;
  // The "Yes." or "No." the answer put first (compose.ts) stays first; a twin's own "Yes" goes
  // where the English answer left the passage's out.
  // (The passage's own English "Yes" too, when the answer kept it.)
  const starts = (word: string, own: RegExp) => english.startsWith(`${word} `) || own.test(english);
  const first = starts(say.offeredYes(), /^Yes\b/)
    ? say.offeredYes()
    : starts(say.requirementNo(), /^No\b/)
      ? say.requirementNo()
      : undefined;
  // (Dropped before the sentences are counted: "نعم." is no sentence of the answer.)
  const dropYes = /^Yes\b/.test(passage.text) && !first;
  const said = dropYes ? { ...twin, text: twin.text.replace(twinYes, "") } : twin;
  // The sentences the English answer chose, by their place ("a website takes a few weeks" is the
  // third in every language), when the two texts pair sentence for sentence.
  const chosen =
    !dropYes && twin.kind !== "card" ? sameSentences(passage.text, english, twin.text) : undefined;
  const bare = chosen ?? twinExcerpt(said, maxSentences);
  return first && !bare.startsWith(first.slice(0, -1)) ? `${first} ${bare}` : bare;
}

const sentenceList = (text: string) =>
  text
    .split(/(?<=[.!?؟।])\s+/u)
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * The twin's sentences at the places of the English sentences that `excerpt` says. (Where a
 * translation split or joined sentences, a later sentence chosen past the opening ones, such as the
 * IP address's last sentence of the chat paragraph, is found at its share of the way through.)
 */
function sameSentences(english: string, excerpt: string, twin: string): string | undefined {
  const ours = sentenceList(english);
  const theirs = sentenceList(twin);
  if (ours.length < 2 || theirs.length < 2) return undefined;
  const places = ours.flatMap((sentence, at) => (excerpt.includes(sentence) ? [at] : []));
  const opening = places.every((place, order) => place === order);
  if (ours.length !== theirs.length && opening) return undefined;
  const scale = (theirs.length - 1) / (ours.length - 1);
  const chosen = [...new Set(places.map((place) => Math.round(place * scale)))].map((at) => theirs[at] ?? "");
  const text = chosen.join(" ");
  return chosen.length > 0 && text.length <= MAX_CHARS * 1.5 ? text : undefined;
}

/** A twin's leading "Yes" ("نعم،", "हाँ।"), with its stop. */
const twinYes = /^(نعم|हाँ|हां)[.,،।!]?\s*/u;
