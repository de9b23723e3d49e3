/**
 * Each public page with the <h1> its text module gives it in each language (as rendered from the
 * facts), so journeys check the real copy rather than a hard-coded string.
 */
import { servicePath, services, smsCountries, smsCountryPath } from "../../../app/content/catalogue.ts";
import { defaultLocale, type Locale } from "../../../app/content/locales.ts";
import { careersPage, onePage, servicePage, smsCountryPage } from "../../../app/content/render/site.ts";
import { sitePagesIn } from "../../../app/content/site-map.ts";

/** The <h1> of every page in a locale, by its default-locale path. */
function headingsIn(locale: Locale): Record<string, string> {
  const headings: Record<string, string> = {
    "/": onePage("home", locale).hero.title,
    "/services": onePage("servicesOverview", locale).hero.title,
    "/services/sms-services/pricing": onePage("smsPricing", locale).hero.title,
    "/about": onePage("about", locale).hero.title,
    "/contact": onePage("contact", locale).hero.title,
    "/careers": careersPage(locale).hero.title,
    "/privacy": onePage("privacy", locale).title,
  };
  for (const { slug } of services) headings[servicePath(slug)] = servicePage(slug, locale).hero.title;
  for (const { slug } of smsCountries)
    headings[smsCountryPath(slug)] = smsCountryPage(slug, locale).hero.title;
  return headings;
}

export interface ExpectedPage {
  path: string;
  /** The English page's path: what all its versions share. */
  defaultPath: string;
  name: string;
  h1: string;
}

/** Every page of a locale, at its path in that locale, with its heading in its language. */
export function expectedPagesIn(locale: Locale): ExpectedPage[] {
  const headings = headingsIn(locale);
  return sitePagesIn(locale).map((page) => {
    const h1 = headings[page.defaultPath];
    if (!h1) throw new Error(`No expected heading for ${page.path}`);
    return { path: page.path, defaultPath: page.defaultPath, name: page.name, h1 };
  });
}

export const expectedPages: ExpectedPage[] = expectedPagesIn(defaultLocale);

export const notFoundHeading = onePage("notFound", "en").title;
export const notFoundHeadingIn = (locale: Locale) => onePage("notFound", locale).title;
export { services, smsCountries };
