/**
 * A company registered elsewhere asking to register a sender ID in a market ("our company is
 * registered in India, not in Saudi; can we still register a sender name there?", "we are an
 * Egyptian company"): the market page's passage on what foreign companies provide, not the
 * documents a local company gives.
 */
import { smsCountries, smsCountryPath } from "../../app/content/catalogue.ts";
import { defaultLocale } from "../../app/content/locales.ts";
import { smsCountryPage } from "../../app/content/render/site.ts";
import { detectEntities } from "./entities.ts";
import { type Answerer, smsServicePath } from "./frames.ts";
import { marketFactAnswer } from "./market-frame.ts";
import type { Reading } from "./reading.ts";
import { say } from "./say.ts";
import { askedSentence, normalize } from "./text.ts";
import type { Answer, DialogueState } from "./types.ts";
import { asksYesNo } from "./yes-no.ts";

const markets = "uae|emirates|saudi|saudi arabia|ksa|kuwait|qatar|bahrain|india";
/** Words that say the visitor's company is not of the market it asks about. */
const foreignSigns = [
  /\bforeign (company|companies|business|entity|firm)\b/,
  // (The company registered elsewhere, not a sender ID "not registered in Saudi" yet.)
  /(?<!\b(id|ids|name|names|header|headers)( is| are)?( not| yet)? )\bregistered (in|outside) (the )?\w+/,
  /\bin \w+ registered\b/,
  new RegExp(
    `(?<!\\b(id|ids|name|names|header|headers)( is| are)? )\\bnot (registered )?(in )?(the )?(${markets})\\b|\\b(${markets}) not\\b`,
  ),
  /\b(no|without|don'?t have an?|do not have an?) (\w+ ){0,2}(cr|commercial registration|trade licen[cs]e|licen[cs]e)\b/,
  /\b(cr|commercial registration|trade licen[cs]e) not\b/,
  /\b(egyptian|pakistani|lebanese|jordanian|british|american|omani|turkish|chinese|european|indian|bangladeshi) (company|firm|business)\b/,
];
/** A sender ID or its registration asked about: what the passage answers. */
const registering = /\b(sender (id|name)s?|register\w*|registration|documents?|papers?|docs|licen[cs]e)\b/;

/** A government body asking ("we are a government entity in Dammam, do we need a CR?"). */
const governmentSigns =
  /\b((government|govt) (entity|entities|body|bodies|department|agency|authority|organi[sz]ation|institution)|ministry|municipality|public (sector|authority))\b(?! (contractor|supplier|vendor)s?\b)/;

/** The market pages whose text matches `said` (not India's, whose DLT is Indian, for foreign companies). */
const pagesSaying = (said: RegExp) =>
  new Set(
    smsCountries
      .filter((country) => said.test(JSON.stringify(smsCountryPage(country.slug, defaultLocale))))
      .map((country) => smsCountryPath(country.slug)),
  );
const pageSpeaksOfForeign = pagesSaying(/\bforeign compan/i);
const pageSpeaksOfGovernment = pagesSaying(/\bgovernment bodies\b/i);

/**
 * The answer, and the state after it: `resolved` with the market asked about in play, not the one
 * the company is registered in.
 */
export function foreignCompanyAnswer(
  engine: Pick<Answerer, "answerWithin">,
  message: string,
  reading: Reading,
  context: DialogueState,
  resolved: DialogueState,
): { answer: Answer; state: DialogueState } | undefined {
  const text = normalize(message);
  const government = governmentSigns.test(text);
  if (!(government || foreignSigns.some((sign) => sign.test(text))) || !registering.test(text))
    return undefined;
  // (Not of another channel in play: "we have no UAE trade licence, then?" about a Dubai number.)
  const channel = context.service !== undefined && context.service !== smsServicePath && !reading.service;
  if (channel && !/\b(sms|sender|header|messages?)\b/.test(text)) return undefined;
  // The market asked about: the one the question names, else the one in play, else the last named.
  const asked = detectEntities(askedSentence(message)).markets.at(-1)?.path;
  const market = asked ?? context.market ?? reading.markets.at(-1);
  if (!market || !(government ? pageSpeaksOfGovernment : pageSpeaksOfForeign).has(market)) return undefined;
  const passage = engine.answerWithin(
    government
      ? "government bodies official letter instead"
      : "foreign companies provide their home country equivalent",
    market,
  );
  // ("Can we still register one?": yes, with what a foreign company provides; a government body's
  // "do we need a CR?" is answered by the letter it gives instead.)
  if (!passage) return undefined;
  // (After the documents every company gives, the authorisation letter among them.)
  const documents = government ? undefined : marketFactAnswer(market, "documents", message)?.response;
  const yes = asksYesNo(message) && !government ? say.offeredYes() : undefined;
  const answer = { ...passage, response: [yes, documents, passage.response].filter(Boolean).join(" ") };
  const { markets: _told, ...frame } = resolved;
  // (The markets in play before stay, "both countries" next; not the one the company is from.)
  const kept = context.markets?.includes(market)
    ? { markets: context.markets, together: context.together }
    : {};
  return { answer, state: { ...frame, ...kept, market, service: smsServicePath, attribute: "documents" } };
}
