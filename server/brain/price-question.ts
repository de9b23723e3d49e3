/**
 * A question about prices: the rates compared ("cheapest in the Gulf?"), what the pricing page
 * says of them ("are taxes included?"), another channel's own words on its pricing and then sales,
 * or a market's published rates (pricing-answer.ts). Never an SMS rate for another channel.
 */

import type { Traffic } from "../../app/content/assistant-answers.ts";
import { servicePath, smsCountryEntriesIn, smsCountryPath } from "../../app/content/catalogue.ts";
import type { SmsRate } from "../../app/content/page-schemas.ts";
import { paths } from "../../app/content/site-map.ts";
import { formatPerMessage } from "../../contracts/format-price.ts";
import { answerTypeOf, gives } from "./answer-type.ts";
import type { PageRef } from "./compose.ts";
import { comparingPrices, monthsAsked } from "./count-words.ts";
import { detectEntities } from "./entities.ts";
import { asksAccountFee } from "./fresh-question.ts";
import { answerLocale } from "./languages/answer-locale.ts";
import {
  bareVolumeOf,
  oneForEach,
  senderIdCountOf,
  volumeOf,
  volumesPerMarket,
  volumesPerTraffic,
} from "./message-counts.ts";
import { pricingAnswer } from "./pricing-answer.ts";
import { namedTraffic, rateComparison, withoutCarriedTraffic } from "./rate-comparison.ts";
import { say } from "./say.ts";
import { segmentsEachOf } from "./segment-question.ts";
import { serviceFaqAnswer } from "./service-frame.ts";
import { normalize } from "./text.ts";
import type { Answer, ChatResponse } from "./types.ts";
import {
  asksFeeIncluded,
  asksTotal,
  senderIdFeeFor,
  senderIdFeesTotal,
  volumeCost,
  volumeCostBothTypes,
  volumeCostByTraffic,
  volumeCostSum,
  volumeOverMonths,
} from "./volume-cost.ts";

export interface PriceContext {
  rates: readonly SmsRate[];
  /** SMS market pages the question names (when it is about SMS). */
  marketPages: readonly string[];
  /** Services other than SMS that it names. */
  otherServices: readonly string[];
  serviceMentions: readonly string[];
  ref: (path: string) => PageRef;
  answerWithin: (question: string, path: string) => Answer | undefined;
  pricingFaqAsks: (question: string) => boolean;
}

const smsService = servicePath("sms-services");
const failedCharge =
  /\b(undelivered|not delivered|never delivered|failed|fail|fails|(doesn'?t|don'?t|does not|do not) (arrive|get delivered|reach))\b/;

const marketsIn = (clause: string) => detectEntities(clause).markets.map((mention) => mention.path);
/** A market's name in the answer's language, as its sentences name it ("Bahrain", "البحرين"). */
const marketName = (path: string) =>
  smsCountryEntriesIn(answerLocale()).find((entry) => smsCountryPath(entry.slug) === path)?.shortName ?? "";

/**
 * "Is sender ID registration extra there?" asks the fee alone; "OTP rate and sender ID fee?" both.
 * ("The one-time fees" are the registration's: the only one-time charge the rates carry.)
 */
const senderIdWords =
  /\bsender( (id|ids|name|names))?\b|\bregist(er|ration)\b|\bone time (fees?|charges?|costs?)\b|\breg fees?\b/;
/** "Is the Kuwait fee every year?": a market's only fee is its sender ID registration. */
const recurring = /\b((every|each|per|a) year|yearly|annual(ly)?|renew\w*|recurring)\b/;
const namesSenderId = (text: string) =>
  senderIdWords.test(text) || (/\bfees?\b/.test(text) && recurring.test(text));
const messageWords =
  /\b(per (sms|message|msg|segment|otp)|rates?|otps?|promo\w*|transactional|messages?|msgs?|sms (cost|price|prices))\b/;

const rateChange =
  /\b(rates?|prices?)( \w+){0,2} (change|changes|changing|go up|increase|increases|revised|fixed|locked)\b/;

/** Two fees set against each other: "is Kuwait's fee more than Qatar's?", "which is higher?". */
const feesCompared =
  /\b(more|less|higher|lower|cheaper|pricier|dearer|expensive|costlier|difference|compare\w*|vs|versus|same|equal|identical|different)\b/;
export const asksSenderIdFee = (question: string) => {
  const text = withoutCarriedTraffic(normalize(question));
  return namesSenderId(text) && !messageWords.test(text);
};

