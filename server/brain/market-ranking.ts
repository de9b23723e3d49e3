/**
 * "Which of the three takes longest to register?", "where is sender ID approval quickest?": the
 * markets ranked by their stated approval time, computed from the facts (each market's upper
 * bound, in days), then each market's time as its page words it. The markets are those in play,
 * or every market when none is.
 */
import { smsCountries, smsCountryPath } from "../../app/content/catalogue.ts";
import type { Duration, Quantity } from "../../app/content/facts/types.ts";
import { marketFactsOf } from "../../app/content/render/site.ts";
import { marketFactAnswer } from "./market-frame.ts";
import { say } from "./say.ts";
import { normalize } from "./text.ts";
import type { Answer } from "./types.ts";

const longest = /\b(longest|slowest|most time|takes? (the )?most|longer|slower)\b/;
const shortest = /\b(shortest|fastest|quickest|least time|shorter|faster|quicker)\b/;
const registering =
  /\b(regist\w*|approv\w*|sender id|sender name|activat\w*|live|go live|onboard\w*|set ?up|setup)\b/;
/** Price words ask a fee or a rate, not a time ("which is fastest and cheapest?" stays with prices). */
const priced = /\b(price|prices|cost|costs|rate|rates|fee|fees|cheap\w*|expensive)\b/;

/** Days a unit stands for; a working week has five working days. */
const unitDays: Record<Quantity["unit"], number> = {
  second: 1 / 86_400,
  day: 1,
  "working-day": 7 / 5,
  "business-day": 7 / 5,
  week: 7,
  month: 30,
};
/** "A few" and "several", where the copy gives no number: a few is three, several five. */
const vagueAmounts = { few: 3, several: 5 } as const;

const days = ({ amount, unit }: Quantity) =>
  (typeof amount === "number" ? amount : vagueAmounts[amount]) * unitDays[unit];

/** How long a stated approval time can take at most, in days. */
export const longestDays = (time: Duration) => days(time.max);

/** The ranking asked for, or undefined when the message asks none. */
export function registrationRanking(message: string, marketsInPlay: readonly string[]): Answer | undefined {
  const text = normalize(message);
  const slowest = longest.test(text);
  if (!(slowest || shortest.test(text)) || !registering.test(text) || priced.test(text)) return undefined;
  const timed = smsCountries.flatMap((country) => {
    const path = smsCountryPath(country.slug);
    const time = marketFactsOf(country.slug).approvalTime;
    if (!time || (marketsInPlay.length >= 2 && !marketsInPlay.includes(path))) return [];
    return [{ path, name: country.shortName, days: longestDays(time) }];
  });
  if (timed.length < 2) return undefined;
  const ranked = [...timed].sort((a, b) => (slowest ? b.days - a.days : a.days - b.days));
  const [first, second] = ranked;
  if (!first || !second || first.days === second.days) return undefined;
  const scope = marketsInPlay.length >= 2 ? "named" : "all";
  const facts = ranked.flatMap((market) => marketFactAnswer(market.path, "registrationTime", message) ?? []);
  return {
    response: [
      say.registrationRanked(first.name, first.path, slowest, scope),
      ...facts.map((fact) => fact.response),
    ].join(" "),
    sources: facts.flatMap((fact) => fact.sources),
    fromFacts: true,
  };
}
