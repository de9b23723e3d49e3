import { smsCountries } from "~/content/catalogue";

export interface CountryOption {
  value: string;
  label: string;
}

/** The six SMS markets, in the catalogue's order: listed first in the country select. */
export const marketOptions: readonly CountryOption[] = smsCountries.map((country) => ({
  value: country.isoCode,
  label: country.name,
}));

/**
 * Every other country of `codes` (app/content/countries.ts), named by the
 * browser's Intl data (no list of names ships) and sorted by name.
 */
export function otherCountryOptions(codes: readonly string[], locale = "en"): CountryOption[] {
  const markets = new Set(marketOptions.map((option) => option.value));
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: "region" });
  } catch {
    // A browser without Intl.DisplayNames: the codes themselves still identify the countries.
  }
  return codes
    .filter((code) => !markets.has(code))
    .map((code) => ({ value: code, label: names?.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
