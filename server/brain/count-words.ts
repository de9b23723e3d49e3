/**
 * How a follow-up speaks of the count and the prices last given (dialogue.ts): the same count
 * again, the months after the first, a comparison, a fee added to the total.
 */
import { normalize } from "./text.ts";

/** "The same volume", "as many": the count last priced, again. */
export const sameVolume =
  /\b((the )?same (volume|number|amount|quantity|count|traffic|campaign|blast|messages|sms|thing|again)|(that|this) (volume|many|much)|as many|(if|and) (the )?same (in|to|for)|the same there)\b/;
/** "So the monthly bill, roughly?": the total of the count last given, which a term's answer did not price. */
export const billAsked = /\b((monthly|the|our|my) (bill|total)|bill roughly|total roughly)\b/;
/** The months after the first ("and the following months?"), which no one-time fee is part of. */
export const laterMonths =
  /\b((the )?(following|next|other|subsequent|later|remaining) months?|months? (after|later)|after (the )?(1st|first) month|every month after|from (the )?(2nd|second|next) month|from month (2|two)|month (2|two) onwards?|(2nd|second) month (onwards?|on)|thereafter)\b/;
/** "3 months total?", "for six months", "a year": how many months a total is asked over (two or more). */
const monthWords: Record<string, number> = { two: 2, three: 3, four: 4, six: 6, nine: 9, twelve: 12 };
export function monthsAsked(message: string): number | undefined {
  const text = normalize(message);
  if (/\b(a|one|1|per|for a|whole) year\b|\b(annual|annually|yearly)\b/.test(text)) return 12;
  // (Not when something happens: "we launch in 3 months", "after 6 months".)
  const months =
    /(?<!\b(in|after|within|next|last|ago|before) )\b(\d{1,2}|two|three|four|six|nine|twelve) (months|month|mths?)\b(?! (ago|from now|later))/.exec(
      text,
    );
  const count = months ? (monthWords[months[2] ?? ""] ?? Number(months[2])) : 0;
  return count >= 2 && count <= 36 ? count : undefined;
}

/** A comparison of prices ("which one is cheaper?"), priced at the traffic type in play. */
export const comparingPrices =
  /\b(cheaper|cheapest|pricier|priciest|costlier|costliest|dearer|more expensive|most expensive|less expensive)\b/;

/** "Add the sender ID charge too", "with the registration fee": a fee added to a total. */
const feeWords = /\b(sender id|registration|setup|fees?|charges?)\b/;
const addWords = /\b(add|adding|plus|include|including|incl|with|also|too)\b/;
/** "So the whole first month, how much?": the month the one-time fee is paid in. */
const firstMonthTotal = /\bfirst (month|bill|invoice)\b/;
export const addsFee = (message: string) => {
  const text = normalize(message);
  return (feeWords.test(text) && addWords.test(text)) || firstMonthTotal.test(text);
};
/** A follow-up that only names another place: "and for Bahrain?", "what about Qatar?". */
export const marketOnly =
  /^((sorry|oops|no|actually|wait) ){0,3}(i meant |i mean )?(and |also |what about |how about )?(for |in |to )?(the )?[a-z]+( [a-z]+)?( (not|instead of|rather than) (in |for )?(the )?[a-z]+( [a-z]+)?)?\s*\??$/;

/** "If we add 10k promo offers also": a count of another traffic type added to the one priced. */
const addsCount = /\b(add|adding|also|plus|on top|extra|another|more)\b/;
export function addedCount(
  message: string,
  priced: { count?: number; traffic?: string },
  counted: number | undefined,
  traffic: string | undefined,
): string | undefined {
  if (!priced.count || !priced.traffic || !counted || !traffic || traffic === priced.traffic)
    return undefined;
  return addsCount.test(normalize(message))
    ? `with ${priced.count} ${priced.traffic}, total cost`
    : undefined;
}

/** "One time total?": the one-time fees alone, no count in them. */
const feesAloneTotal = /\bone[- ]time (total|totals|amount)\b/;
/**
 * "And first month with the sender id?", "monthly after first month?": the count priced, totalled
 * (not "one time total", the fees alone).
 */
export const totalOfCount = (message: string) => {
  const text = normalize(message);
  return (addsFee(message) || laterMonths.test(text)) && !feesAloneTotal.test(text);
};
