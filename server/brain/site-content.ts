/**
 * Every page's content module with its path: the assistant reads the same
 * modules the pages render. A new page is added here and in app/routes.ts.
 */
import { servicePath, services, smsCountries, smsCountryPath } from "../../app/content/catalogue";
import type {
  AboutPage,
  CareersPage,
  ContactPage,
  HomePage,
  PricingPage,
  PrivacyPage,
  ServicesOverviewPage,
} from "../../app/content/page-schemas";
import { aboutPage } from "../../app/content/pages/about";
import { careersPage } from "../../app/content/pages/careers";
import { contactPage } from "../../app/content/pages/contact";
import { homePage } from "../../app/content/pages/home";
import { privacyPage } from "../../app/content/pages/privacy";
import { servicesOverviewPage } from "../../app/content/pages/services-overview";
import { smsPricingPage } from "../../app/content/pages/sms-pricing";
import type { ServicePage, SmsCountryPage } from "../../app/content/schema";
import { servicePage as aiAgents } from "../../app/content/services/ai-agents";
import { servicePage as rcs } from "../../app/content/services/rcs-services";
import { servicePage as sms } from "../../app/content/services/sms-services";
import { servicePage as virtualNumbers } from "../../app/content/services/virtual-numbers";
import { servicePage as voice } from "../../app/content/services/voice-services";
import { servicePage as webApp } from "../../app/content/services/web-app-development";
import { servicePage as whatsapp } from "../../app/content/services/whatsapp-services";
import { paths } from "../../app/content/site-map";
import { smsCountryPage as bahrain } from "../../app/content/sms-countries/bahrain";
import { smsCountryPage as india } from "../../app/content/sms-countries/india";
import { smsCountryPage as kuwait } from "../../app/content/sms-countries/kuwait";
import { smsCountryPage as qatar } from "../../app/content/sms-countries/qatar";
import { smsCountryPage as saudiArabia } from "../../app/content/sms-countries/saudi-arabia";
import { smsCountryPage as uae } from "../../app/content/sms-countries/uae";

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

const servicePages: ServicePage[] = [sms, whatsapp, rcs, voice, aiAgents, virtualNumbers, webApp];
const countryPages: SmsCountryPage[] = [india, uae, saudiArabia, bahrain, kuwait, qatar];

function byslug<T extends { slug: string }>(list: T[], slug: string): T {
  const found = list.find((item) => item.slug === slug);
  if (!found) throw new Error(`No content module for ${slug}`);
  return found;
}

export const siteContent: readonly SiteContent[] = [
  { kind: "home", path: paths.home, name: "Home", page: homePage },
  { kind: "services", path: paths.services, name: "Services", page: servicesOverviewPage },
  ...services.map((service) => ({
    kind: "service" as const,
    path: servicePath(service.slug),
    name: service.name,
    summary: service.summary,
    page: byslug(servicePages, service.slug),
  })),
  { kind: "pricing", path: paths.smsPricing, name: "SMS pricing", page: smsPricingPage },
  ...smsCountries.map((country) => ({
    kind: "sms-country" as const,
    path: smsCountryPath(country.slug),
    name: `SMS in ${country.shortName}`,
    summary: country.summary,
    page: byslug(countryPages, country.slug),
  })),
  { kind: "about", path: paths.about, name: "About", page: aboutPage },
  { kind: "contact", path: paths.contact, name: "Contact", page: contactPage },
  { kind: "careers", path: paths.careers, name: "Careers", page: careersPage },
  { kind: "privacy", path: paths.privacy, name: "Privacy", page: privacyPage },
];
