/**
 * The clock a question names: a market's time zone by its abbreviation ("IST") or by a place ("I'm
 * in Mumbai", "in Indian time"), or our office's in that country where the market states none.
 */
import { smsCountries, smsCountryEntriesIn, smsCountryPath } from "../../app/content/catalogue.ts";
import { companyFacts } from "../../app/content/company/facts.ts";
import { marketFacts } from "../../app/content/facts/index.ts";
import type { TimeZone } from "../../app/content/facts/types.ts";
import type { Locale } from "../../app/content/locales.ts";
import { detectEntities } from "./entities.ts";
import { normalize } from "./text.ts";

/** Every market's time zone, by its abbreviation ("IST"). */
const zoneByAbbreviation = new Map<string, TimeZone>(
  smsCountries.flatMap((market): [string, TimeZone][] => {
    const zone = marketFacts(market.slug).timeZone;
    return zone?.abbreviation ? [[zone.abbreviation.toLowerCase(), zone]] : [];
  }),
);

/** The time zone a question names, by a place or an abbreviation. */
export function zoneNamed(question: string): TimeZone | undefined {
  const [market] = detectEntities(question).markets;
  const slug = market && smsCountries.find((entry) => smsCountryPath(entry.slug) === market.path)?.slug;
  const office = (code: string) => companyFacts.offices.find((entry) => entry.country === code)?.timeZone;
  return slug
    ? (marketFacts(slug).timeZone ?? office(marketFacts(slug).isoCode))
    : normalize(question)
        .split(" ")
        .map((word) => zoneByAbbreviation.get(word))
        .find(Boolean);
}

/** A clock named as such ("in Indian time", "IST", "our time zone"), not a place alone ("and in India?"). */
export const clockWords = (question: string) =>
  /\b(time|times|timezone|clock|ist|gst|ast|utc)\b/.test(normalize(question)) &&
  zoneNamed(question) !== undefined;

/**
 * "Remote from India, any time zone issue?": the offset of the market a question names beside a
 * time zone or remote work, with that market's name in `locale`; undefined without both.
 */
export function placeZoneAsked(
  question: string,
  locale: Locale,
): { minutes: number; place: string } | undefined {
  if (!/\b(time ?zones?|timezone|remote|remotely)\b/.test(normalize(question))) return undefined;
  const [market] = detectEntities(question).markets;
  const zone = market && zoneNamed(question);
  const place =
    market &&
    smsCountryEntriesIn(locale).find((entry) => smsCountryPath(entry.slug) === market.path)?.shortName;
  return zone && place ? { minutes: zone.utcOffsetMinutes, place } : undefined;
}
