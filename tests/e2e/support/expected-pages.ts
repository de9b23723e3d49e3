/**
 * Each public page with the <h1> its English text module gives it (as rendered
 * from the facts), so journeys check the real copy rather than a hard-coded string.
 */
import { servicePath, services, smsCountries, smsCountryPath } from "../../../app/content/catalogue.ts";
import { careersPage, onePage, servicePage, smsCountryPage } from "../../../app/content/render/site.ts";
import { sitePages } from "../../../app/content/site-map.ts";

const headings: Record<string, string> = {
  "/": onePage("home", "en").hero.title,
  "/services": onePage("servicesOverview", "en").hero.title,
  "/services/sms-services/pricing": onePage("smsPricing", "en").hero.title,
  "/about": onePage("about", "en").hero.title,
  "/contact": onePage("contact", "en").hero.title,
  "/careers": careersPage("en").hero.title,
  "/privacy": onePage("privacy", "en").title,
};
for (const { slug } of services) headings[servicePath(slug)] = servicePage(slug, "en").hero.title;
for (const { slug } of smsCountries) headings[smsCountryPath(slug)] = smsCountryPage(slug, "en").hero.title;

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

export const notFoundHeading = onePage("notFound", "en").title;
export { services, smsCountries };
