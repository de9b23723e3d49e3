/**
 * Where we send, asked of no market we serve: a country we do not serve ("do you send SMS to
 * Oman?", or "Oman?" on its own), or the list of those we do ("how many countries do you cover?",
 * answered by the SMS page's FAQ); and a channel asked of a market its page does not name.
 */
import { servicePath, smsCountries } from "../../app/content/catalogue.ts";
import { paths } from "../../app/content/site-map.ts";
import { marketsListAsked, marketsListQuestion } from "./coverage-question.ts";
import type { Entities } from "./entities.ts";
import type { Intent } from "./intents.ts";
import { unservedCountry } from "./places.ts";
import { say } from "./say.ts";
import { normalize } from "./text.ts";
import type { Answer } from "./types.ts";

const numbersService = servicePath("virtual-numbers");
/** The virtual-numbers page's FAQ of the countries it offers numbers in. */
const numbersWhereQuestion = "Which countries and number types are available?";

/** A number's rent or cost is asked, not where numbers are offered. */
const costWords = /\b(rent|rental|monthly|cost|costs|price|prices|fee|fees|charge|charges)\b/;

/** A message this short that names a country asks whether we send there ("Oman?", "in oman?"). */
const BARE_WORDS = 2;
/** A question with at most this many words besides the names in it is about those names. */
const SHORT_QUESTION_WORDS = 2;

export function coverageAnswers(tools: {
  fixed: (response: string, pages: string[]) => Answer;
  notFound: (answer: Answer) => Answer;
  /** The answer a page gives to a question in its words. */
  answerOn: (question: string, path: string) => Answer;
  /** The market's name when a service's page does not name it. */
  notOnPage: (service: string, place: string) => string | undefined;
  title: (path: string) => string;
}) {
  const smsService = servicePath("sms-services");
  const marketList = smsCountries.map((country) => country.shortName);
  /**
   * A number asked of a country ("a local number in Cairo?", "Saudi number?") its page does not
   * name: the page's answer to where it offers numbers (India and the Gulf, each country's types
   * and rules its own), after saying so of a country we do not serve. Not a "Yes" for Egypt.
   */
  const numbersWhere = (
    question: string,
    entities: Entities,
    otherServices: readonly string[],
    intents: Set<Intent>,
  ) => {
    if (otherServices.length !== 1 || otherServices[0] !== numbersService) return undefined;
    // (What a number costs, or connecting a PBX, is not where numbers are offered.)
    const text = normalize(question);
    if (intents.has("pricing") || costWords.test(text) || !/\bnumbers?\b/.test(text)) return undefined;
    const elsewhere = entities.markets.length === 0 ? unservedCountry(question) : undefined;
    // (Nor what a number does: "number masking between drivers and customers in Doha?" is masking;
    // of a country we do not serve, "an Egyptian number to hide drivers' numbers?", after saying so.)
    if (/\b(mask\w*|hide|hiding|port|porting|forward\w*)\b/.test(text)) {
      if (!elsewhere) return undefined;
      const what = tools.answerOn(question, numbersService);
      const unlisted = say.numbersNotListed(tools.title(numbersService), numbersService, elsewhere);
      // (Without the page's "Yes.", which is not said of a country not listed.)
      const told = what.response.startsWith(say.offeredYes())
        ? what.response.slice(say.offeredYes().length).trim()
        : what.response;
      // (And where we do offer them: "We offer numbers in India and the Gulf…".)
      const [offered] = tools.answerOn(numbersWhereQuestion, numbersService).response.split(/(?<=[.।])\s+/u);
      return tools.notFound({ ...what, response: `${unlisted} ${offered} ${told}` });
    }
    const place = entities.markets.length === 1 ? entities.markets[0] : undefined;
    if (!elsewhere && !(place && tools.notOnPage(numbersService, place.path))) return undefined;
    const where = tools.answerOn(numbersWhereQuestion, numbersService);
    if (!elsewhere) return where;
    const notListed = say.numbersNotListed(tools.title(numbersService), numbersService, elsewhere);
    return tools.notFound({ ...where, response: `${notListed} ${where.response}` });
  };
  const coverageAnswer = (
    question: string,
    entities: Entities,
    otherServices: readonly string[],
    intents: Set<Intent>,
  ) => {
    if (entities.markets.length > 0 || otherServices.length > 0)
      return numbersWhere(question, entities, otherServices, intents);
    // ("A frontend developer from Cairo, which jobs are open?": a job seeker's place, not a market.)
    const elsewhere = intents.has("careers") ? undefined : unservedCountry(question);
    const aboutSms =
      entities.smsContext ||
      entities.marketContext ||
      intents.has("pricing") ||
      normalize(question).split(" ").length <= BARE_WORDS;
    if (elsewhere && aboutSms)
      return tools.notFound(
        tools.fixed(say.unservedMarket(elsewhere, marketList), [smsService, paths.smsPricing, paths.contact]),
      );
    return marketsListAsked(question) ? tools.answerOn(marketsListQuestion, smsService) : undefined;
  };

  /**
   * "WhatsApp in Saudi Arabia?": a service asked of the place the question names, whose page never
   * names it, is not known there. Not where a long question's visitor is ("we are an agency in Abu
   * Dhabi, can an AI bot answer leads at night?").
   */
  const notNamedThere = (entities: Entities, otherServices: readonly string[]) => {
    const [service] = otherServices;
    const place = entities.otherWords <= SHORT_QUESTION_WORDS ? entities.markets[0] : undefined;
    const unknown = service && place ? tools.notOnPage(service, place.path) : undefined;
    return service && place && unknown
      ? tools.notFound(
          tools.fixed(say.notCovered(tools.title(service), service, unknown, place.path), [
            service,
            place.path,
            paths.contact,
          ]),
        )
      : undefined;
  };
  return { coverageAnswer, notNamedThere };
}
