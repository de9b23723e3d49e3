/**
 * The figures of the pricing hero's drawing (app/assets/illustrations/pricing.svg and its
 * translations): a month of OTPs to Saudi Arabia at the published transactional rate. Computed
 * from `smsRates` and filled into the drawing's `{estimate…}` placeholders by the route's loader,
 * so changing the rate in sms-rates.ts changes the drawing in every language.
 */
import type { TextValues } from "~/content/format/fill.ts";
import { formatPerMessage } from "~/content/format/prices.ts";
import { intlLocale, type Locale } from "~/content/locales.ts";
import { smsRates } from "~/content/sms-rates.ts";
import { formatMonthlyCost } from "~/features/sms-calculator/quote.ts";

/** What the drawing estimates. One segment: its "Encoding" row says so in words. */
export const pricingEstimate = { country: "saudi-arabia", segments: 1, messages: 50_000 } as const;

/** The estimate's published rate per segment, in USD. */
export function pricingEstimateRate(): number {
  const rate = smsRates.find((published) => published.country === pricingEstimate.country);
  if (!rate) throw new Error(`No published SMS rate for ${pricingEstimate.country}`);
  return rate.transactional;
}

/**
 * The drawing's values in `locale`: `estimateTotal` as the calculator writes a monthly cost
 * ("$1,700.00"), `estimateRate` as the rate table writes a price ("$0.0340") and
 * `estimateMessages` as the locale writes the count ("50,000").
 */
export function pricingEstimateValues(locale: Locale): TextValues {
  const tag = intlLocale[locale];
  const rate = pricingEstimateRate();
  const { segments, messages } = pricingEstimate;
  return {
    estimateTotal: formatMonthlyCost(rate, segments, messages, tag),
    estimateRate: formatPerMessage(rate, tag),
    estimateMessages: new Intl.NumberFormat(tag).format(messages),
  };
}
