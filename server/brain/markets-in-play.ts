/**
 * Which markets a message asks about when it names none or adds some: the two in play for "and for
 * both?", the three for "20k in each of the three?", and the list kept after each turn; and the
 * market in play kept for a question that names none.
 */
import { smsCountries, smsCountryPath } from "../../app/content/catalogue.ts";
import { detectEntities } from "./entities.ts";
import { volumesPerMarket } from "./message-counts.ts";
import { unservedCountry } from "./places.ts";
import type { Reading } from "./reading.ts";
import { normalize } from "./text.ts";
import type { Answer, DialogueState, RetrievalEngine } from "./types.ts";

/** Every market's SMS page. */
export const marketPaths = new Set(smsCountries.map((country) => smsCountryPath(country.slug)));

/** Words that ask the same of both markets in play, or which of them ("which one registers faster?"). */
const bothWords = /\b(both|each|either|the two|two of them|those two|these two|which one|which of them)\b/;

/** Words of two markets, whatever the last turn asked about. */
const twoWords = /\b(both|either|the two|two of them|those two|these two)\b/;
/** Every market in play, however many: "in each country", "every market". */
const everyMarket = /\b(each|every|all) (country|countries|market|markets)\b/;
/** "Each of the three", "all 3 of them": the last three markets in play. */
const threeWords =
  /\b((all|the|these|those|each of the) (three|3)|all of them|every one of them|(three|3) (countries|markets)|(country|countries|markets?) (three|3))\b/;

/**
 * The markets in play when a message asks the same of them: the last two for "and for both?",
 * the last three for "20k in each of the three?".
 */
export function bothMarkets(message: string, state: DialogueState, ofMarkets = false): string[] | undefined {
  const text = normalize(message);
  const markets = state.markets ?? [];
  // ("30k in each country" with three in play: all three.)
  if (markets.length >= 3 && (threeWords.test(text) || everyMarket.test(text))) return markets.slice(-3);
  // ("Transactional rate each?" after three asked together: the three; "both" is two.)
  const asked = state.together && state.together > 2 && !twoWords.test(text) ? state.together : 2;
  if (markets.length >= 2 && bothWords.test(text)) return markets.slice(-asked);
  // (Or, when it asks a market's fact or price, all those the last turn asked about at once: "and
  // the sender ID fees?" after two markets' rates; not "do you support SMPP?".)
  return ofMarkets && state.together && markets.length >= state.together
    ? markets.slice(-state.together)
    : undefined;
}

/**
 * The markets in play after a turn: those the message named when it named two or more, the one
 * before and the new one when a follow-up moved to another market ("and India?" after the UAE),
 * else the ones before.
 */
export function marketsInPlay(reading: Reading, state: DialogueState, message = ""): string[] | undefined {
  // ("We launch in Qatar and Kuwait too": added to the one before, for "each of the three".)
  const before = state.markets ?? (state.market ? [state.market] : []);
  const added = addingMarkets.test(normalize(message))
    ? before.filter((m) => !reading.markets.includes(m))
    : [];
  if (reading.markets.length >= 2) return [...added, ...reading.markets].slice(-3);
  // (Three in a row stay: "Qatar vs Kuwait?", "and Bahrain?", "20k in each of the three?".)
  if (reading.market && state.market && reading.market !== state.market) {
    const kept = state.markets?.includes(state.market) ? state.markets : [state.market];
    return [...kept.filter((market) => market !== reading.market), reading.market].slice(-3);
  }
  if (reading.market) return undefined;
  return state.markets;
}

/** Markets added to those in play: "we launch in Qatar and Kuwait too". */
const addingMarkets = /\b(too|also|as well)\b/;

/** Each market's own count in a message that gives one per market, as a record for the state. */
export function marketCounts(
  message: string,
  markets: readonly string[],
): Record<string, number> | undefined {
  const marketsIn = (clause: string) => detectEntities(clause).markets.map((mention) => mention.path);
  const counts = markets.length > 1 ? volumesPerMarket(message, markets, marketsIn) : undefined;
  return counts ? Object.fromEntries(counts) : undefined;
}

/**
 * "Why will our messages show AD- in front of the name?" while the UAE is in play: a question that
 * names no market is the market in play's, even when another market's page words it closer (Saudi
 * Arabia's "-AD" suffix); that market's own passage, when its page has one.
 */
export function inMarketInPlay(
  engine: Pick<RetrievalEngine, "answerWithin">,
  message: string,
  reading: Reading,
  context: DialogueState,
  answer: Answer,
): Answer {
  const path = answer.sources[0]?.path;
  if (!context.market || reading.markets.length > 0 || unservedCountry(message)) return answer;
  if (!path || !marketPaths.has(path) || path === context.market) return answer;
  // (Not while several markets are in play: "promo rate in both?" answers each of them.)
  const cited = answer.sources.filter((source) => marketPaths.has(source.path));
  if ((context.markets?.length ?? 0) > 1 || cited.length > 1) return answer;
  return engine.answerWithin(message, context.market) ?? answer;
}