export function priceAnswer(
  question: string,
  { rates, marketPages, otherServices, serviceMentions, ref, answerWithin, pricingFaqAsks }: PriceContext,
  notFound: (reply: ChatResponse) => Answer,
): Answer {
  const plain = normalize(question);
  // "WhatsApp messages in India": the channel asked about is priced, never that market's SMS rate.
  const smsAsked = serviceMentions.includes(smsService) || otherServices.length === 0;
  const pricedMarkets = smsAsked ? marketPages : [];
  // "Cheapest promotional rate?", "cheaper, Qatar or Bahrain?": computed from the rates.
  const compared = smsAsked ? rateComparison(question, rates, marketPages, ref) : undefined;
  if (compared) return { ...compared, fromFacts: true };
  // "Do you charge for undelivered msgs?" with a market in play: how failed messages are billed
  // (the pricing page's FAQ), not the market's rates.
  // (Or "any fee to open an account, or a monthly subscription?": the pricing page's, too.)
  // (Or whether the rates change: "can this rate change later?", the pricing page's note says when.)
  const billed = failedCharge.test(plain) || asksAccountFee(plain) || rateChange.test(plain);
  // (Not of another channel that goes as SMS: "if RCS is not delivered and goes as SMS, do we pay
  // for both?" is the RCS page's, which bills it at SMS rates.)
  if (smsAsked && billed && otherServices.length === 0) {
    const changing = rateChange.test(plain) ? " rates can change when operators change their prices" : "";
    const billing = answerWithin(`${question}${changing}`, paths.smsPricing);
    if (billing) return billing;
  }
  // "Are taxes included in your prices?", "any setup fee?": what the pricing page says, not a rate.
  const shape = answerTypeOf(question);
  if (pricedMarkets.length === 0 && otherServices.length === 0) {
    // (Not "how much will it cost, and how long will it take?": the pricing page has no durations.)
    // ("The difference between transactional and promotional in price?": what each is, the page says.)
    const typesCompared =
      /\b(difference|differ|vs|versus)\b/.test(plain) &&
      /\btransactional\b/.test(plain) &&
      /\bpromotional\b/.test(plain);
    const asksPage =
      (shape && shape.type !== "price" && shape.type !== "duration") ||
      pricingFaqAsks(question) ||
      typesCompared;
    const asked = typesCompared ? `${question} which is otps alerts and which marketing offers` : question;
    const pricingPage = asksPage ? answerWithin(asked, paths.smsPricing) : undefined;
    if (pricingPage) return pricingPage;
  }
  // "How are outbound voice calls priced?": that service's own answer on pricing, then sales.
  const [pricedService] = otherServices;
  const servicePricing =
    pricedMarkets.length === 0 && pricedService
      ? serviceFaqAnswer(pricedService, question, { aboutPrice: true })
      : undefined;
  if (servicePricing && pricedService) {
    const quoted = say.pricingQuoted(ref(pricedService).title);
    return notFound({
      response: `${servicePricing.response} ${quoted}`,
      sources: [...servicePricing.sources, ref(paths.contact)],
    });
  }
  const traffic = namedTraffic(question);
  const priced: Answer = {
    ...pricingAnswer({
      rates,
      marketPaths: pricedMarkets,
      otherServices,
      ref,
      traffic,
      senderIdFee: asksSenderIdFee(question),
      compared: feesCompared.test(plain),
    }),
    fromFacts: true,
  };
  // "What would 1 lakh transactional SMS in India cost?": the rate, then the total.
  const count = volumeOf(question) ?? bareVolumeOf(question);
  const [market] = pricedMarkets;
  const rate = rates.find((item) => market && smsCountryPath(item.country) === market);
  // (With the sender ID fee when asked for it: "the total with the fees in the first month?")
  const withFee = asksFeeIncluded(question);
  // ("…with two sender name registrations": the one-time fee for each of them.)
  const oneTimeFee = withFee && rate ? rate.senderIdFee * (senderIdCountOf(question) ?? 1) : 0;
  const countPriced = count && rate && pricedMarkets.length === 1 && (withFee || !asksSenderIdFee(question));
  // (Each message several segments long: the price of one, then the total at that price.)
  const segments = segmentsEachOf(question);
  if (countPriced && traffic && segments > 1)
    priced.response = `${priced.response} ${say.segmentsEach(segments, formatPerMessage(rate[traffic] * segments))}`;
  if (countPriced && traffic)
    priced.response = `${priced.response} ${volumeCost(count, rate[traffic] * segments, oneTimeFee)}`;
  // ("20,000 promo a month, the 3 months' total with the sender ID fee?": months of it, the fee once.)
  const months = monthsAsked(question);
  if (countPriced && traffic && months)
    priced.response = `${priced.response} ${volumeOverMonths(count * rate[traffic] * segments, months, oneTimeFee)}`;
  // "First month: 50k OTP + 20k promo, plus the sender names. Total?": a count for each type.
  const perTraffic =
    rate && pricedMarkets.length === 1 ? volumesPerTraffic(question, namedTraffic) : undefined;
  // ("8,000 reminders a month, what does it cost?": no type named, so the total at each type's rate.)
  if (countPriced && !traffic && !perTraffic)
    priced.response = `${priced.response} ${volumeCostBothTypes(
      count,
      { transactional: rate.transactional * segments, promotional: rate.promotional * segments },
      oneTimeFee,
    )}`;
  // "25,000 in Bahrain plus 25,000 in Qatar, total?": each market's share, then the sum.
  const perMarket = volumesPerMarket(question, pricedMarkets, marketsIn);
  const sharesAt = (type: Traffic) =>
    [...(perMarket ?? [])].flatMap(([path, messages]) => {
      const marketRate = rates.find((item) => smsCountryPath(item.country) === path);
      return marketRate
        ? [
            {
              count: messages,
              market: marketName(path),
              perMessage: marketRate[type],
              fee: withFee ? marketRate.senderIdFee : 0,
            },
          ]
        : [];
    });
  const shares = traffic ? sharesAt(traffic) : [];
  const fees = pricedMarkets.flatMap(
    (path) => rates.find((item) => smsCountryPath(item.country) === path)?.senderIdFee ?? [],
  );
  const summed = shares.length === pricedMarkets.length && shares.length > 1;
  if (summed) priced.response = `${priced.response} ${volumeCostSum(shares)}`;
  // (No type named: the sum at each type's rate, as the rates were given.)
  const eachType = !traffic && perMarket && perMarket.size === pricedMarkets.length && perMarket.size > 1;
  if (eachType)
    for (const type of ["transactional", "promotional"] as const)
      priced.response = `${priced.response} ${say.volumeCostSumAs(type, volumeCostSum(sharesAt(type)))}`;
  // "Each client needs its own sender ID, so 5 IDs: the registration fee?": the fee times five.
  const idCount = senderIdCountOf(question);
  // (Or "two, one for promotions and one for OTP", whose traffic words name what each is for.)
  // ("If 2 sender IDs, one -AD for promos, the registration fee?": the fee, whatever the IDs are for.)
  const idFee =
    asksSenderIdFee(question) ||
    (oneForEach(question) && namesSenderId(plain)) ||
    /\bregistration (fees?|charges?|cost)\b/.test(plain);
  if (idCount && rate && pricedMarkets.length === 1 && idFee && rate.senderIdFee > 0)
    priced.response = `${priced.response} ${senderIdFeeFor(idCount, rate.senderIdFee)}`;
  // "If we register in all three, the total of the registration fees?": the fees added up.
  // (Also after a volume: "plus sender ID registration in all 3, one-time total?" adds the fees.)
  const feesAsked = !count ? asksSenderIdFee(question) : !summed && !eachType && namesSenderId(plain);
  // (Asked of several markets at once, too: "the sender ID fee if we send to Kuwait, Qatar and Bahrain?")
  const ofSeveral = !count && !feesCompared.test(plain) && !comparingPrices.test(plain);
  if (feesAsked && (asksTotal(question) || ofSeveral) && fees.length > 1)
    priced.response = `${priced.response} ${senderIdFeesTotal(fees)}`;
  // (Each type's share of those, then the sum.)
  if (perTraffic && rate) {
    const typeShares = [...perTraffic].map(([type, messages]) => ({
      count: messages,
      traffic: type,
      perMessage: rate[type],
    }));
    priced.response = `${priced.response} ${volumeCostByTraffic(typeShares, oneTimeFee)}`;
  }
  // "Total incl VAT?": what the prices exclude, after the total.
  const taxes = shape?.type === "tax" && count ? answerWithin(question, paths.smsPricing) : undefined;
  const taxSentence =
    taxes && shape && gives(shape, taxes.response) ? taxes.response.split(/(?<=\.)\s/)[0] : undefined;
  if (taxSentence) priced.response = `${priced.response} ${taxSentence}`;
  return pricedMarkets.length === 0 && otherServices.length > 0 ? notFound(priced) : priced;
}
