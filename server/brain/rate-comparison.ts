/**
 * Comparisons of the published SMS rates, computed from them rather than looked up in a text:
 * "cheapest promotional rate?" (lowest and highest of every market with a rate) and "which is
 * cheaper, Qatar or Bahrain?" (the two named markets). The traffic type is the one the question
 * names, transactional (OTPs, alerts) when it names none.
 */
import type { PricedMarket, Traffic } from "../../app/content/assistant-answers.ts";
import { smsCountries, smsCountryPath } from "../../app/content/catalogue.ts";
import { marketFacts } from "../../app/content/facts/index.ts";
import { intlLocale } from "../../app/content/locales.ts";
import type { SmsRate } from "../../app/content/page-schemas.ts";
import { paths } from "../../app/content/site-map.ts";
import { formatPerMessage } from "../../contracts/format-price.ts";
import type { PageRef } from "./compose.ts";
import { detectEntities } from "./entities.ts";
import { answerLocale } from "./languages/answer-locale.ts";
import { volumeOf } from "./message-counts.ts";
import { say } from "./say.ts";
import { normalize } from "./text.ts";
import type { ChatResponse } from "./types.ts";
import { volumeCostEach, volumeCostGap } from "./volume-cost.ts";

const superlative =
  /\b(cheapest|lowest|least expensive|most affordable|most expensive|highest|dearest|priciest|costliest)\b/;
const gulf = /\b(gulf|gcc|middle east|arab countries|gulf countries)\b/;
const comparative =
  /\b(cheaper|less expensive|more expensive|pricier|costlier|dearer|lower|higher|compare|comparison|vs|versus|difference|differ)\b/;

/** The traffic type a question names, if it names one ("OTP", "marketing", "a Diwali offer"). */
const promotionalWords =
  /\b(promotional|promos?|marketing|promotion|promotions|offers?|campaigns?|sale|advertising|advertisements?|adverts?|ads|discounts?|deals?|newsletters?|festive greetings?)\b/;
// (Any confirmation or reminder is a service message: "booking confirmations", "renewal reminders",
// and the pivot's "confirmations book" of an Arabic "تأكيدات الحجز".)
const transactionalWords =
  /\b(transactional|otp|otps|2fa|alerts?|one[- ]time passwords?|(order|delivery|shipping|shipment|tracking|status) updates?|(shipment|shipping|parcel|package|order|delivery) tracking|tracking (sms|messages?|texts?|links?)|confirmations?|verification codes?|(?<!(promo|promotional|discount|coupon|area|country|dial|dialling|dialing|source|qr) )codes?|notifications?|reminders?|receipts?|invoices?|statements?|order status|delivery status|dispatch(es)? (sms|messages?|texts?|alerts?|updates?|notes?)|report ready|results? ready|orders? ready|order (msgs?|messages?|sms|texts?))\b/;
/** "Order confirmations, not promos": a type the visitor rules out is not the one named. */
const ruledOut = /\b(not|no|instead of|rather than)( the| any| our)? (\w+( \w+)?)/g;

/**
 * The one traffic type a question names; none when it names both ("the price for the offers and
 * for the order updates?" asks both rates).
 */
export function namedTraffic(question: string): Traffic | undefined {
  const text = normalize(question).replace(ruledOut, (phrase, _not, _the, words: string) =>
    promotionalWords.test(words) || transactionalWords.test(words) ? "" : phrase,
  );
  const promotional = promotionalWords.test(text);
  const transactional = transactionalWords.test(text);
  if (promotional === transactional) return undefined;
  return promotional ? "promotional" : "transactional";
}

/** Whether a question names a traffic type at all, one or both ("80k promotional and 20k order updates"). */
export function namesTraffic(question: string): boolean {
  const text = normalize(question);
  return promotionalWords.test(text) || transactionalWords.test(text);
}

/** The traffic type of a comparison: the one named, transactional (OTPs, alerts) otherwise. */
const trafficOf = (question: string): Traffic => namedTraffic(question) ?? "transactional";

/** A comparison asked the other way round: "which is pricier?" names the dearer one first. */
const dearer =
  /\b(more expensive|pricier|costlier|dearer|higher|most expensive|highest|priciest|costliest|dearest)\b/;

/** A normalised question without the traffic type a follow-up carries at its end: no rate is asked by it. */
export const withoutCarriedTraffic = (text: string) => text.replace(/ (promotional|transactional)$/, "");

const feesAsked = /\b(sender (id|name)s?|registration|reg fees?)\b/;
const rateWords = /\b(rates?|per (sms|message|msg|segment)|otps?|promo\w*|transactional|messages)\b/;

const discountAsked = /\b(commit\w*|volume discounts?|discounts?|contract|negotiat\w*)\b/;

/** "How many times more expensive", "3 times cheaper?": the ratio of the two rates. */
const timesAsked = /\b(how many times|times (more|as|cheaper|costlier|pricier|dearer|higher|lower))\b/;

