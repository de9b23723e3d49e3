/**
 * The services and SMS markets Relaywave sells, from the content registry:
 * one file per service in services/ and per market in sms-countries/, named
 * by its slug. Menus, cards, the footer, the site map, the pricing table, the
 * contact form and the assistant all list them from here.
 */
import { serviceEntries, servicePages, smsCountryEntries, smsCountryPages } from "#content-registry";
import type { ServiceEntry, ServicePage, SmsCountryEntry, SmsCountryPage } from "./schema.ts";

/**
 * The slug a content file or a pre-rendered page's path names: "./services/rcs-services.ts",
 * "/services/rcs-services" and its loader data "/services/rcs-services.data" are "rcs-services".
 */
export function slugOf(file: string): string {
  return file.slice(file.lastIndexOf("/") + 1).replace(/\.(ts|data)$/, "");
}

/** A folder's entries with their slugs, in menu order. */
export function listEntries<T extends { order: number }>(files: Record<string, T>): (T & { slug: string })[] {
  return Object.entries(files)
    .map(([file, entry]) => ({ ...entry, slug: slugOf(file) }))
    .sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
}

export const services: readonly ServiceEntry[] = listEntries(serviceEntries);
export const smsCountries: readonly SmsCountryEntry[] = listEntries(smsCountryEntries);

export function servicePath(slug: string): string {
  return `/services/${slug}`;
}

export function smsCountryPath(slug: string): string {
  return `/services/sms-services/${slug}`;
}

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

/** A service's page copy, or undefined for an unknown slug. */
export function servicePage(slug: string): ServicePage | undefined {
  return servicePages[`./services/${slug}.ts`];
}

export function smsCountryPage(slug: string): SmsCountryPage | undefined {
  return smsCountryPages[`./sms-countries/${slug}.ts`];
}
