/**
 * What every page's browser code needs before any page loader (decision 058):
 * the header, footer, skip link, launcher and error screen words, the menus and
 * the cards' services and markets, in the page's locale. The root route's loader
 * returns it, so it travels in each page's HTML and .data file: another language
 * adds its words to its own pages' data, never to the JavaScript every page loads.
 */

import { serviceEntriesIn, smsCountryEntriesIn } from "../catalogue.ts";
import { companyFacts } from "../company/facts.ts";
import { companyTextsOf } from "../company/values.ts";
import { fill, fillAll } from "../format/fill.ts";
import type { FormattedTexts } from "../format/formatted-once.ts";
import { htmlLang, intlLocale, type Locale, locales, type TextDirection, textDirection } from "../locales.ts";
import { paths, servicePath, smsCountryPath } from "../paths.ts";
import type { IconName, Link } from "../schema.ts";
import { siteTexts } from "../site/index.ts";
import type { ChromeTexts } from "../site/types.ts";
import { companyValues } from "./site.ts";

export interface ServiceCard {
  slug: string;
  path: string;
  name: string;
  summary: string;
  icon: IconName;
}

export interface MarketCard {
  slug: string;
  path: string;
  name: string;
  isoCode: string;
  dialCode: string;
  summary: string;
  /** "SMS in United Arab Emirates": the card's title. */
  title: string;
}

export interface Navigation {
  servicesMenu: {
    label: string;
    servicesHeading: string;
    countriesHeading: string;
    overview: Link;
    pricing: Link;
  };
  serviceLinks: Link[];
  smsCountryLinks: Link[];
  /** Beside the services menu in the navbar, in order. */
  primaryLinks: Link[];
  headerCta: Link;
  footerColumns: { heading: string; links: Link[] }[];
}

/** One entry of the language switch: the language's name in itself (decision 090). */
export interface LanguageOption {
  locale: Locale;
  /** "العربية": shown as it is on every page, with its own lang. */
  name: string;
  lang: string;
}

export interface SiteData {
  locale: Locale;
  /**
   * The company's values (office hours, reply time, uptime…) as the server formatted them: the
   * assistant's panel fills its texts with them on any page without starting Intl (decision 105).
   */
  companyTexts: FormattedTexts;
  /** <html lang> and <html dir>. */
  lang: string;
  dir: TextDirection;
  /** The BCP 47 tag for Intl in the browser (prices, plurals). */
  intl: string;
  chrome: ChromeTexts;
  navigation: Navigation;
  services: ServiceCard[];
  markets: MarketCard[];
  /** The language switch: every locale, in `locales` order; its group is named by `chrome.language`. */
  languages: LanguageOption[];
  /** The footer's contact lines. */
  contact: { legalName: string; email: string; phone: string; phoneE164: string };
}

const cache = new Map<Locale, SiteData>();

export function siteData(locale: Locale): SiteData {
  const known = cache.get(locale);
  if (known) return known;
  const chrome = fillAll(siteTexts[locale].chrome, companyValues(locale), ["market"]);
  const services = serviceEntriesIn(locale).map((service) => ({
    slug: service.slug,
    path: servicePath(service.slug),
    name: service.name,
    summary: service.summary,
    icon: service.icon,
  }));
  const markets = smsCountryEntriesIn(locale).map((market) => ({
    slug: market.slug,
    path: smsCountryPath(market.slug),
    name: market.name,
    isoCode: market.isoCode,
    dialCode: market.dialCode,
    summary: market.summary,
    title: fill(chrome.marketLink, { market: market.name }),
  }));
  const serviceLinks = services.map((service) => ({ label: service.name, href: service.path }));
  const smsCountryLinks = smsCountryEntriesIn(locale).map((market) => ({
    label: fill(chrome.marketLink, { market: market.shortName }),
    href: smsCountryPath(market.slug),
  }));
  const overview = { label: chrome.servicesMenu.overview, href: paths.services };
  const pricing = { label: chrome.smsPricing, href: paths.smsPricing };
  const about = { label: chrome.about, href: paths.about };
  const careers = { label: chrome.careers, href: paths.careers };
  const data: SiteData = {
    locale,
    companyTexts: companyTextsOf(locale),
    lang: htmlLang[locale],
    dir: textDirection[locale],
    intl: intlLocale[locale],
    chrome,
    navigation: {
      servicesMenu: {
        label: chrome.servicesMenu.label,
        servicesHeading: chrome.servicesMenu.servicesHeading,
        countriesHeading: chrome.servicesMenu.countriesHeading,
        overview,
        pricing,
      },
      serviceLinks,
      smsCountryLinks,
      primaryLinks: [{ label: chrome.pricing, href: paths.smsPricing }, about, careers],
      headerCta: { label: chrome.headerCta, href: paths.contact },
      footerColumns: [
        { heading: chrome.servicesMenu.label, links: [overview, ...serviceLinks] },
        { heading: chrome.servicesMenu.countriesHeading, links: [...smsCountryLinks, pricing] },
        {
          heading: chrome.companyHeading,
          links: [
            about,
            careers,
            { label: chrome.contact, href: paths.contact },
            { label: chrome.privacy, href: paths.privacy },
          ],
        },
      ],
    },
    services,
    markets,
    languages: locales.map((option) => ({
      locale: option,
      name: siteTexts[option].chrome.languageName,
      lang: htmlLang[option],
    })),
    contact: {
      legalName: companyFacts.legalName,
      email: companyFacts.emails.general,
      phone: companyFacts.phone.display,
      phoneE164: companyFacts.phone.e164,
    },
  };
  cache.set(locale, data);
  return data;
}
