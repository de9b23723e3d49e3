/**
 * Prices in the page's locale. Small on purpose: the pricing page's first-load
 * JavaScript formats live rates with it. US dollars always ("$0.0032"; the narrow
 * symbol, so British English does not write "US$").
 */
import { type FormattedTexts, formattedOnce } from "./formatted-once.ts";

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

type Digits = "per-message" | "amount" | "cents";
const digitsOf: Record<Digits, [number, number]> = { "per-message": [4, 4], amount: [0, 0], cents: [2, 2] };
/** A whole amount without decimals ("$420"); one with cents shows both digits ("$412.50", not "$412.5"). */
const amountDigits = (amount: number): Digits => (Number.isInteger(amount) ? "amount" : "cents");
const priceKey = (tag: string, digits: Digits, amount: number) => `price|${tag}|${digits}|${amount}`;

// Through formattedOnce: the page's published prices arrive formatted by the server (decision 095).
const formatted = (amount: number, tag: string, digits: Digits) =>
  formattedOnce(priceKey(tag, digits, amount), () => currency(tag, digitsOf[digits]).format(amount));

/** "$0.0032": per-SMS prices keep four decimals so small differences stay visible. */
export function formatPerMessage(amount: number, tag: string): string {
  return formatted(amount, tag, "per-message");
}

/** "$150", "$99.50": one-time fees, totals and other amounts. */
export function formatAmount(amount: number, tag: string): string {
  return formatted(amount, tag, amountDigits(amount));
}

/** These prices' texts in `tag`, formatted here (on the server) for `rememberFormatted` in the browser. */
export function priceTextsOf(
  tag: string,
  prices: { perMessage: number[]; amounts: number[] },
): FormattedTexts {
  return Object.fromEntries([
    ...prices.perMessage.map((amount) => [
      priceKey(tag, "per-message", amount),
      formatPerMessage(amount, tag),
    ]),
    ...prices.amounts.map((amount) => [
      priceKey(tag, amountDigits(amount), amount),
      formatAmount(amount, tag),
    ]),
  ]);
}
