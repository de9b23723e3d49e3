/**
 * Prices in the page's locale. Small on purpose: the pricing page's first-load
 * JavaScript formats live rates with it. US dollars always ("$0.0032"; the narrow
 * symbol, so British English does not write "US$").
 */
const cache = new Map<string, Intl.NumberFormat>();

function currency(tag: string, fractionDigits: [number, number]): Intl.NumberFormat {
  const key = `${tag}:${fractionDigits.join("-")}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, {
      style: "currency",
      currency: "USD",
      currencyDisplay: "narrowSymbol",
      minimumFractionDigits: fractionDigits[0],
      maximumFractionDigits: fractionDigits[1],
    });
    cache.set(key, format);
  }
  return format;
}

/** "$0.0032": per-SMS prices keep four decimals so small differences stay visible. */
export function formatPerMessage(amount: number, tag: string): string {
  return currency(tag, [4, 4]).format(amount);
}

/** "$150", "$99.5": one-time fees and other whole amounts. */
export function formatAmount(amount: number, tag: string): string {
  return currency(tag, [0, 2]).format(amount);
}
