/**
 * Every public page: its path and its short name. The route table
 * (app/routes.ts), the pre-render list, sitemap.xml and the assistant's
 * knowledge all walk this list, and a unit test keeps app/routes.ts in step.
 * Names are the default locale's (the site map and share images are English).
 */
import { servicePath, services, smsCountries, smsCountryPath } from "./catalogue.ts";
import { fill } from "./format/fill.ts";
import { defaultLocale } from "./locales.ts";
import { notFoundPrerenderPath, paths } from "./paths.ts";
import { siteTexts } from "./site/index.ts";

export { notFoundPrerenderPath, paths };

export interface SitePage {
  path: string;
  /** Short name, as in menus and breadcrumbs. */
  name: string;
  /** Relative importance for sitemap.xml. */
  priority: number;
}

const { pageNames, chrome } = siteTexts[defaultLocale];

export const sitePages: readonly SitePage[] = [
  { path: paths.home, name: pageNames.home, priority: 1 },
  { path: paths.services, name: pageNames.services, priority: 0.9 },
  ...services.map((service) => ({ path: servicePath(service.slug), name: service.name, priority: 0.8 })),
  { path: paths.smsPricing, name: pageNames.smsPricing, priority: 0.8 },
  ...smsCountries.map((country) => ({
    path: smsCountryPath(country.slug),
    name: fill(chrome.marketLink, { market: country.shortName }),
    priority: 0.7,
  })),
  { path: paths.about, name: pageNames.about, priority: 0.6 },
  { path: paths.contact, name: pageNames.contact, priority: 0.7 },
  { path: paths.careers, name: pageNames.careers, priority: 0.5 },
  { path: paths.privacy, name: pageNames.privacy, priority: 0.3 },
];
