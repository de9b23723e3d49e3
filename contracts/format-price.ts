// Relative imports with extensions: the assistant on the server (and the Edge Functions) quotes prices with it too.
import { fill } from "../app/content/format/fill.ts";
import { formatAmount, formatPerMessage as perMessage } from "../app/content/format/prices.ts";
import { defaultLocale, intlLocale } from "../app/content/locales.ts";

/**
 * "$0.0032": per-SMS prices keep four decimals so small differences stay visible. `tag` is Intl's
 * locale: the page's, or the default locale's (the English-only console).
 */
export function formatPerMessage(amount: number, tag: string = intlLocale[defaultLocale]): string {
  return perMessage(amount, tag);
}

/** "$150 one-time", or the included label for a zero fee; the words are the page's locale's. */
export function formatOneTimeFee(
  amount: number,
  words: { included: string; oneTime: string },
  tag: string,
): string {
  return amount === 0 ? words.included : fill(words.oneTime, { amount: formatAmount(amount, tag) });
}
