/**
 * The rendered site in a locale, looked up in the content registry: each
 * service's and market's texts and values, and every page as its loader returns
 * it. Server-side only (route loaders at pre-render time, the assistant, scripts).
 */
import {
  serviceEntries,
  serviceFacts,
  servicePages,
  serviceVocabularies,
  smsCountryEntries,
  smsCountryFacts,
  smsCountryPages,
  smsCountryTerms,
  smsCountryVocabularies,
} from "#content-registry";
import { careersFacts } from "../careers/facts.ts";
import { bySlug, serviceEntriesIn, smsCountryEntriesIn } from "../catalogue.ts";
import { companyFacts } from "../company/facts.ts";
import type { MarketFactRow, MarketFacts, OpenRole, ServiceFacts } from "../facts/types.ts";
import { fill, fillAll, type TextValues } from "../format/fill.ts";
import { formatWords } from "../format/index.ts";
import { formatUtcOffset } from "../format/times.ts";
import { intlLocale, type Locale } from "../locales.ts";
import type { CareersPage, JobOpening } from "../page-schemas.ts";
import { type PageTexts, pageTexts } from "../pages/index.ts";
import type { Fact, ServicePage, ServiceTexts, SmsCountryPage, SmsCountryTexts } from "../schema.ts";
import { siteTexts } from "../site/index.ts";
import { marketFactOf, marketGlanceOf } from "./market-glance.ts";
import { renderServicePage, renderSmsCountryPage } from "./pages.ts";
import { marketValuesOf, serviceValuesOf, siteValues } from "./values.ts";

const cache = new Map<string, unknown>();

function once<T>(key: string, build: () => T): T {
  if (!cache.has(key)) cache.set(key, build());
  return cache.get(key) as T;
}

/** The file `name` ("facts", "en") of the folder `slug`; an unknown slug throws. */
function fileOf<T>(files: Record<string, T>, name: string, slug: string): T {
  const found = bySlug(files, name).get(slug);
  if (found === undefined) throw new Error(`No ${name} for ${slug}`);
  return found;
}

export function marketFactsOf(slug: string): MarketFacts {
  return fileOf(smsCountryFacts, "facts", slug);
}

export function serviceFactsOf(slug: string): ServiceFacts {
  return fileOf(serviceFacts, "facts", slug);
}

/** A market's text module in a locale (sms-countries/<slug>/<locale>.ts), placeholders unfilled. */
export function marketTexts(slug: string, locale: Locale): SmsCountryTexts {
  return {
    entry: fileOf(smsCountryEntries, locale, slug),
    vocabulary: fileOf(smsCountryVocabularies, locale, slug),
    terms: fileOf(smsCountryTerms, locale, slug),
    page: fileOf(smsCountryPages, locale, slug),
  };
}

/** A service's text module in a locale (services/<slug>/<locale>.ts), placeholders unfilled. */
export function serviceTexts(slug: string, locale: Locale): ServiceTexts {
  return {
    entry: fileOf(serviceEntries, locale, slug),
    vocabulary: fileOf(serviceVocabularies, locale, slug),
    page: fileOf(servicePages, locale, slug),
  };
}

/** The values every text of a locale may use. */
export function companyValues(locale: Locale): TextValues {
  return once(`values:${locale}`, () =>
    siteValues(locale, {
      services: serviceEntriesIn(locale).map((service) => service.name),
      markets: smsCountryEntriesIn(locale).map((market) => market.name),
    }),
  );
}

export function marketValues(slug: string, locale: Locale): TextValues {
  return once(`market:${slug}:${locale}`, () =>
    marketValuesOf({
      locale,
      base: companyValues(locale),
      facts: marketFactsOf(slug),
      texts: marketTexts(slug, locale),
    }),
  );
}

export function serviceValues(slug: string, locale: Locale): TextValues {
  return once(`service:${slug}:${locale}`, () =>
    serviceValuesOf(locale, companyValues(locale), serviceFactsOf(slug)),
  );
}

/** A market's "at a glance" facts in a locale. */
export function marketGlance(slug: string, locale: Locale): Fact[] {
  return marketGlanceOf({
    locale,
    facts: marketFactsOf(slug),
    texts: marketTexts(slug, locale),
    values: marketValues(slug, locale),
  });
}

/** One of a market's facts as its page words it, listed there or not (null: not stated). */
export function marketFact(slug: string, locale: Locale, row: MarketFactRow): Fact | null {
  return marketFactOf(
    {
      locale,
      facts: marketFactsOf(slug),
      texts: marketTexts(slug, locale),
      values: marketValues(slug, locale),
    },
    row,
  );
}

export function servicePage(slug: string, locale: Locale): ServicePage {
  return once(`service-page:${slug}:${locale}`, () =>
    renderServicePage(serviceFactsOf(slug), serviceTexts(slug, locale).page, serviceValues(slug, locale)),
  );
}

export function smsCountryPage(slug: string, locale: Locale): SmsCountryPage {
  return once(`market-page:${slug}:${locale}`, () =>
    renderSmsCountryPage(locale, marketFactsOf(slug), marketTexts(slug, locale), marketValues(slug, locale)),
  );
}

type OnePage = Exclude<keyof PageTexts, "careers">;

/** A one-off page's texts filled in (the careers page has its own, below). */
export function onePage<K extends OnePage>(name: K, locale: Locale): PageTexts[K] {
  return once(`page:${name}:${locale}`, () => fillAll(pageTexts[locale][name], companyValues(locale)));
}

/** "Bengaluru, India (hybrid)", "Remote (UTC+3 to UTC+5:30)". */
function roleLocation(role: OpenRole, locale: Locale): string {
  const words = siteTexts[locale].careers;
  const tag = intlLocale[locale];
  if (role.workplace === "remote") {
    const offsets = role.remoteUtcOffsets;
    if (!offsets) throw new Error(`careers/facts.ts: the remote role ${role.id} has no time zones`);
    return fill(words.remote, {
      from: formatUtcOffset(offsets.from, tag, formatWords[locale]),
      to: formatUtcOffset(offsets.to, tag, formatWords[locale]),
    });
  }
  const office = companyFacts.offices.find((candidate) => candidate.id === role.office);
  if (!office) throw new Error(`careers/facts.ts: the role ${role.id} names no office`);
  const city = words.cities[office.id];
  if (!city) throw new Error(`site/${locale}.ts names no city for the office ${office.id}`);
  const country = smsCountryEntriesIn(locale).find((market) => market.isoCode === office.country);
  const location = fill(words.location, { city, country: country?.shortName ?? office.country });
  return role.workplace === "hybrid" ? fill(words.hybrid, { location }) : location;
}

/** The open roles in a locale: title and summary from the texts, the rest from the facts. */
export function openRoles(locale: Locale): JobOpening[] {
  const texts = pageTexts[locale].careers.openings.roles;
  const words = siteTexts[locale].careers;
  return careersFacts.roles.map((role) => {
    const text = texts[role.id];
    if (!text) throw new Error(`pages/careers/${locale}.ts has no role "${role.id}"`);
    return {
      title: text.title,
      team: words.teams[role.team],
      location: roleLocation(role, locale),
      type: words.types[role.type],
      summary: text.summary,
    };
  });
}

export function careersPage(locale: Locale): CareersPage {
  return once(`page:careers:${locale}`, () => {
    const { openings, ...page } = fillAll(pageTexts[locale].careers, companyValues(locale));
    const { roles: _, ...intro } = openings;
    return { ...page, openings: { ...intro, items: openRoles(locale) } };
  });
}
