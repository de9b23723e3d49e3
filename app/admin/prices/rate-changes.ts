/** What one save changed, market by market, for the history: "Qatar transactional: $0.0360 → $0.0412". */
import type { SmsRate } from "~/content/page-schemas.ts";
import { formatOneTimeFee, formatPerMessage } from "../../../contracts/format-price.ts";
import { fieldLabels, type RateField, rateFields } from "./price-form.ts";

export interface RateChangeLine {
  market: string;
  field: RateField | null;
  from: string;
  to: string;
}

const ON_REQUEST = "On request";
/** The console is English-only (decision 058 leaves it out of the site's languages). */
const FEE_WORDS = { included: "Included", oneTime: "{amount} one-time" };

function format(field: RateField, amount: number): string {
  return field === "senderIdFee" ? formatOneTimeFee(amount, FEE_WORDS, "en-GB") : formatPerMessage(amount);
}

/** One line per changed amount; a market priced or unpriced as a whole is one line (field null). */
export function rateChangeLines(before: readonly SmsRate[], after: readonly SmsRate[]): RateChangeLine[] {
  const lines: RateChangeLine[] = [];
  const countries = [...new Set([...before, ...after].map((rate) => rate.country))];
  for (const country of countries) {
    const old = before.find((rate) => rate.country === country);
    const next = after.find((rate) => rate.country === country);
    const market = (next ?? old)?.countryName ?? country;
    const summary = (rate: SmsRate) =>
      `${formatPerMessage(rate.transactional)} / ${formatPerMessage(rate.promotional)}`;
    if (!old && next) lines.push({ market, field: null, from: ON_REQUEST, to: summary(next) });
    else if (old && !next) lines.push({ market, field: null, from: summary(old), to: ON_REQUEST });
    else if (old && next)
      for (const field of rateFields)
        if (old[field] !== next[field])
          lines.push({ market, field, from: format(field, old[field]), to: format(field, next[field]) });
  }
  return lines;
}

export function lineLabel(line: RateChangeLine): string {
  return line.field ? `${line.market} ${fieldLabels[line.field].name}` : line.market;
}
