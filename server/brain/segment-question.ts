/**
 * "Our Arabic SMS is about 150 characters, how many SMS is that?" and "so a 150-character Arabic
 * promo to Qatar, how much per recipient?": the segments are computed from the length and the
 * alphabet (contracts/sms-segments.ts, as the pricing page's calculator counts them), and the cost
 * from the market's published rate. The alphabets that need Unicode are content (vocabulary).
 */

import { assistantVocabulary } from "../../app/content/assistant/vocabulary/index.ts";
import { smsCountries, smsCountryPath } from "../../app/content/catalogue.ts";
import { defaultLocale } from "../../app/content/locales.ts";
import type { SmsRate } from "../../app/content/page-schemas.ts";
import { paths } from "../../app/content/site-map.ts";
import { formatPerMessage } from "../../contracts/format-price.ts";
import { type Encoding, segmentLimits } from "../../contracts/sms-segments.ts";
import type { PageRef } from "./compose.ts";
import { volumeOf } from "./message-counts.ts";
import { namedTraffic } from "./rate-comparison.ts";
import { say } from "./say.ts";
import { normalize } from "./text.ts";
import type { Answer, DialogueState } from "./types.ts";
import { asksFeeIncluded, volumeCost } from "./volume-cost.ts";

/**
 * A length in characters as visitors write it: "150 characters", "150-char", "about 200 letters",
 * "150 arabic letters".
 */
/** ("AD- is counted in the 11 character sender ID limit?" gives a name's length, not a message's.) */
const length =
  /\b(\d{1,4}) ?-?(?:(?:arabic|hindi|english|urdu|unicode|gsm|latin) )?(characters?|chars?|letters?)\b(?! (sender|header))/;
const unicodeWords = new Set(assistantVocabulary[defaultLocale].unicodeScripts.map(normalize));

/** "And if my text is longer?", "how many characters per part?": how a long message is split. */
const longMessage =
  /\b(longer|long (message|messages|text|texts|sms)|per part|each part|concatenat\w*|split)\b/;
/** "How many characters per message?": what one SMS holds (not a sender name's length). */
const charactersAsked =
  /\b(how many (characters|chars|letters)|(character|char) limit|max(imum)? (characters|chars))\b/;
const aboutText =
  /\b(text|texts|message|messages|sms|segments?|parts?|characters?|arabic|hindi|unicode|emojis?|promos?|campaigns?)\b/;
/** "What if I add an emoji?", "if we write it in Arabic?": a Unicode alphabet put into a message. */
const addingScript = (text: string) =>
  /\b(if|add|adding|put|insert|has|have|contains?|using)\b/.test(text) &&
  /\b(text|texts|message|messages|msg|msgs|sms|promo|promos|campaign|campaigns)\b/.test(text) &&
  text.split(" ").some((word) => unicodeWords.has(word));
/**
 * "Is an Arabic SMS more expensive?", "my invoice shows 2 SMS for one Arabic message": a Unicode
 * alphabet's fewer characters per segment, which is why it costs more.
 */
export const scriptCharged = (text: string) =>
  text.split(" ").some((word) => unicodeWords.has(word)) &&
  /\b(costs? more|more expensive|pricier|costlier|(any|some|few|a) difference|the same$|same (thing|price|cost|rate)|charged? (more|extra|double|as (two|2))|charges? more|more charge|counted as (two|2)|(two|2) (sms|messages|segments) for (one|1|a|a single)|double|twice|extra charge|higher (price|rate|charge))\b/.test(
    text,
  );
// (With a market in play, "how many characters fit in one SMS?" is that market's fact.)
const rulesAsked = (text: string, market?: string) =>
  (longMessage.test(text) ||
    addingScript(text) ||
    scriptCharged(text) ||
    (charactersAsked.test(text) && !nameLength.test(text) && !market)) &&
  aboutText.test(text);

/** What one SMS holds and how a longer one is split, linked to the market in play and the pricing page. */
function segmentRules(market: string | undefined, ref: (path: string) => PageRef): Answer {
  const pages = [...(market ? [market] : []), paths.smsPricing].map(ref);
  const [first] = pages;
  return {
    response: `${say.segmentRules()} ${first ? say.readMore(first.title, first.path) : ""}`.trim(),
    sources: pages,
    fromFacts: true,
  };
}

/** "One segment each", "single-segment", "2 parts each": the segments each message takes, given outright. */
export const segmentsStated = (message: string) =>
  /\b(one|single|1|two|three|[2-9]) ?(segments?|parts?)\b/.test(normalize(message));

const spelledSegments: Record<string, number> = { two: 2, three: 3, four: 4, five: 5 };
/** "Each 2 segments", "har ek 2 segment ka", "each two segments": how many segments each counted message takes. */
export const segmentsEachOf = (question: string) => {
  const written = /\b([2-9]|two|three|four|five) ?(?:segments?|parts?)\b/.exec(normalize(question))?.[1];
  return written ? (spelledSegments[written] ?? Number(written)) : 1;
};

