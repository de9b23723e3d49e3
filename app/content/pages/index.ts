/**
 * The one-off pages' texts by locale (pages/<page>/<locale>.ts). Read by route
 * loaders at pre-render time and by the assistant, never by browser code.
 */
import type { Locale } from "../locales.ts";
import type {
  AboutPage,
  CareersPageTexts,
  ContactPage,
  HomePage,
  NotFoundPage,
  PricingPage,
  PrivacyPage,
  ServicesOverviewPage,
} from "../page-schemas.ts";
import { aboutTexts as aboutAr } from "./about/ar.ts";
import { aboutTexts as aboutEn } from "./about/en.ts";
import { aboutTexts as aboutHi } from "./about/hi.ts";
import { careersTexts as careersAr } from "./careers/ar.ts";
import { careersTexts as careersEn } from "./careers/en.ts";
import { careersTexts as careersHi } from "./careers/hi.ts";
import { contactTexts as contactAr } from "./contact/ar.ts";
import { contactTexts as contactEn } from "./contact/en.ts";
import { contactTexts as contactHi } from "./contact/hi.ts";
import { homeTexts as homeAr } from "./home/ar.ts";
import { homeTexts as homeEn } from "./home/en.ts";
import { homeTexts as homeHi } from "./home/hi.ts";
import { notFoundTexts as notFoundAr } from "./not-found/ar.ts";
import { notFoundTexts as notFoundEn } from "./not-found/en.ts";
import { notFoundTexts as notFoundHi } from "./not-found/hi.ts";
import { privacyTexts as privacyAr } from "./privacy/ar.ts";
import { privacyTexts as privacyEn } from "./privacy/en.ts";
import { privacyTexts as privacyHi } from "./privacy/hi.ts";
import { servicesOverviewTexts as servicesOverviewAr } from "./services-overview/ar.ts";
import { servicesOverviewTexts as servicesOverviewEn } from "./services-overview/en.ts";
import { servicesOverviewTexts as servicesOverviewHi } from "./services-overview/hi.ts";
import { smsPricingTexts as smsPricingAr } from "./sms-pricing/ar.ts";
import { smsPricingTexts as smsPricingEn } from "./sms-pricing/en.ts";
import { smsPricingTexts as smsPricingHi } from "./sms-pricing/hi.ts";

export interface PageTexts {
  home: HomePage;
  servicesOverview: ServicesOverviewPage;
  smsPricing: PricingPage;
  about: AboutPage;
  contact: ContactPage;
  careers: CareersPageTexts;
  privacy: PrivacyPage;
  notFound: NotFoundPage;
}

export const pageTexts: Record<Locale, PageTexts> = {
  en: {
    home: homeEn,
    servicesOverview: servicesOverviewEn,
    smsPricing: smsPricingEn,
    about: aboutEn,
    contact: contactEn,
    careers: careersEn,
    privacy: privacyEn,
    notFound: notFoundEn,
  },
  ar: {
    home: homeAr,
    servicesOverview: servicesOverviewAr,
    smsPricing: smsPricingAr,
    about: aboutAr,
    contact: contactAr,
    careers: careersAr,
    privacy: privacyAr,
    notFound: notFoundAr,
  },
  hi: {
    home: homeHi,
    servicesOverview: servicesOverviewHi,
    smsPricing: smsPricingHi,
    about: aboutHi,
    contact: contactHi,
    careers: careersHi,
    privacy: privacyHi,
    notFound: notFoundHi,
  },
};
