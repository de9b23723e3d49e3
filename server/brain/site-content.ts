/**
 * Every page's content module with its path: the assistant reads the same
 * modules the pages render. Services and markets come from the content
 * registry; a new one-off page is added here and in app/routes.ts.
 */
import {
  servicePage,
  servicePath,
  services,
  smsCountries,
  smsCountryPage,
  smsCountryPath,
} from "../../app/content/catalogue.ts";
import type {
  AboutPage,
  CareersPage,
  ContactPage,
  HomePage,
  PricingPage,
  PrivacyPage,
  ServicesOverviewPage,
} from "../../app/content/page-schemas.ts";
import { aboutPage } from "../../app/content/pages/about.ts";
import { careersPage } from "../../app/content/pages/careers.ts";
import { contactPage } from "../../app/content/pages/contact.ts";
import { homePage } from "../../app/content/pages/home.ts";
import { privacyPage } from "../../app/content/pages/privacy.ts";
import { servicesOverviewPage } from "../../app/content/pages/services-overview.ts";
import { smsPricingPage } from "../../app/content/pages/sms-pricing.ts";
import type { ServicePage, SmsCountryPage } from "../../app/content/schema.ts";
import { paths } from "../../app/content/site-map.ts";

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

function required<T>(page: T | undefined, slug: string): T {
  if (!page) throw new Error(`No content module for ${slug}`);
  return page;
}

export const siteContent: readonly SiteContent[] = [
  { kind: "home", path: paths.home, name: "Home", page: homePage },
  { kind: "services", path: paths.services, name: "Services", page: servicesOverviewPage },
  ...services.map((service) => ({
    kind: "service" as const,
    path: servicePath(service.slug),
    name: service.name,
    summary: service.summary,
    page: required(servicePage(service.slug), service.slug),
  })),
  { kind: "pricing", path: paths.smsPricing, name: "SMS pricing", page: smsPricingPage },
  ...smsCountries.map((country) => ({
    kind: "sms-country" as const,
    path: smsCountryPath(country.slug),
    name: `SMS in ${country.shortName}`,
    summary: country.summary,
    page: required(smsCountryPage(country.slug), country.slug),
  })),
  { kind: "about", path: paths.about, name: "About", page: aboutPage },
  { kind: "contact", path: paths.contact, name: "Contact", page: contactPage },
  { kind: "careers", path: paths.careers, name: "Careers", page: careersPage },
  { kind: "privacy", path: paths.privacy, name: "Privacy", page: privacyPage },
];
