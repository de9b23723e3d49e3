/**
 * Every page's content with its path: the assistant reads the pages as they
 * render (texts filled in from the facts, decision 058). The engine understands the English
 * pages; another locale's are the twins its answers are written from (decision 120). Services and markets come from the content
 * registry; a new one-off page is added here and in app/routes.ts.
 */
import {
  serviceEntriesIn,
  servicePath,
  smsCountryEntriesIn,
  smsCountryPath,
} from "../../app/content/catalogue.ts";
import { fill } from "../../app/content/format/fill.ts";
import { defaultLocale, type Locale } from "../../app/content/locales.ts";
import type {
  AboutPage,
  CareersPage,
  ContactPage,
  HomePage,
  PricingPage,
  PrivacyPage,
  ServicesOverviewPage,
} from "../../app/content/page-schemas.ts";
import { paths } from "../../app/content/paths.ts";
import { careersPage, onePage, servicePage, smsCountryPage } from "../../app/content/render/site.ts";
import type { ServicePage, SmsCountryPage } from "../../app/content/schema.ts";
import { siteTexts } from "../../app/content/site/index.ts";

export type SiteContent =
  | { kind: "home"; path: string; name: string; page: HomePage }
  | { kind: "services"; path: string; name: string; page: ServicesOverviewPage }
  | { kind: "service"; path: string; name: string; summary: string; page: ServicePage }
  | { kind: "sms-country"; path: string; name: string; summary: string; page: SmsCountryPage }
  | { kind: "pricing"; path: string; name: string; page: PricingPage }
  | { kind: "about"; path: string; name: string; page: AboutPage }
  | { kind: "contact"; path: string; name: string; page: ContactPage }
  | { kind: "careers"; path: string; name: string; page: CareersPage }
  | { kind: "privacy"; path: string; name: string; page: PrivacyPage };

/** Every page of `locale`, at its default-locale path (the page's identity across languages). */
export function siteContentIn(locale: Locale): SiteContent[] {
  const { pageNames, chrome } = siteTexts[locale];
  return [
    { kind: "home", path: paths.home, name: pageNames.home, page: onePage("home", locale) },
    {
      kind: "services",
      path: paths.services,
      name: pageNames.services,
      page: onePage("servicesOverview", locale),
    },
    ...serviceEntriesIn(locale).map((service) => ({
      kind: "service" as const,
      path: servicePath(service.slug),
      name: service.name,
      summary: service.summary,
      page: servicePage(service.slug, locale),
    })),
    {
      kind: "pricing",
      path: paths.smsPricing,
      name: pageNames.smsPricing,
      page: onePage("smsPricing", locale),
    },
    ...smsCountryEntriesIn(locale).map((country) => ({
      kind: "sms-country" as const,
      path: smsCountryPath(country.slug),
      name: fill(chrome.marketLink, { market: country.shortName }),
      summary: country.summary,
      page: smsCountryPage(country.slug, locale),
    })),
    { kind: "about", path: paths.about, name: pageNames.about, page: onePage("about", locale) },
    { kind: "contact", path: paths.contact, name: pageNames.contact, page: onePage("contact", locale) },
    { kind: "careers", path: paths.careers, name: pageNames.careers, page: careersPage(locale) },
    { kind: "privacy", path: paths.privacy, name: pageNames.privacy, page: onePage("privacy", locale) },
  ];
}

export const siteContent: readonly SiteContent[] = siteContentIn(defaultLocale);
