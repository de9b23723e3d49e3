/**
 * Every public page: its path and its short name, in every locale. The route table
 * (app/routes.ts), the pre-render list, sitemap.xml, the server's page list and the
 * assistant's knowledge all walk these lists, and a unit test keeps app/routes.ts in step.
 * `sitePages` is the default locale's (English, at today's URLs); `sitePagesIn(locale)` is
 * the same pages under the locale's prefix ("/ar/about") with names in its language, and
 * `allSitePages` all of them (decision 090).
 */
import { serviceEntriesIn, servicePath, smsCountryEntriesIn, smsCountryPath } from "./catalogue.ts";
import { fill } from "./format/fill.ts";
import { defaultLocale, type Locale, locales, localizedPath } from "./locales.ts";
import { notFoundPrerenderPath, paths } from "./paths.ts";
import { siteTexts } from "./site/index.ts";

export { notFoundPrerenderPath, paths };

export interface SitePage {
  path: string;
  /** Short name, as in menus and breadcrumbs, in the page's language. */
  name: string;
  /** Relative importance for sitemap.xml. */
  priority: number;
  locale: Locale;
  /** The same page's default-locale path: what its translations share ("/about" for "/ar/about"). */
  defaultPath: string;
}

/** The site map of one locale: every page at its path in that locale, named in its language. */
export function sitePagesIn(locale: Locale): readonly SitePage[] {
  const { pageNames, chrome } = siteTexts[locale];
  const pages = [
    { path: paths.home, name: pageNames.home, priority: 1 },
    { path: paths.services, name: pageNames.services, priority: 0.9 },
    ...serviceEntriesIn(locale).map((service) => ({
      path: servicePath(service.slug),
      name: service.name,
      priority: 0.8,
    })),
    { path: paths.smsPricing, name: pageNames.smsPricing, priority: 0.8 },
    ...smsCountryEntriesIn(locale).map((country) => ({
      path: smsCountryPath(country.slug),
      name: fill(chrome.marketLink, { market: country.shortName }),
      priority: 0.7,
    })),
    { path: paths.about, name: pageNames.about, priority: 0.6 },
    { path: paths.contact, name: pageNames.contact, priority: 0.7 },
    { path: paths.careers, name: pageNames.careers, priority: 0.5 },
    { path: paths.privacy, name: pageNames.privacy, priority: 0.3 },
  ];
  return pages.map((page) => ({
    ...page,
    path: localizedPath(page.path, locale),
    locale,
    defaultPath: page.path,
  }));
}

/** The default locale's pages, at the URLs the site always had. */
export const sitePages: readonly SitePage[] = sitePagesIn(defaultLocale);

/** Every public page of every locale: English first, then each other locale in `locales` order. */
export const allSitePages: readonly SitePage[] = locales.flatMap((locale) => sitePagesIn(locale));

/**
 * Where each locale's 404 page is pre-rendered ("/404", "/ar/404", "/hi/404"): the server answers
 * an unknown path with the one of the path's locale (status 404).
 */
export const notFoundPrerenderPaths: Record<Locale, string> = Object.fromEntries(
  locales.map((locale) => [locale, localizedPath(notFoundPrerenderPath, locale)]),
) as Record<Locale, string>;
