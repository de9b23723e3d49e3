/**
 * Each public page with the <h1> its content module gives it, so journeys check
 * the real copy rather than a hard-coded string.
 */
import { services, smsCountries } from "../../../app/content/catalogue";
import { aboutPage } from "../../../app/content/pages/about";
import { careersPage } from "../../../app/content/pages/careers";
import { contactPage } from "../../../app/content/pages/contact";
import { homePage } from "../../../app/content/pages/home";
import { notFoundPage } from "../../../app/content/pages/not-found";
import { privacyPage } from "../../../app/content/pages/privacy";
import { servicesOverviewPage } from "../../../app/content/pages/services-overview";
import { smsPricingPage } from "../../../app/content/pages/sms-pricing";
import { servicePage as aiAgents } from "../../../app/content/services/ai-agents";
import { servicePage as rcs } from "../../../app/content/services/rcs-services";
import { servicePage as sms } from "../../../app/content/services/sms-services";
import { servicePage as virtualNumbers } from "../../../app/content/services/virtual-numbers";
import { servicePage as voice } from "../../../app/content/services/voice-services";
import { servicePage as webApp } from "../../../app/content/services/web-app-development";
import { servicePage as whatsapp } from "../../../app/content/services/whatsapp-services";
import { sitePages } from "../../../app/content/site-map";
import { smsCountryPage as bahrain } from "../../../app/content/sms-countries/bahrain";
import { smsCountryPage as india } from "../../../app/content/sms-countries/india";
import { smsCountryPage as kuwait } from "../../../app/content/sms-countries/kuwait";
import { smsCountryPage as qatar } from "../../../app/content/sms-countries/qatar";
import { smsCountryPage as saudiArabia } from "../../../app/content/sms-countries/saudi-arabia";
import { smsCountryPage as uae } from "../../../app/content/sms-countries/uae";

const servicePages = [sms, rcs, voice, whatsapp, aiAgents, virtualNumbers, webApp];
const countryPages = [india, uae, saudiArabia, bahrain, kuwait, qatar];

const headings: Record<string, string> = {
  "/": homePage.hero.title,
  "/services": servicesOverviewPage.hero.title,
  "/services/sms-services/pricing": smsPricingPage.hero.title,
  "/about": aboutPage.hero.title,
  "/contact": contactPage.hero.title,
  "/careers": careersPage.hero.title,
  "/privacy": privacyPage.title,
};
for (const page of servicePages) headings[`/services/${page.slug}`] = page.hero.title;
for (const page of countryPages) headings[`/services/sms-services/${page.slug}`] = page.hero.title;

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
