/**
 * A market's facts as answers (issue "The assistant answers the question asked"): a question that
 * asks for one of a market's facts ("what documents do you need", "what time can promotions go
 * out") with a market named or in play gets that fact, worded as the market's page words it
 * (content/render/market-glance.ts), not the nearest passage. A promotional-hours question with a
 * time gets "yes" or "no" first, computed from the market's window.
 */

import { assistantVocabulary } from "../../app/content/assistant/vocabulary/index.ts";
import { smsCountries, smsCountryEntriesIn, smsCountryPath } from "../../app/content/catalogue.ts";
import { smsSegments } from "../../app/content/facts/sms-segments.ts";
import type { MarketFactRow } from "../../app/content/facts/types.ts";
import { fill } from "../../app/content/format/fill.ts";
import { defaultLocale } from "../../app/content/locales.ts";
import { marketFact, marketFactsOf, smsCountryPage } from "../../app/content/render/site.ts";
import { siteTexts } from "../../app/content/site/index.ts";
import { paths } from "../../app/content/site-map.ts";
import { otpSpeedAsked } from "./delivery-questions.ts";
import { indianLanguages, languagesNamedIn } from "./language-names.ts";
import { answerLocale } from "./languages/answer-locale.ts";
import { consentVerdict, optOutNote, transactionalHoursLead } from "./market-notes.ts";
import { bestMatch, mentions, phrase, wordsOf } from "./phrases.ts";
import { promotionAttributeOf, timeOf } from "./promotion-asked.ts";
import { namedTraffic } from "./rate-comparison.ts";
import { say } from "./say.ts";
import {
  affixNamed,
  asksMark,
  proposedNameVerdict,
  separateNameVerdict,
  sharedNameAsked,
} from "./sender-name.ts";
import { askedSentence, normalize } from "./text.ts";
import type { Answer } from "./types.ts";
import { asksYesNo } from "./yes-no.ts";

/** What it takes to send there at all ("what is required?", "what do we need?"), not the papers by name. */
const requirementsAsked =
  /\b(what (is|are|s) (required|needed|the requirements?)|requirements?|what do (we|i|you) need|what (registration |registrations )?(we|i) need)\b/;
const documentsNamed = /\b(documents?|docs|papers?|paperwork|kyc|licen[cs]e|registration certificate)\b/;

/**
 * (Documents before the sender ID: on a tie the sender ID is what the documents are for, "what
 * does the Qatar sender ID need, docs wise?". And the segments before the languages: "in Arabic,
 * how many characters fit in one SMS?" asks the length.)
 */
const vocabularyRows = Object.keys(assistantVocabulary[defaultLocale].marketAttributes) as MarketFactRow[];
/**
 * A row's place on a tie: documents and the time zone first ("what time zone…" names a time too),
 * the segments just before the languages, the rest as listed.
 */
const tieOrder = (row: MarketFactRow) =>
  row === "documents" || row === "timeZone"
    ? -1
    : row === "segments"
      ? vocabularyRows.indexOf("languages") - 0.5
      : vocabularyRows.indexOf(row);
export const attributes = (
  Object.entries(assistantVocabulary[defaultLocale].marketAttributes) as [MarketFactRow, readonly string[]][]
)
  .map(([row, list]) => [row, list.map(phrase)] as const)
  .sort(([a], [b]) => tieOrder(a) - tieOrder(b));

/** The market fact a message asks for; a time with promotional traffic asks for the hours. */
/** "Do we need to register…?", "need to register sender name?" (not "what do we need to register?"). */
const registrationRequired = /(^|\b(do|does|will|would) (we|i|you|they) )(need|have) to register\b/;

