import { describe, expect, it } from "vitest";
import { services, smsCountries } from "./catalogue.ts";
import { locales } from "./locales.ts";
import { pageCardIcons } from "./pages/card-icons.ts";
import {
  careersPage,
  marketFactsOf,
  onePage,
  serviceFactsOf,
  servicePage,
  smsCountryPage,
} from "./render/site.ts";

// An icon per card means something only if each card has its own and none is left over: a card
// added in one language without an icon, or an icon list out of step, fails here.
describe("card icons", () => {
  it("every service feature has an icon, and its use cases one each, in every language", () => {
    for (const { slug } of services) {
      const facts = serviceFactsOf(slug);
      expect(Object.keys(facts.icons.features).sort(), slug).toEqual([...facts.features].sort());
      for (const locale of locales) {
        expect(facts.icons.useCases, `${slug} (${locale})`).toHaveLength(
          servicePage(slug, locale).useCases.length,
        );
      }
    }
  });

  it("a service's features do not all draw the same icon", () => {
    for (const { slug } of services) {
      expect(new Set(Object.values(serviceFactsOf(slug).icons.features)).size, slug).toBeGreaterThanOrEqual(
        6,
      );
    }
  });

  it("every market's use cases have one icon each, in every language", () => {
    for (const { slug } of smsCountries) {
      for (const locale of locales) {
        expect(marketFactsOf(slug).useCaseIcons, `${slug} (${locale})`).toHaveLength(
          smsCountryPage(slug, locale).useCases.length,
        );
      }
    }
  });

  it("the one-off pages' card lists have one icon per card in every language", () => {
    for (const locale of locales) {
      expect(pageCardIcons.homeWhy).toHaveLength(onePage("home", locale).why.items.length);
      expect(pageCardIcons.pricingIncluded).toHaveLength(onePage("smsPricing", locale).included.items.length);
      expect(pageCardIcons.aboutValues).toHaveLength(onePage("about", locale).values.items.length);
      expect(pageCardIcons.careersBenefits).toHaveLength(careersPage(locale).benefits.items.length);
    }
  });
});
