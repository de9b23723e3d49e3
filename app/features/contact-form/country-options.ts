/**
 * The contact form's country choices: the six SMS markets first (the catalogue's order, named by
 * the content), then every other country named by Intl in the page's language and sorted by name.
 * The pre-rendering server writes them into the page (the contact route's loader), so the browser
 * neither builds ICU's region names nor sorts 240 names while the page loads (decision 095).
 */
import type { MarketCard } from "~/content/render/site-data.ts";

export interface CountryOption {
  value: string;
  label: string;
}

/** The SMS markets, in the catalogue's order and named in the page's language. */
export function marketOptionsOf(markets: readonly MarketCard[]): CountryOption[] {
  return markets.map((market) => ({ value: market.isoCode, label: market.name }));
}

/** Every country of `codes` that is not a market of `markets`, named in `lang` and sorted by name. */
export function otherCountryOptions(
  codes: readonly string[],
  markets: readonly CountryOption[],
  lang: string,
): CountryOption[] {
  const served = new Set(markets.map((option) => option.value));
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([lang], { type: "region" });
  } catch {
    // A browser without Intl.DisplayNames: the codes themselves still identify the countries.
  }
  // One collator for the whole sort: localeCompare(…, lang) builds one per comparison.
  const collator = new Intl.Collator(lang);
  return codes
    .filter((code) => !served.has(code))
    .map((code) => ({ value: code, label: names?.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