export function marketAttributeOf(message: string, promotional: boolean): MarketFactRow | undefined {
  // (What promotions need, or the same messages elsewhere: promotion-asked.ts.)
  const promotion = promotionAttributeOf(message, promotional);
  if (promotion !== undefined) return promotion ?? undefined;
  // ("Will our OTPs go at 2 am?": whether transactional traffic goes at any hour.)
  // (With DND asked too, the hours row says which numbers they reach: "even to DND numbers at night?")
  // ("Can we send OTPs at any time in Qatar?": the same row.)
  const timed =
    timeOf(message) || /\b(any ?time|any hour|round the clock|all hours|24 ?\/ ?7)\b/i.test(message);
  if (timed && namedTraffic(message) === "transactional" && !dndAsked.test(normalize(message)))
    return "transactionalTraffic";
  // ("What is this AD- thing?" and "does it have to start with AD-?" ask of the sender ID's mark;
  // "does the AD- part count?" is a passage's.)
  const text = normalize(message);
  // ("How long does OTP delivery take?" asks how fast a code arrives, no registration time.)
  if (otpSpeedAsked(message)) return undefined;
  // (Not why it is there: "…shows -AD at the end, why??" asks the page's reason.)
  const markAsked =
    (/\b(what|whats|mean|means|meaning)\b/.test(text) || asksMark.test(text)) &&
    !/\bwhy\b/.test(text) &&
    affixNamed(message);
  // ("In Telugu, how many characters fit in one SMS?" asks the length, whatever language it names.)
  // (Not of a sender ID or header: "how many characters can the header be?" asks its length.)
  // "How many characters per SMS?" is a message's length; "…can the name have?" the sender ID's,
  // which its row states.
  if (/\bhow many (characters|chars|letters)\b/.test(text)) {
    if (!/\b(sender|header|headers|name|names|id|ids)\b/.test(text)) return "segments";
    if (!/\b(messages?|sms|texts?)\b/.test(text)) return "senderId";
  }
  // ("And if we send promotions from the same name?": whether they need a name of their own.)
  if (sharedNameAsked.test(text)) return "senderId";
  const words = wordsOf(message);
  const found = bestMatch(words, attributes) ?? (markAsked ? "senderId" : undefined);
  const named = (fact: MarketFactRow) =>
    attributes.find(([row]) => row === fact)?.[1].some((phrase) => mentions(words, phrase));
  // ("Do we need to register a sender name?": whether one must be, the sender ID's rule, not what
  // a registration needs.)
  const asked = normalize(askedSentence(message));
  const whether = registrationRequired.test(asked) && !/\b(what|which)\b/.test(asked);
  const best = found === "documents" && whether ? "senderId" : found;
  // ("What is required so those who opted out never get a message again?": the opt-out rule.)
  if (best === "documents" && named("consent") && /\bopt(s|ed|ing)? ?-?out\b/.test(text)) return "consent";
  // ("Why is our DLT header SMS blocked?": the page's reasons, not the header's rule.)
  const whyBlocked = /\b(why|reasons?|cause)\b/.test(text) && /\b(block\w*|reject\w*|stopped)\b/.test(text);
  if (best === "senderId" && whyBlocked && !affixNamed(message)) return undefined;
  // ("A link in the SMS, can we see who clicked?": click tracking, the SMS page's, not the market's rule.)
  if (best === "links" && /\bclick/.test(text)) return undefined;
  // ("The regulator, and which operators?": the regulator's answer names the operators too.)
  if (best === "operators" && named("regulator")) return "regulator";
  // ("What if we send from an unregistered sender name?": what becomes of its traffic, not the name's rule.)
  // (Not "the sender ID is not registered yet, what can we do?", which asks what to do meanwhile.)
  const sentFrom = /\b(send|sending|sent|use|using) (from|with|under|on|via)\b/.test(text);
  if (best === "senderId" && named("unregisteredTraffic") && sentFrom) return "unregisteredTraffic";
  // ("Approval time pls for sender name": how long the name takes, not its rule.)
  const timeWords = /\b(time|days|weeks)\b/.test(text);
  return best === "senderId" && timeWords && named("registrationTime") ? "registrationTime" : best;
}

const minutes = (time: string) => {
  const [hours = "0", mins = "0"] = time.split(":");
  return Number(hours) * 60 + Number(mins);
};

/**
 * A fact the market's page does not state (promotional hours in Saudi Arabia): said so, with the
 * nearest page and the offer to ask sales, never a neighbouring fact.
 */
