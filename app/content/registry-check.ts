/**
 * The content registry's check, shared by registry-node.ts and the Edge
 * Functions' generated registry: each folder's facts.ts against the facts
 * schemas, each locale's text module against the text schemas, then every
 * service and market page rendered in every locale (placeholders filled, the
 * "at a glance" list written from the facts) and checked against the page
 * schemas, so SEO limits hold in each language (decisions 023, 058). Bad content
 * stops the server at start with the file's name.
 */
import { z } from "zod";
import { marketFactsSchema, serviceFactsSchema } from "./facts/schemas.ts";
import type { MarketFacts, ServiceFacts } from "./facts/types.ts";
import { type Locale, locales } from "./locales.ts";
import { renderServicePage, renderSmsCountryPage } from "./render/pages.ts";
import { marketValuesOf, serviceValuesOf, siteValues } from "./render/values.ts";
import {
  type ServiceTexts,
  type SmsCountryTexts,
  servicePageSchema,
  serviceTextsModuleSchema,
  smsCountryPageSchema,
  smsCountryTextsModuleSchema,
} from "./schema.ts";

/** A content file ("./services/rcs-services/en.ts") and its module's exports. */
export type ContentFile = readonly [file: string, module: Record<string, unknown>];

function parse<S extends z.ZodType>(file: string, schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(`app/content/${file.slice(2)}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

function attempt<T>(file: string, build: () => T): T {
  try {
    return build();
  } catch (error) {
    throw new Error(
      `app/content/${file.slice(2)}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** "./services/rcs-services/en.ts" → ["rcs-services", "en"]. */
function slugAndName(file: string): [string, string] {
  const [, , slug = "", name = ""] = file.split("/");
  return [slug, name.replace(/\.ts$/, "")];
}

interface Folder<F, T> {
  facts: Map<string, [file: string, facts: F]>;
  texts: Map<string, [file: string, texts: T]>;
}

function readFolder<F, T>(
  files: readonly ContentFile[],
  factsSchema: z.ZodType<F>,
  textsSchema: z.ZodType<T>,
) {
  const folder: Folder<F, T> = { facts: new Map(), texts: new Map() };
  for (const [file, module] of files) {
    const [slug, name] = slugAndName(file);
    if (name === "facts") folder.facts.set(slug, [file, parse(file, factsSchema, module.facts)]);
    else folder.texts.set(`${slug}/${name}`, [file, parse(file, textsSchema, module)]);
  }
  for (const slug of folder.facts.keys())
    for (const locale of locales)
      if (!folder.texts.has(`${slug}/${locale}`))
        throw new Error(`app/content: ${slug} has no text module for the locale "${locale}"`);
  return folder;
}

/** The folder's slugs in menu order. */
function ordered<F extends { order: number }>(facts: Map<string, [string, F]>): string[] {
  return [...facts.entries()]
    .sort(([a, [, x]], [b, [, y]]) => x.order - y.order || a.localeCompare(b))
    .map(([slug]) => slug);
}

function exportsOf<T extends Record<string, unknown>, K extends keyof T>(
  texts: Map<string, [string, T]>,
  key: K,
): Record<string, T[K]> {
  return Object.fromEntries([...texts.values()].map(([file, module]) => [file, module[key]]));
}

/** The registry's exports (keyed by file), after every check has passed. */
export function checkedRegistry(services: readonly ContentFile[], smsCountries: readonly ContentFile[]) {
  const serviceFolder = readFolder<ServiceFacts, ServiceTexts>(
    services,
    serviceFactsSchema,
    serviceTextsModuleSchema as unknown as z.ZodType<ServiceTexts>,
  );
  const marketFolder = readFolder<MarketFacts, SmsCountryTexts>(
    smsCountries,
    marketFactsSchema,
    smsCountryTextsModuleSchema as unknown as z.ZodType<SmsCountryTexts>,
  );
  const serviceSlugs = ordered(serviceFolder.facts);
  const marketSlugs = ordered(marketFolder.facts);
  const textsOf = <T>(folder: Folder<unknown, T>, slug: string, locale: Locale) =>
    folder.texts.get(`${slug}/${locale}`) as [string, T];
  for (const locale of locales) {
    const base = siteValues(locale, {
      services: serviceSlugs.map((slug) => textsOf(serviceFolder, slug, locale)[1].entry.name),
      markets: marketSlugs.map((slug) => textsOf(marketFolder, slug, locale)[1].entry.name),
    });
    for (const slug of serviceSlugs) {
      const [file, texts] = textsOf(serviceFolder, slug, locale);
      const [, facts] = serviceFolder.facts.get(slug) as [string, ServiceFacts];
      const page = attempt(file, () =>
        renderServicePage(facts, texts.page, serviceValuesOf(locale, base, facts)),
      );
      parse(file, servicePageSchema, page);
    }
    for (const slug of marketSlugs) {
      const [file, texts] = textsOf(marketFolder, slug, locale);
      const [, facts] = marketFolder.facts.get(slug) as [string, MarketFacts];
      const page = attempt(file, () =>
        renderSmsCountryPage(locale, facts, texts, marketValuesOf({ locale, base, facts, texts })),
      );
      parse(file, smsCountryPageSchema, page);
    }
  }
  const factsByFile = <F>(folder: Folder<F, unknown>) =>
    Object.fromEntries([...folder.facts.values()].map(([file, facts]) => [file, facts]));
  return {
    serviceFacts: factsByFile(serviceFolder),
    smsCountryFacts: factsByFile(marketFolder),
    serviceEntries: exportsOf(serviceFolder.texts, "entry"),
    smsCountryEntries: exportsOf(marketFolder.texts, "entry"),
    serviceVocabularies: exportsOf(serviceFolder.texts, "vocabulary"),
    smsCountryVocabularies: exportsOf(marketFolder.texts, "vocabulary"),
    smsCountryTerms: exportsOf(marketFolder.texts, "terms"),
    servicePages: exportsOf(serviceFolder.texts, "page"),
    smsCountryPages: exportsOf(marketFolder.texts, "page"),
  };
}
