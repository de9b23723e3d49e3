/**
 * The pricing hero's monthly estimate, redrawn in the page when the server's rates differ from
 * the published ones (decision 119): an operator's price change in the console reaches the
 * drawing as it reaches the table, without a rebuild. The drawing is static markup; its two
 * figures carry `data-estimate="total"` and `data-estimate="rate"`.
 */
import { formatPerMessage } from "~/content/format/prices.ts";
import { intlLocale, localeOfPath } from "~/content/locales.ts";
import type { SmsRate } from "~/content/page-schemas.ts";
import { formatMonthlyCost } from "~/features/sms-calculator/quote.ts";
import { pricingEstimate } from "./pricing-estimate.ts";

const rateOf = (rates: readonly SmsRate[]) =>
  rates.find((rate) => rate.country === pricingEstimate.country)?.transactional;

/**
 * Rewrites the estimate's total and rate for `rates`. While the rate is the published one and the
 * drawing was never redrawn, nothing is formatted, so an unchanged page creates no Intl formatter
 * (decision 095); once redrawn, a rate that returns to the published one is drawn again.
 */
export function redrawPricingEstimate(
  rates: readonly SmsRate[],
  published: readonly SmsRate[],
  root: ParentNode = document,
  pathname = window.location.pathname,
): void {
  const rate = rateOf(rates);
  const total = root.querySelector('[data-estimate="total"]');
  const each = root.querySelector('[data-estimate="rate"]');
  if (rate === undefined || !total || !each) return;
  if (rate === rateOf(published) && !total.hasAttribute("data-redrawn")) return;
  const tag = intlLocale[localeOfPath(pathname)];
  total.setAttribute("data-redrawn", "");
  total.textContent = formatMonthlyCost(rate, pricingEstimate.segments, pricingEstimate.messages, tag);
  each.textContent = formatPerMessage(rate, tag);
}