export function marketFactNotStated(path: string, row: MarketFactRow): Answer | undefined {
  const market = smsCountries.find((country) => smsCountryPath(country.slug) === path);
  const locale = answerLocale();
  // (The fact's name as the markets that state it call it.)
  const label = smsCountries.map((country) => marketFact(country.slug, locale, row)).find(Boolean)?.label;
  if (!market || !label) return undefined;
  const inSentence = smsCountryEntriesIn(locale).find((entry) => entry.slug === market.slug)?.inSentence;
  return {
    response: say.marketFactNotStated(label, inSentence ?? market.inSentence, path),
    sources: [{ path, title: fill(siteTexts[locale].chrome.marketLink, { market: market.name }) }],
    offer: "handoff",
  };
}

const canAsked = /\b(can|could|possible|support|supports|supported|allowed|able)\b/;
const unicodeScripts = new Set(assistantVocabulary[defaultLocale].unicodeScripts);

/**
 * "Admission updates in Tamil and Bengali, possible?": "Yes." first when the market's languages
 * cover every language named (India's "regional languages" cover its own); no verdict otherwise.
 */
function languageVerdict(slug: string, message: string): string | undefined {
  const named = languagesNamedIn(message);
  if (named.length === 0 || !canAsked.test(normalize(message))) return undefined;
  const stated = marketFact(slug, defaultLocale, "languages")?.value.toLowerCase() ?? "";
  const covered = named.every(
    (language) =>
      stated.includes(language) || (indianLanguages.has(language) && stated.includes("regional languages")),
  );
  // ("Malayalam to Saudi?": any other script goes as Unicode, which holds fewer characters; so does
  // Arabic where it is a market's own: "delivery slots in Arabic in the UAE?")
  const unicode = named.some((language) => unicodeScripts.has(language));
  if ((!covered && /\bunicode\b/.test(stated)) || (covered && unicode))
    return say.languageAsUnicode(smsSegments.unicode.single);
  return covered ? say.offeredYes() : undefined;
}

const dndAsked = /\b(dnd|ncpr|do not disturb)\b/;
/** "…on DND, will it go to them too?": whether messages reach them, asked at the end. */
const reachAsked =
  /\b(will|would|does|do|can) (it|they|that|this|those|these|messages?|sms) (go|reach|get|be delivered)\b/;

/**
 * "Can we send offers to DND numbers too?": "No." first for promotional messages where the
 * market's window keeps them from the do-not-disturb register, "Yes." for transactional ones.
 */
function dndVerdict(
  slug: string,
  message: string,
  yesNo: boolean,
  traffic?: "transactional" | "promotional",
): string | undefined {
  const text = normalize(message);
  if (!dndAsked.test(text) || !(yesNo || canAsked.test(text) || reachAsked.test(text))) return undefined;
  const stated = marketFact(slug, defaultLocale, "promotionalHours")?.value ?? "";
  if (!/\b(DND|NCPR)\b/.test(stated)) return undefined;
  const type = namedTraffic(message) ?? traffic;
  return type === "promotional"
    ? say.requirementNo()
    : type === "transactional"
      ? say.offeredYes()
      : undefined;
}

