/**
 * Every public page's path. Language-neutral and tiny, so browser code imports
 * it without the catalogue (whose names are texts). Pages of a later locale will
 * live under its code (locales.ts `localeOfPath`).
 */
export const paths = {
  home: "/",
  services: "/services",
  smsPricing: "/services/sms-services/pricing",
  about: "/about",
  contact: "/contact",
  careers: "/careers",
  privacy: "/privacy",
} as const;

/**
 * The slug a pre-rendered page's path names: "/services/rcs-services" and its loader data
 * "/services/rcs-services.data" are "rcs-services".
 */
export function slugOf(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1).replace(/\.data$/, "");
}

export function servicePath(slug: string): string {
  return `/services/${slug}`;
}

export function smsCountryPath(slug: string): string {
  return `/services/sms-services/${slug}`;
}

/**
 * The 404 page is pre-rendered at this path (the catch-all route matches it)
 * and served with status 404 for any unknown path. It is not a public page.
 */
export const notFoundPrerenderPath = "/404";
