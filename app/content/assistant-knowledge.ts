/**
 * What the assistant needs beyond the page copy to find the right page: the
 * words visitors use for each service and market, by page path. Each comes
 * from its registry file (its names plus its `vocabulary`); the words below
 * are the ones no single page owns. Page copy itself is indexed from the
 * page modules; this list only adds vocabulary.
 */
import { serviceVocabularies, smsCountryVocabularies } from "#content-registry";
import { servicePath, services, slugOf, smsCountries, smsCountryPath } from "./catalogue.ts";
import type { Vocabulary } from "./schema.ts";

export interface SearchTerms {
  path: string;
  /** Names that, said in a question, mean this page (matched as whole words). */
  names: readonly string[];
  /** Looser vocabulary that only helps the search rank this page. */
  related?: readonly string[];
}

/** Each entry's names and its file's aliases, as search terms for its page, in menu order. */
export function searchTerms(
  entries: readonly { slug: string; name: string; shortName?: string }[],
  vocabularies: Record<string, Vocabulary>,
  pathOf: (slug: string) => string,
): SearchTerms[] {
  const bySlug = new Map(Object.entries(vocabularies).map(([file, words]) => [slugOf(file), words]));
  return entries.map((entry) => {
    const words = bySlug.get(entry.slug);
    const names = [entry.name, entry.shortName ?? entry.name, ...(words?.aliases ?? [])];
    const unique = [...new Set(names.map((name) => name.toLowerCase()))];
    return { path: pathOf(entry.slug), names: unique, related: words?.related };
  });
}

export const serviceTerms: readonly SearchTerms[] = searchTerms(services, serviceVocabularies, servicePath);

/** Places and names that identify each SMS market. */
export const marketTerms: readonly SearchTerms[] = searchTerms(
  smsCountries,
  smsCountryVocabularies,
  smsCountryPath,
);

/** Words that mean "this is about SMS" when a market is named. */
export const smsContextTerms: readonly string[] = [
  "sms",
  "text",
  "message",
  "messaging",
  "otp",
  "sender",
  "bulk",
  "marketing",
  "campaign",
  "promotional",
  "transactional",
  "deliver",
  "delivery",
  "alert",
  "notification",
  "coverage",
];

/**
 * Words that, with a market named and no other channel, mean "do you serve
 * this market" (its SMS page) rather than small talk about the place.
 */
export const marketContextTerms: readonly string[] = [
  "sales",
  "operate",
  "available",
  "availability",
  "cover",
  "serve",
  "support",
  "offer",
  "provide",
  "send",
  "service",
  "rule",
  "regulation",
  "regulator",
  "register",
  "registration",
  "compliance",
  "network",
  "operator",
];

/**
 * Business words that show a question is about messaging at all. A question
 * without one of these (or a service, market or intent) gets the polite
 * off-topic redirect instead of whichever page happens to share a word with it.
 */
export const businessTerms: readonly string[] = [
  "message",
  "messaging",
  "customer",
  "client",
  "business",
  "company",
  "enterprise",
  "api",
  "integration",
  "integrate",
  "webhook",
  "dashboard",
  "platform",
  "account",
  "delivery",
  "deliver",
  "campaign",
  "marketing",
  "promotion",
  "notification",
  "alert",
  "reminder",
  "verification",
  "template",
  "inbox",
  "support",
  "channel",
  "provider",
  "operator",
  "network",
  "sender",
  "registration",
  "compliance",
  "consent",
  "opt-out",
  "unicode",
  "arabic",
  "hindi",
  "segment",
  "volume",
  "report",
  "analytics",
  "onboarding",
  "setup",
  "trial",
  "test",
  "relaywave",
  "start",
  "begin",
  "sign up",
  "service",
  "solution",
  "product",
];
