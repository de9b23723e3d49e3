/**
 * Sender names asked about: one the visitor proposes in quotes ("Our sender ID will be
 * 'JaipurCrafts', is that OK?"), measured against the market's limit (at most 11 characters,
 * India's exactly 6); one name for promotions and OTPs, or two; the mark promotional names carry.
 */
import { smsCountries } from "../../app/content/catalogue.ts";
import { marketFacts } from "../../app/content/facts/index.ts";
import { marketFactsOf } from "../../app/content/render/site.ts";
import { writtenMessage } from "./languages/answer-locale.ts";
import { say } from "./say.ts";
import { normalize } from "./text.ts";
import { asksYesNo } from "./yes-no.ts";

/** A name in quotes of any kind: 'JaipurCrafts', "RW Alerts", “Zaatar”, «OudJeddah». */
const quoted = /['"“‘«]([\p{L}\p{N}][\p{L}\p{N} &.-]{0,18}[\p{L}\p{N}])['"”’»]/u;

/**
 * A name written in capitals without quotes ("can we use GULFSMILEDENT as sender name?"): one word
 * of five or more capitals, that no abbreviation of the trade is ("SMS", "TDRA", "WHATSAPP").
 */
const capitals = /(?<![\p{L}\p{N}-])(\p{Lu}[\p{Lu}\p{N}]{4,19})(?![\p{L}\p{N}-])/gu;
const tradeWords =
  /^(WHATSAPP|SENDER|PROMO|PROMOTIONAL|TRANSACTIONAL|ALERTS?|NOTIFY|HELLO|TDRA|CITC|TRAI|CRA|NTRA|SMPP|HTTPS?|UNICODE|ARABIC|HINDI|ENGLISH|DUBAI|QATAR|KUWAIT|BAHRAIN|INDIA|SAUDI|OOREDOO|BATELCO|MOBILY|AIRTEL|VODAFONE|URGENT|TODAY|PLEASE|THANKS?)$/;
function capitalName(written: string, read: string): string | undefined {
  // (The word for the name read in English too: "لو اسم المرسل حقي ALWAHATYPING، ينفع؟".)
  if (!/\b(sender|name|brand|header|id)\b/i.test(`${written} ${read}`)) return undefined;
  return [...written.matchAll(capitals)]
    .map((match) => match[1] ?? "")
    .find((word) => !tradeWords.test(word));
}

/** The verdict on a quoted sender name in the market of `slug`, or undefined when none is quoted. */
export function proposedNameVerdict(slug: string, message: string): string | undefined {
  const written = writtenMessage() ?? message;
  const name = quoted.exec(written)?.[1] ?? capitalName(written, message);
  const { maxLength, exactLength } = marketFacts(slug).senderId;
  const max = exactLength ?? maxLength;
  if (!name || max === null || max === undefined) return undefined;
  return say.senderNameLength(name, [...name].length, max, exactLength !== undefined);
}

/**
 * "Do we need a separate sender name for marketing?": yes where the market sends promotions on a
 * sender ID of their own; "the same name as our OTPs?": no. Nothing where the market page says
 * nothing of it.
 */
/** A sender name asked to be shared or kept apart: "from the same name?", "a separate sender ID?". */
export const sharedNameAsked =
  /\b(same|one|separate|different|another|second) (sender )?(name|names|id|ids|sender id|sender ids)\b/;

export function separateNameVerdict(slug: string, message: string): string | undefined {
  const text = normalize(message);
  // (Or asked as a "what if" or a wish: "and if we send promotions from the same name?")
  const asked = asksYesNo(message) || /\b(if|want|wants|can|could|may|will it|would it)\b/.test(text);
  if (!asked || !marketFacts(slug).senderId.promotional.separateSenderId) return undefined;
  const verdict = /\b(separate|different|another|second)\b/.test(text)
    ? say.offeredYes()
    : /\bsame\b/.test(text)
      ? say.requirementNo()
      : undefined;
  return verdict && `${verdict} ${say.separateSenderName()}`;
}

/** The marks promotional sender IDs carry somewhere ("AD-" in the UAE, "-AD" in Saudi Arabia). */
const affixes = [
  ...new Set(
    smsCountries.flatMap((country) => {
      const { prefix, suffix } = marketFactsOf(country.slug).senderId.promotional;
      return [prefix, suffix].flatMap((affix) => (affix ? [affix] : []));
    }),
  ),
];

/** Whether a name must carry a mark: "has to end with…", "does it need to start with…". */
export const asksMark =
  /\b(has|have|need|needs|must|should|is|does|do)( \w+){0,3} (end|ends|start|starts|begin|begins|carry|carries|include|includes|add|put)\b|\bat the (start|end|beginning)\b|\b(need|needs|require|requires|carry|carries)( the| an| a)? (ad|prefix|suffix)\b/;

/**
 * The mark a message names, as the facts write it: "what is this AD- thing" is the prefix "AD-",
 * "end with -AD?" or "AD at the end" the suffix "-AD". A bare "ad" (an advert) is none.
 */
export function affixNamed(message: string): string | undefined {
  for (const affix of affixes) {
    const core = affix.replace(/-/g, "");
    const written = new RegExp(`(?<![\\w-])(-?)${core}(-?)(?![\\w-])`, "i").exec(message);
    if (!written) continue;
    if (written[1]) return `-${core}`;
    if (written[2]) return `${core}-`;
    // (Without a hyphen, only in its own case beside "end"/"suffix" or "start"/"prefix".)
    // (Or read from Arabic or Hindi, lower-cased, beside "at the start"/"at the end", or "ad prefix",
    // "ad before the sender id".)
    const beside = new RegExp(`\\b${core} (prefix|suffix|before|after)\\b`, "i").test(message);
    if (!message.includes(core) && !/\bat the (start|end)\b/i.test(message) && !beside) continue;
    if (/\b(ends?|ending|suffix|after)\b/i.test(message)) return `-${core}`;
    if (/\b(starts?|starting|begins?|prefix|before)\b/i.test(message)) return `${core}-`;
  }
  return undefined;
}
