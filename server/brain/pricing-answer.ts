import { assistantAnswers as say } from "../../app/content/assistant-answers";
import type { SmsRate } from "../../app/content/page-schemas";
import { paths } from "../../app/content/site-map";
import type { ChatResponse } from "../functions/chat/schema";
import type { PageRef } from "./compose";

const perSegment = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 4,
  maximumFractionDigits: 4,
});
const whole = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

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
    .map((path) => rates.find((rate) => `/services/sms-services/${rate.country}` === path))
    .filter((rate): rate is SmsRate => Boolean(rate))
    .slice(0, 2);
  if (quoted.length > 0) {
    const countryPath = (rate: SmsRate) => `/services/sms-services/${rate.country}`;
    const lines = quoted.map((rate) =>
      say.pricingCountry(
        rate.countryName,
        countryPath(rate),
        perSegment.format(rate.transactional),
        perSegment.format(rate.promotional),
        rate.senderIdFee === 0 ? say.senderIdIncluded : say.senderIdFee(whole.format(rate.senderIdFee)),
      ),
    );
    return {
      response: [...lines, say.pricingSeeAll()].join(" "),
      sources: [...quoted.map((rate) => ref(countryPath(rate))), ref(paths.smsPricing)],
    };
  }
  const [service] = otherServices;
  if (service) {
    const page = ref(service);
    return { response: say.pricingOtherChannel(page.title, page.path), sources: [ref(paths.contact), page] };
  }
  return { response: say.pricingGeneral(), sources: [ref(paths.smsPricing)] };
}
