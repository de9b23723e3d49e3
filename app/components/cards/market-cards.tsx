import { smsCountries, smsCountryPath } from "~/content/catalogue";
import { LinkCards } from "./link-card";

/** Every SMS market as a card linking to its country page. */
export function MarketCards() {
  return (
    <LinkCards
      cards={smsCountries.map((country) => ({
        to: smsCountryPath(country.slug),
        title: `SMS in ${country.name}`,
        aside: country.dialCode,
        summary: country.summary,
      }))}
    />
  );
}
