/**
 * Every public page of the site: its path and its short name. The route table
 * (app/routes.ts), the pre-render list, sitemap.xml and the assistant's
 * knowledge all walk this list, and a unit test keeps app/routes.ts in step.
 */
import { servicePath, services, smsCountries, smsCountryPath } from "./catalogue.ts";

export const paths = {
  home: "/",
  services: "/services",
  smsPricing: "/services/sms-services/pricing",
  about: "/about",
  contact: "/contact",
  careers: "/careers",
  privacy: "/privacy",
} as const;

export interface SitePage {
  path: string;
  /** Short name, as in menus and breadcrumbs. */
  name: string;
  /** Relative importance for sitemap.xml. */
  priority: number;
}

export const sitePages: readonly SitePage[] = [
  { path: paths.home, name: "Home", priority: 1 },
  { path: paths.services, name: "Services", priority: 0.9 },
  ...services.map((service) => ({ path: servicePath(service.slug), name: service.name, priority: 0.8 })),
  { path: paths.smsPricing, name: "SMS pricing", priority: 0.8 },
  ...smsCountries.map((country) => ({
    path: smsCountryPath(country.slug),
    name: `SMS in ${country.shortName}`,
    priority: 0.7,
  })),
  { path: paths.about, name: "About", priority: 0.6 },
  { path: paths.contact, name: "Contact", priority: 0.7 },
  { path: paths.careers, name: "Careers", priority: 0.5 },
  { path: paths.privacy, name: "Privacy", priority: 0.3 },
];

/**
 * The 404 page is pre-rendered at this path (the catch-all route matches it)
 * and served with status 404 for any unknown path. It is not a public page.
 */
export const notFoundPrerenderPath = "/404";
