import type { Traffic } from "../../app/content/assistant-answers.ts";
import { smsCountries, smsCountryPath } from "../../app/content/catalogue.ts";
import { formatWords } from "../../app/content/format/index.ts";
import { intlLocale } from "../../app/content/locales.ts";
import type { SmsRate } from "../../app/content/page-schemas.ts";
import { paths } from "../../app/content/site-map.ts";
// The pricing page formats prices this way too: the assistant quotes them identically.
import { formatOneTimeFee, formatPerMessage } from "../../contracts/format-price.ts";
import type { PageRef } from "./compose.ts";
import { answerLocale } from "./languages/answer-locale.ts";
import { say } from "./say.ts";
import type { ChatResponse } from "./types.ts";

interface PricingQuestion {
  rates: readonly SmsRate[];
  /** SMS market pages the question names. */
  marketPaths: readonly string[];
  /** Non-SMS services the question names. */
  otherServices: readonly string[];
  ref: (path: string) => PageRef;
  /** The question asks the sender ID's fee, not a message's price: only the fee is quoted. */
  senderIdFee?: boolean;
  /** The one traffic type the question names: only its rate is quoted. */
  traffic?: Traffic;
  /** Two markets' fees compared ("is Kuwait's fee more than Qatar's?"): which costs more, first. */
  compared?: boolean;
}

/**
 * Prices only from the rates the site publishes (the server's current ones):
 * a named market gets its rate quoted (or "on request" while it has none),
 * another channel is quoted by sales.
 */
export function pricingAnswer({
  rates,
  marketPaths,
  otherServices,
  ref,
  traffic,
  senderIdFee,
  compared,
}: PricingQuestion): ChatResponse {
  const markets = marketPaths
    .flatMap((path) => smsCountries.filter((country) => smsCountryPath(country.slug) === path))
    // (Up to three: "20k in each of the three?" after Qatar, Kuwait and Bahrain.)
    .slice(0, 3);
  if (markets.length > 0) {
    const tag = intlLocale[answerLocale()];
    const { oneTimeFee } = formatWords[answerLocale()];
    // A market the site lists before its rate is published is quoted by sales, never guessed.
    let onRequest = false;
    const lines = markets.map((country) => {
      const path = smsCountryPath(country.slug);
      const rate = rates.find((item) => item.country === country.slug);
      if (!rate) {
        onRequest = true;
        return say.pricingOnRequest(country.name, path);
      }
      const fee = formatOneTimeFee(
        rate.senderIdFee,
        { included: say.senderIdIncluded, oneTime: oneTimeFee },
        tag,
      );
      if (senderIdFee) return say.pricingSenderIdFee(country.name, path, fee);
      if (traffic)
        return say.pricingCountryTraffic(
          country.name,
          path,
          traffic,
          formatPerMessage(rate[traffic], tag),
          fee,
        );
      return say.pricingCountry(
        country.name,
        path,
        formatPerMessage(rate.transactional, tag),
        formatPerMessage(rate.promotional, tag),
        fee,
      );
    });
    const pages = [...markets.map((country) => smsCountryPath(country.slug)), paths.smsPricing];
    const verdict = senderIdFee && compared ? feeVerdict(markets, rates) : undefined;
    return {
      // (The verdict names both fees: each market's line would say them again.)
      response: [...(verdict ? [verdict] : lines), ...(onRequest ? [] : [say.pricingSeeAll()])].join(" "),
      sources: [...pages, ...(onRequest ? [paths.contact] : [])].map(ref),
    };
  }
  const [service] = otherServices;
  if (service) {
    const page = ref(service);
    return {
      response: say.pricingOtherChannel(page.title, page.path),
      sources: [ref(paths.smsPricing), page, ref(paths.contact)],
    };
  }
  return { response: say.pricingGeneral(), sources: [ref(paths.smsPricing)] };
}

/** Which of two markets' sender ID fees is higher, or that they are the same; undefined without both rates. */
function feeVerdict(
  markets: readonly (typeof smsCountries)[number][],
  rates: readonly SmsRate[],
): string | undefined {
  const [one, other] = markets;
  if (!one || !other || markets.length !== 2) return undefined;
  const tag = intlLocale[answerLocale()];
  const { oneTimeFee } = formatWords[answerLocale()];
  const priced = [one, other].map((country) => {
    const rate = rates.find((item) => item.country === country.slug);
    return rate
      ? {
          fee: rate.senderIdFee,
          market: country.name,
          path: smsCountryPath(country.slug),
          price: formatOneTimeFee(
            rate.senderIdFee,
            { included: say.senderIdIncluded, oneTime: oneTimeFee },
            tag,
          ),
        }
      : undefined;
  });
  const [a, b] = priced;
  if (!a || !b) return undefined;
  if (a.fee === b.fee) return say.senderIdFeeSame(a, b);
  return a.fee > b.fee ? say.senderIdFeeCompared(a, b) : say.senderIdFeeCompared(b, a);
}
