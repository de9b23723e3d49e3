/**
 * The services and SMS markets Relaywave sells, from the content registry: one
 * folder per service in services/ and per market in sms-countries/, named by its
 * slug, with its facts (facts.ts) and its words in each language (<locale>.ts).
 * Menus, cards, the footer, the site map, the pricing table, the contact form
 * and the assistant all list them from here, in menu order.
 */
import { serviceEntries, serviceFacts, smsCountryEntries, smsCountryFacts } from "#content-registry";
import type { MarketFacts, ServiceFacts } from "./facts/types.ts";
import { defaultLocale, type Locale } from "./locales.ts";
import type { ServiceEntry, SmsCountryEntry } from "./schema.ts";

export { servicePath, slugOf, smsCountryPath } from "./paths.ts";

/** A registry key's folder (the slug) and file name: "./services/rcs-services/en.ts" → rcs-services, en. */
export function registryFile(key: string): { slug: string; name: string } {
  const [, , slug = "", file = ""] = key.split("/");
  return { slug, name: file.replace(/\.ts$/, "") };
}

/** One registry export by slug: the facts (`name` "facts") or one locale's texts. */
export function bySlug<T>(files: Record<string, T>, name: string): Map<string, T> {
  const found = new Map<string, T>();
  for (const [key, value] of Object.entries(files)) {
    const file = registryFile(key);
    if (file.name === name) found.set(file.slug, value);
  }
  return found;
}

function entriesIn<F extends { order: number }, T, E>(
  facts: Record<string, F>,
  texts: Record<string, T>,
  locale: Locale,
  entry: (slug: string, facts: F, texts: T) => E,
): E[] {
  const words = bySlug(texts, locale);
  return [...bySlug(facts, "facts").entries()]
    .sort(([a, x], [b, y]) => x.order - y.order || a.localeCompare(b))
    .map(([slug, fact]) => {
      const text = words.get(slug);
      if (!text) throw new Error(`No ${locale} texts for ${slug}`);
      return entry(slug, fact, text);
    });
}

/** Every service in menu order, named in `locale`. */
export function serviceEntriesIn(locale: Locale): ServiceEntry[] {
  return entriesIn(serviceFacts, serviceEntries, locale, (slug, facts: ServiceFacts, texts) => ({
    slug,
    order: facts.order,
    icon: facts.icon,
    ...texts,
  }));
}

/** Every SMS market in menu order, named in `locale`. */
export function smsCountryEntriesIn(locale: Locale): SmsCountryEntry[] {
  return entriesIn(smsCountryFacts, smsCountryEntries, locale, (slug, facts: MarketFacts, texts) => ({
    slug,
    order: facts.order,
    isoCode: facts.isoCode,
    dialCode: facts.dialCode,
    ...texts,
  }));
}

/**
 * The lists in the default locale, for what has no page locale: the route table, the site map,
 * the server's rates and insights, and the English-only back office (app/admin).
 */
export const services: readonly ServiceEntry[] = serviceEntriesIn(defaultLocale);
export const smsCountries: readonly SmsCountryEntry[] = smsCountryEntriesIn(defaultLocale);

export function findService(slug: string): ServiceEntry {
  const entry = services.find((service) => service.slug === slug);
  if (!entry) throw new Error(`Unknown service ${slug}`);
  return entry;
}

export function findSmsCountry(slug: string): SmsCountryEntry {
  const entry = smsCountries.find((country) => country.slug === slug);
  if (!entry) throw new Error(`Unknown SMS country ${slug}`);
  return entry;
}
