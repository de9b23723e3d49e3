import { assistantAnswers as say } from "../../app/content/assistant-answers";
import { smsCountryPath } from "../../app/content/catalogue";
import type { SmsRate } from "../../app/content/page-schemas";
import { paths } from "../../app/content/site-map";
// The pricing page formats prices this way too: the assistant quotes them identically.
import { formatOneTimeFee, formatPerMessage } from "../../app/features/sms-pricing/format-price";
import type { PageRef } from "./compose";
import type { ChatResponse } from "./types";

interface PricingQuestion {
  rates: readonly SmsRate[];
  /** SMS market pages the question names. */
  marketPaths: readonly string[];
  /** Non-SMS services the question names. */
  otherServices: readonly string[];
  ref: (path: string) => PageRef;
}

/**
 * Prices only from the rates the site publishes (the server's current ones):
 * a named market gets its rate quoted, another channel is quoted by sales.
 */
export function pricingAnswer({ rates, marketPaths, otherServices, ref }: PricingQuestion): ChatResponse {
  const quoted = marketPaths
    .map((path) => rates.find((rate) => smsCountryPath(rate.country) === path))
    .filter((rate): rate is SmsRate => Boolean(rate))
    .slice(0, 2);
  if (quoted.length > 0) {
    const lines = quoted.map((rate) =>
      say.pricingCountry(
        rate.countryName,
        smsCountryPath(rate.country),
        formatPerMessage(rate.transactional),
        formatPerMessage(rate.promotional),
        formatOneTimeFee(rate.senderIdFee, say.senderIdIncluded),
      ),
    );
    return {
      response: [...lines, say.pricingSeeAll()].join(" "),
      sources: [...quoted.map((rate) => ref(smsCountryPath(rate.country))), ref(paths.smsPricing)],
    };
  }
  const [service] = otherServices;
  if (service) {
    const page = ref(service);
    return { response: say.pricingOtherChannel(page.title, page.path), sources: [ref(paths.contact), page] };
  }
  return { response: say.pricingGeneral(), sources: [ref(paths.smsPricing)] };
}
