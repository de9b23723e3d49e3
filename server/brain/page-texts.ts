/**
 * Lookups the answer engine builds once from the site's passages: each page's whole text, in
 * normal form, to tell whether a service page mentions a market at all.
 */
import { marketTerms } from "../../app/content/assistant-knowledge.ts";
import { servicePath, services, smsCountries, smsCountryPath } from "../../app/content/catalogue.ts";
import { defaultLocale } from "../../app/content/locales.ts";
import { servicePage } from "../../app/content/render/site.ts";
import type { Passage } from "./knowledge.ts";
import { contentTokens, normalize } from "./text.ts";

/** Every page's passages joined, in normal form, by path. */
export function pageTexts(passages: readonly Passage[]): Map<string, string> {
  const texts = new Map<string, string>();
  for (const passage of passages)
    texts.set(passage.path, `${texts.get(passage.path) ?? ""} ${normalize(passage.text)}`);
  return texts;
}

/** A market page's names in normal form ("uae", "emirates", "dubai"…), for a mention check. */
export const marketNamesOf = (path: string): string[] =>
  marketTerms.find((entry) => entry.path === path)?.names.map(normalize) ?? [];

/**
 * The short name of the market at `place` when the page of `service` never mentions it ("WhatsApp
 * in Saudi Arabia", where the WhatsApp page names no Saudi Arabia): we do not know, and say so.
 */
export function marketNotOnPage(
  texts: Map<string, string>,
  service: string,
  place: string,
  title: (path: string) => string,
): string | undefined {
  // (We build websites and apps for clients wherever they are: "a college in Amritsar, an app?")
  if (service === servicePath("web-app-development")) return undefined;
  const text = texts.get(service) ?? "";
  if (marketNamesOf(place).some((name) => text.includes(` ${name}`))) return undefined;
  return smsCountries.find((country) => smsCountryPath(country.slug) === place)?.shortName ?? title(place);
}

/** "Doesn't", "cant" (stemmed without the apostrophe): no subject of their own, whatever the pages say. */
const negations = /^(don|doesn|didn|can|won|isn|aren|wasn|haven|hasn)t$|^cannot$/;

/**
 * Whether a question uses only words the site's pages use: such a question may be asked of the
 * page it is on ("how long usually it takes"), where "how long is a football match?" may not.
 */
export function usesOnlySiteWords(passages: readonly Passage[]): (question: string) => boolean {
  const siteWords = new Set(passages.flatMap((passage) => contentTokens(passage.text)));
  return (question) =>
    contentTokens(question).every((token) => siteWords.has(token) || negations.test(token));
}

/** A market's short name ("UAE", "India") where a service's page uses it, else undefined. */
const serviceTexts = new Map(
  services.map((service) => [
    servicePath(service.slug),
    JSON.stringify(servicePage(service.slug, defaultLocale)),
  ]),
);
export const placeOnPage = (service: string | undefined, market: string) => {
  const name = smsCountries.find((country) => smsCountryPath(country.slug) === market)?.shortName;
  return service && name && serviceTexts.get(service)?.includes(name) ? name : undefined;
};