/** The rate comparison a question asks for, or undefined when it asks for none. */
export function rateComparison(
  question: string,
  rates: readonly SmsRate[],
  marketPaths: readonly string[],
  ref: (path: string) => PageRef,
): ChatResponse | undefined {
  const text = normalize(question);
  // ("Which of these has the cheapest sender ID registration?" compares fees: each market's is said.)
  const asked = withoutCarriedTraffic(text);
  if (feesAsked.test(asked) && !rateWords.test(asked)) return undefined;
  // ("Can we get cheaper if we commit volume?" asks for a discount, not which market is cheaper.)
  if (discountAsked.test(asked)) return undefined;
  // ("Which gulf country is cheaper?" names no two markets: the lowest of the region.)
  const ofAll = marketPaths.length === 0 && /\b(country|countries|market|markets|gulf)\b/.test(text);
  const asksLowest = superlative.test(text) || (ofAll && comparative.test(text));
  // ("Cheapest promotional, Qatar or Bahrain?": the lowest of the two named.)
  const asksWhich = (comparative.test(text) || asksLowest) && marketPaths.length >= 2;
  if (!asksLowest && !asksWhich) return undefined;
  const traffic = trafficOf(question);
  const gulfOnly = gulf.test(text);
  const priced: (PricedMarket & { value: number })[] = smsCountries.flatMap((country) => {
    const path = smsCountryPath(country.slug);
    const rate = rates.find((item) => item.country === country.slug);
    if (!rate || (asksWhich && !marketPaths.includes(path))) return [];
    if (gulfOnly && marketFacts(country.slug).region !== "gulf") return [];
    const value = rate[traffic];
    return [
      { market: country.shortName, path, value, price: formatPerMessage(value, intlLocale[answerLocale()]) },
    ];
  });
  const sorted = priced.sort((a, b) => a.value - b.value);
  const cheapest = sorted[0];
  const dearest = sorted[sorted.length - 1];
  if (!cheapest || !dearest || cheapest === dearest) return undefined;
  // Two markets are compared, with the gap between them ("by how much?"); three or more named are
  // ranked like the whole list, cheapest and dearest of them.
  const tag = intlLocale[answerLocale()];
  // ("How many times more expensive is Kuwait than India?": 15 times.)
  const ratio = timesAsked.test(text)
    ? ` ${say.pricingRatio(new Intl.NumberFormat(tag, { maximumFractionDigits: 1 }).format(dearest.value / cheapest.value))}`
    : "";
  const response =
    asksWhich && sorted.length === 2
      ? `${say.pricingCompared(traffic, cheapest, dearest, dearer.test(text))} ${say.pricingDifference(
          formatPerMessage(dearest.value - cheapest.value, tag),
        )}${ratio}`
      : say.pricingExtremes(traffic, cheapest, dearest, asksWhich ? "named" : gulfOnly ? "gulf" : "all");
  // ("And if we compare with Bahrain, the same volume?": each market's total for that count too.)
  const count = asksWhich && sorted.length === 2 ? volumeOf(question) : undefined;
  // ("…how much diff for 10k msgs?": and by how much the dearer one's total is more.)
  const totals = count
    ? ` ${volumeCostEach(
        count,
        sorted.map((each) => ({ market: each.market, perMessage: each.value })),
      )} ${volumeCostGap(count, cheapest.value, { market: dearest.market, perMessage: dearest.value })}`
    : "";
  const verdict =
    asksWhich && sorted.length === 2 ? comparisonVerdict(text, question, cheapest, dearest) : "";
  return {
    response: `${verdict}${response}${totals} ${say.pricingSeeAll()}`,
    sources: [ref(paths.smsPricing), ref(cheapest.path), ref(dearest.path)],
  };
}

/** "Is Kuwait cheaper?", "and kuwait, is it cheaper?": asked yes or no of one market, not which one is. */
const isItCheaper =
  /^(?!.*\b(?:which|what|where)\b)(?:(?=.*\b(?:is|are|isn'?t|does|do)\b)(?=.*\b(?:cheaper|less expensive|lower|more expensive|pricier|costlier|dearer|higher)\b)|(?:(?:ok|and|so|also) )*\p{L}+(?: \p{L}+)? (?:cheaper|cheapest|more expensive|pricier|costlier)(?: (?:than|from) \p{L}+(?: \p{L}+)?)?$)/u;

/** "Yes. " or "No. " for the market asked about (the first named), when the comparison is asked yes or no. */
function comparisonVerdict(
  text: string,
  question: string,
  cheapest: PricedMarket,
  dearest: PricedMarket,
): string {
  if (!isItCheaper.test(text)) return "";
  const subject = detectEntities(question).markets[0]?.path;
  const answer = dearer.test(text) ? dearest.path : cheapest.path;
  if (!subject || (subject !== cheapest.path && subject !== dearest.path)) return "";
  return `${subject === answer ? say.offeredYes() : say.requirementNo()} `;
}