/** Whether a message gives a message's length in characters. */
/** "If I write it in English?": the message's own words retyped, not the language of the chat. */
const writtenIn = /\b(write|wrote|written|writing|type|typed|typing|in english|in latin)\b/;

/** The length in play ("120 characters arabic") retyped in English, when the message says so. */
export function retypedLength(text: string, state: DialogueState): string | undefined {
  if (!state.length || !state.script || !writtenIn.test(text)) return undefined;
  return `${state.length.replace(` ${state.script}`, "")} english`;
}

export const givesLength = (message: string) => lengthOf(message) !== undefined;

/** A name's length, not a message's: "our brand name is 16 letters", "sender name of 12 characters". */
const nameLength = /\b(sender (id|name)s?|brand( name)?|header|names?|prefix|suffix)\b|\b(ad-|-ad)(?!\w)/;

/**
 * The length a message gives, written so that a later question can carry it ("150 characters
 * arabic"): the frame keeps it for "so what would each of those cost in Dubai?".
 */
export function lengthOf(message: string): string | undefined {
  const text = normalize(message);
  if (nameLength.test(text) && !/\b(message|messages|text|texts|template)\b/.test(text)) return undefined;
  const found = length.exec(text);
  if (!found) return undefined;
  const script = scriptNamed(message);
  return `${found[1]} characters${script ? ` ${script}` : ""}`;
}

/** A Unicode script a message names ("Hindi", "Arabic", "emoji"), in normal form. */
export const scriptNamed = (message: string): string | undefined =>
  normalize(message)
    .split(" ")
    .find((word) => unicodeWords.has(word));

/** How many segments a text of this many characters takes in this encoding. */
export function segmentsFor(characters: number, encoding: Encoding): number {
  const { single, part } = segmentLimits[encoding];
  return characters <= single ? 1 : Math.ceil(characters / part);
}

/**
 * The answer to a question that gives a message's length, or undefined when it gives none.
 * With a market named or in play, the cost per recipient at the rate of the traffic type asked
 * about (transactional when none is).
 */
export function segmentAnswer(
  question: string,
  market: string | undefined,
  rates: readonly SmsRate[],
  ref: (path: string) => PageRef,
): Answer | undefined {
  const text = normalize(question);
  // ("What is this AD- prefix, and it counts inside the 11 characters?": a sender ID's length.)
  const found = /\b(ad-|-ad)(?!\w)/.test(text) ? null : length.exec(text);
  if (!found) return rulesAsked(text, market) ? segmentRules(market, ref) : undefined;
  // ("Longer than 70 characters?", Hindi's "70 अक्षर से लंबा": one character more than that.)
  const before = text.slice(0, found.index);
  const after = text.slice(found.index + found[0].length);
  const beyond =
    /\b(longer than|more than|over|above|exceeds?|exceeding|beyond)\s*$/.test(before) ||
    /^ (longer|exceeded)\b/.test(after);
  const characters = Number(found[1]) + (beyond ? 1 : 0);
  if (characters < 1) return undefined;
  const unicode = text.split(" ").some((word) => unicodeWords.has(word));
  const encoding: Encoding = unicode ? "UCS-2" : "GSM-7";
  const segments = segmentsFor(characters, encoding);
  const perSegment = segments === 1 ? segmentLimits[encoding].single : segmentLimits[encoding].part;
  const counted = say.segmentCount(
    characters,
    unicode ? "Unicode" : "GSM-7",
    segments,
    perSegment,
    segmentLimits[encoding].single,
  );
  // ("A 100-character Hindi message to 10,000 students, what will it cost?": India's languages with a
  // count and no market are sent in India, the one market where they are written; the reply names it.)
  const indian = /\b(hindi|marathi|tamil|telugu|bengali|gujarati|kannada|malayalam|punjabi)\b/.test(text);
  const place = market ?? (indian && volumeOf(question) ? smsCountryPath("india") : undefined);
  const country = smsCountries.find((entry) => smsCountryPath(entry.slug) === place);
  const rate = country && rates.find((entry) => entry.country === country.slug);
  const pricing = ref(paths.smsPricing);
  if (!country || !rate || !place)
    return {
      response: `${counted} ${say.readMore(pricing.title, pricing.path)}`,
      sources: [pricing],
      fromFacts: true,
    };
  const traffic = namedTraffic(question) ?? "transactional";
  const price = rate[traffic];
  const cost = say.segmentCost(
    formatPerMessage(price),
    traffic,
    country.shortName,
    place,
    formatPerMessage(Math.round(price * segments * 10_000) / 10_000),
  );
  // "…and to 10,000 people?": the total for all of them too.
  const count = volumeOf(question);
  // (With where every market's rates are, as a rate's answer says.)
  // ("…with the one-time sender fee": added when asked for, as a rate's total adds it.)
  const fee = asksFeeIncluded(question) ? rate.senderIdFee : 0;
  const total = count ? ` ${volumeCost(count, price * segments, fee)}` : "";
  return {
    response: `${counted} ${cost}${total} ${say.pricingSeeAll()}`,
    sources: [ref(place), pricing],
    fromFacts: true,
  };
}
