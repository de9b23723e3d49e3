/**
 * "And in Indian time (IST)?" after a market's promotional hours: the same window, then on the
 * clock the visitor names (a market's zone by place or abbreviation), not that market's own hours.
 * After our contact details or hours, the same question asks our hours on that clock.
 */
import { smsCountries, smsCountryPath } from "../../app/content/catalogue.ts";
import { windowOnClock } from "../../app/content/company/values.ts";
import { marketFacts } from "../../app/content/facts/index.ts";
import { paths } from "../../app/content/site-map.ts";
import { clockWords, zoneNamed } from "./clock-zones.ts";
import { companyAnswer } from "./company-answers.ts";
import { answerLocale } from "./languages/answer-locale.ts";
import { marketFactAnswer } from "./market-frame.ts";
import { say } from "./say.ts";
import type { Answer, DialogueState } from "./types.ts";

export function windowOnVisitorClock(message: string, context: DialogueState): Answer | undefined {
  if (context.attribute !== "promotionalHours" || !context.market || !clockWords(message)) return undefined;
  const slug = smsCountries.find((entry) => smsCountryPath(entry.slug) === context.market)?.slug;
  const facts = slug ? marketFacts(slug) : undefined;
  const zone = zoneNamed(message);
  const window = facts?.promotionalHours;
  const own = facts?.timeZone;
  if (!window || !own || !zone || zone.utcOffsetMinutes === own.utcOffsetMinutes) return undefined;
  const fact = marketFactAnswer(context.market, "promotionalHours", message);
  if (!fact) return undefined;
  const clock = say.windowOnClock(windowOnClock(answerLocale(), window, own, zone));
  return { response: `${fact.response} ${clock}`, sources: fact.sources };
}

/** "What is that in IST, from what time to what time?" after our hours: our hours on that clock. */
export function hoursOnVisitorClock(message: string, context: DialogueState): Answer | undefined {
  if (context.topic !== "contact" || context.market || !clockWords(message)) return undefined;
  return { response: companyAnswer("hours", message), sources: [{ path: paths.contact, title: "Contact" }] };
}
