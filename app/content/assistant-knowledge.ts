/**
 * What the assistant needs beyond the page copy to find the right page: the
 * words visitors use for each service and market, by page path. Each comes
 * from its registry folder's text module (its names plus its `vocabulary`); the
 * topic words no single page owns are assistant/vocabulary/<locale>.ts. The
 * assistant reads the default locale's until it learns the visitor's language.
 */
import { serviceVocabularies, smsCountryVocabularies } from "#content-registry";
import { assistantVocabulary } from "./assistant/vocabulary/index.ts";
import { bySlug, servicePath, services, smsCountries, smsCountryPath } from "./catalogue.ts";
import { companyFacts } from "./company/facts.ts";
import { marketFacts } from "./facts/index.ts";
import { defaultLocale } from "./locales.ts";
import type { Vocabulary } from "./schema.ts";

export interface SearchTerms {
  path: string;
  /** Names that, said in a question, mean this page (matched as whole words). */
  names: readonly string[];
  /** The names that also rank the page in the search (without its `places`). */
  ranked: readonly string[];
  /** Looser vocabulary that only helps the search rank this page. */
  related?: readonly string[];
}

/** Each entry's names and its folder's aliases in one locale, as search terms for its page, in menu order. */
export function searchTerms(
  entries: readonly { slug: string; name: string; shortName?: string }[],
  vocabularies: ReadonlyMap<string, Vocabulary>,
  pathOf: (slug: string) => string,
): SearchTerms[] {
  return entries.map((entry) => {
    const words = vocabularies.get(entry.slug);
    const names = [entry.name, entry.shortName ?? entry.name, ...(words?.aliases ?? [])];
    const ranked = [...new Set(names.map((name) => name.toLowerCase()))];
    const unique = [...new Set([...ranked, ...(words?.places ?? [])])];
    return { path: pathOf(entry.slug), names: unique, ranked, related: words?.related };
  });
}

export const serviceTerms: readonly SearchTerms[] = searchTerms(
  services,
  bySlug(serviceVocabularies, defaultLocale),
  servicePath,
);

/** Places and names that identify each SMS market. */
export const marketTerms: readonly SearchTerms[] = searchTerms(
  smsCountries,
  bySlug(smsCountryVocabularies, defaultLocale),
  smsCountryPath,
);

const words = assistantVocabulary[defaultLocale];

/**
 * Words that mean "this is about SMS" when a market is named: the vocabulary's, and the SMS
 * regulators and registries the facts name ("we don't have DLT yet", "is CITC approval needed?").
 */
export const smsContextTerms: readonly string[] = [
  ...words.smsContext,
  ...smsCountries.flatMap(({ slug }) => {
    const facts = marketFacts(slug);
    const names = [facts.regulator.abbreviation, ...facts.regulator.formerly];
    return [...names, ...(facts.dlt ? ["DLT"] : [])].map((name) => name.toLowerCase());
  }),
];

/** Words that, with a market named and no other channel, mean "do you serve this market". */
export const marketContextTerms: readonly string[] = words.marketContext;

/**
 * The networks by name, which mean "do you serve this market" too ("will Jio and Airtel both get
 * it?") unless a number of the visitor's is spoken of ("a 04 number with Etisalat").
 */
export const networkNames: readonly string[] = smsCountries.flatMap(({ slug }) =>
  marketFacts(slug)
    .operators.flatMap((operator) => [operator.name, operator.alsoKnownAs ?? ""])
    .filter((name) => name.length >= 3)
    .map((name) => name.toLowerCase()),
);

/** Business words that show a question is about messaging at all, the company's name among them. */
export const businessTerms: readonly string[] = [...words.business, companyFacts.name.toLowerCase()];