/** The answer to `row` for the market at `path`, or undefined where its facts state nothing. */
export function marketFactAnswer(
  path: string,
  row: MarketFactRow,
  message: string,
  traffic?: "transactional" | "promotional",
): Answer | undefined {
  const market = smsCountries.find((country) => smsCountryPath(country.slug) === path);
  if (!market) return undefined;
  const locale = answerLocale();
  const fact = marketFact(market.slug, locale, row);
  const inSentence = smsCountryEntriesIn(locale).find((entry) => entry.slug === market.slug)?.inSentence;
  if (!fact) return undefined;
  const sentence = say.marketFact(fact.label, inSentence ?? market.inSentence, path, fact.value);
  const window = row === "promotionalHours" ? marketFactsOf(market.slug).promotionalHours : null;
  const time = window ? timeOf(message) : undefined;
  // (Transactional messages at a time of day: any hour will do, whatever the promotional window.)
  // (With no traffic type known, no verdict: the fact says both.)
  const verdict =
    window && time && traffic
      ? traffic === "transactional"
        ? say.transactionalTime(time)
        : say.promotionalTime(
            time,
            minutes(time) >= minutes(window.from) && minutes(time) < minutes(window.to),
          )
      : undefined;
  // "Our promo sender name has to end with -AD?": yes where the market's mark is that one, no where not.
  // (A statement with a question mark asks yes or no too: "it has to end with -AD?")
  const yesNo =
    asksYesNo(message) ||
    (/\?\s*$/.test(message) && !/\b(what|which|how|when|where|who|why)\b/i.test(message));
  // ("Why do we have to add AD-, even for appointment confirmations?" asks whether it must, too.)
  const whyMust = /\bwhy\b/.test(normalize(message));
  const affix =
    row === "senderId" && (yesNo || whyMust) && asksMark.test(normalize(message))
      ? affixNamed(message)
      : undefined;
  const { prefix, suffix } = marketFactsOf(market.slug).senderId.promotional;
  // ("Does the OTP sender ID need the AD- prefix too?", "…even for appointment confirmations?": no,
  // only promotional IDs carry it, said so.)
  const ours = affix === prefix || affix === suffix;
  const transactional = namedTraffic(message) === "transactional";
  const affixVerdict = !affix
    ? undefined
    : !ours
      ? say.requirementNo()
      : transactional
        ? say.markOnlyPromotional(affix)
        : whyMust
          ? undefined
          : say.offeredYes();
  const sources = row === "segments" ? [path, paths.smsPricing] : [path];
  // "We want to send shipment updates in India, what is required?": what must be registered before
  // the first message (India's DLT), then the documents.
  const registration =
    row === "documents" &&
    requirementsAsked.test(normalize(message)) &&
    !documentsNamed.test(normalize(message))
      ? smsCountryPage(market.slug, locale).registration.intro
      : undefined;
  const lead =
    registration ??
    verdict ??
    affixVerdict ??
    (row === "senderId"
      ? (proposedNameVerdict(market.slug, message) ?? separateNameVerdict(market.slug, message))
      : undefined) ??
    (row === "languages" ? languageVerdict(market.slug, message) : undefined) ??
    (row === "promotionalHours" ? dndVerdict(market.slug, message, yesNo, traffic) : undefined) ??
    (row === "promotionalHours" ? transactionalHoursLead(message, time) : undefined) ??
    (row === "transactionalTraffic" && yesNo ? say.offeredYes() : undefined) ??
    // ("How many operators are there in Bahrain?": their number, then their names.)
    (row === "operators" && /\bhow many\b/.test(normalize(message))
      ? say.operatorCount(marketFactsOf(market.slug).operators.length)
      : undefined) ??
    (row === "consent" ? consentVerdict(message, yesNo) : undefined);
  // (Who regulates a market is asked by someone about to send there: the operators reached go with it.)
  const operators = row === "regulator" ? marketFact(market.slug, locale, "operators") : null;
  const reach = operators ? say.marketFactAlso(operators.label, operators.value) : undefined;
  // (How long a segment is, the pricing page explains with what each costs: linked too.)
  const priced = row === "segments" ? ` ${say.pricingSeeAll()}` : "";
  // ("Whats the regulatory setup in India?": what registering there takes too, DLT's intro.)
  const setup =
    row === "regulator" && /\b(setup|set up|framework|regime|compliance)\b/.test(normalize(message))
      ? ` ${smsCountryPage(market.slug, locale).registration.intro}`
      : "";
  const optOut = row === "consent" ? optOutNote(market.slug, locale, message) : undefined;
  const said = `${reach ? `${sentence} ${reach}` : sentence}${setup}${priced}${optOut ? ` ${optOut}` : ""}`;
  return {
    response: lead ? `${lead} ${said}` : said,
    sources: sources.map((source) => ({
      path: source,
      title:
        source === path ? fill(siteTexts[locale].chrome.marketLink, { market: market.name }) : "SMS pricing",
    })),
  };
}
