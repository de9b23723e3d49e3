/**
 * Which pages Lighthouse measures (decision 093): every English page and the English 404, and in
 * each other language one page of every template — home, services overview, one service, pricing,
 * one SMS market, about, contact, careers, privacy and the 404 — the service and the market taken
 * by a weekly rotation, shifted per language, so every page of every language is measured within
 * a few weeks of runs. Axe scans every page of every language regardless.
 */
import { defaultLocale, type Locale, locales } from "../../app/content/locales.ts";
import { paths } from "../../app/content/paths.ts";
import { notFoundPrerenderPaths, type SitePage, sitePagesIn } from "../../app/content/site-map.ts";

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Whole weeks since the Unix epoch: the rotation's turn for a given day. */
export const weekOf = (date: Date): number => Math.floor(date.getTime() / WEEK_MS);

const isService = (page: SitePage) =>
  page.defaultPath.startsWith("/services/") && !page.defaultPath.startsWith("/services/sms-services/");
const isMarket = (page: SitePage) =>
  page.defaultPath.startsWith("/services/sms-services/") && page.defaultPath !== paths.smsPricing;

/** One language's sample: its one-off pages, the turn's service and market, its 404. */
export function sampleOf(locale: Locale, turn: number): string[] {
  const pages = sitePagesIn(locale);
  const shift = turn + locales.indexOf(locale);
  const services = pages.filter(isService);
  const markets = pages.filter(isMarket);
  const oneOff = pages.filter((page) => !isService(page) && !isMarket(page));
  const service = services[shift % services.length];
  const market = markets[shift % markets.length];
  return [
    ...oneOff.map((page) => page.path),
    ...(service ? [service.path] : []),
    ...(market ? [market.path] : []),
    notFoundPrerenderPaths[locale],
  ];
}

/** Every page Lighthouse measures on `date`'s turn, in every language. */
export function lighthousePaths(date: Date): Set<string> {
  const turn = weekOf(date);
  const english = [
    ...sitePagesIn(defaultLocale).map((page) => page.path),
    notFoundPrerenderPaths[defaultLocale],
  ];
  return new Set([
    ...english,
    ...locales.filter((locale) => locale !== defaultLocale).flatMap((locale) => sampleOf(locale, turn)),
  ]);
}
