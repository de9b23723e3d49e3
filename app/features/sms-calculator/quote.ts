/**
 * A calculator quote and its place in the URL (?text=&country=&type=&volume=),
 * so a quote can be shared and survives a reload.
 */

export const trafficTypes = ["transactional", "promotional"] as const;
export type TrafficType = (typeof trafficTypes)[number];

export interface Quote {
  text: string;
  /** A market slug from the catalogue. */
  country: string;
  type: TrafficType;
  /** Messages per month as typed: digits, or "" while the field is cleared. */
  volume: string;
}

/** The query parameters, in the order they are written (has-quote.ts lists the same names). */
export const quoteParams = ["text", "country", "type", "volume"] as const;
export const DEFAULT_VOLUME = "10000";

/**
 * Reads a quote from a query string; unknown or malformed values fall back to the defaults, and
 * an absent text to `exampleText` (the page language's example message).
 */
export function parseQuote(search: string, countries: readonly string[], exampleText = ""): Quote {
  const params = new URLSearchParams(search);
  const country = params.get("country") ?? "";
  const type = params.get("type") ?? "";
  const volume = params.get("volume") ?? "";
  return {
    text: params.get("text") ?? exampleText,
    country: countries.includes(country) ? country : (countries[0] ?? ""),
    type: (trafficTypes as readonly string[]).includes(type) ? (type as TrafficType) : "transactional",
    volume: /^\d{1,9}$/.test(volume) ? String(Number(volume)) : DEFAULT_VOLUME,
  };
}

/** The query string for a quote, in a fixed order. */
export function serializeQuote(quote: Quote): string {
  const params = new URLSearchParams();
  for (const name of quoteParams) params.set(name, quote[name]);
  return `?${params}`;
}

/** Messages per month as a number: 0 for a cleared or malformed field. */
export function monthlyVolume(volume: string): number {
  return /^\d{1,9}$/.test(volume) ? Number(volume) : 0;
}

/**
 * Rate per segment × segments × messages, in USD with two decimals ("$680.00"), written as the
 * page's locale writes it (`tag`, Intl's; US English unless told).
 */
export function formatMonthlyCost(rate: number, segments: number, messages: number, tag = "en-US"): string {
  const usd = new Intl.NumberFormat(tag, {
    style: "currency",
    currency: "USD",
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: 2,
  });
  // Rounded to a millionth first, so floating-point noise (e.g. 680.0000000001) never tips a cent.
  return usd.format(Math.round(rate * segments * messages * 1e6) / 1e6);
}
