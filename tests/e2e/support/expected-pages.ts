/**
 * Each public page with the <h1> its content module gives it, so journeys check
 * the real copy rather than a hard-coded string.
 */
import {
  servicePage,
  servicePath,
  services,
  smsCountries,
  smsCountryPage,
  smsCountryPath,
} from "../../../app/content/catalogue.ts";
import { aboutPage } from "../../../app/content/pages/about.ts";
import { careersPage } from "../../../app/content/pages/careers.ts";
import { contactPage } from "../../../app/content/pages/contact.ts";
import { homePage } from "../../../app/content/pages/home.ts";
import { notFoundPage } from "../../../app/content/pages/not-found.ts";
import { privacyPage } from "../../../app/content/pages/privacy.ts";
import { servicesOverviewPage } from "../../../app/content/pages/services-overview.ts";
import { smsPricingPage } from "../../../app/content/pages/sms-pricing.ts";
import { sitePages } from "../../../app/content/site-map.ts";

const headings: Record<string, string> = {
  "/": homePage.hero.title,
  "/services": servicesOverviewPage.hero.title,
  "/services/sms-services/pricing": smsPricingPage.hero.title,
  "/about": aboutPage.hero.title,
  "/contact": contactPage.hero.title,
  "/careers": careersPage.hero.title,
  "/privacy": privacyPage.title,
};
for (const { slug } of services) headings[servicePath(slug)] = servicePage(slug)?.hero.title ?? "";
for (const { slug } of smsCountries) headings[smsCountryPath(slug)] = smsCountryPage(slug)?.hero.title ?? "";

export interface ExpectedPage {
  path: string;
  name: string;
  h1: string;
}

export const expectedPages: ExpectedPage[] = sitePages.map((page) => {
  const h1 = headings[page.path];
  if (!h1) throw new Error(`No expected heading for ${page.path}`);
  return { path: page.path, name: page.name, h1 };
});

export const notFoundHeading = notFoundPage.title;
export { services, smsCountries };
