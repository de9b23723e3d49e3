/**
 * Pages as they are rendered in a locale (decision 058): each text module filled
 * in from the facts' values, a service's features in the order of its facts, a
 * market's "at a glance" list and sample message from its facts. Pure functions
 * of what they are given; render/site.ts looks the inputs up in the registry.
 */
import type { MarketFacts, ServiceFacts } from "../facts/types.ts";
import { fillAll, type TextValues } from "../format/fill.ts";
import type { Locale } from "../locales.ts";
import type { ServicePage, ServiceTexts, SmsCountryPage, SmsCountryTexts } from "../schema.ts";
import { marketGlanceOf } from "./market-glance.ts";

export function renderServicePage(
  facts: ServiceFacts,
  texts: ServiceTexts["page"],
  values: TextValues,
): ServicePage {
  const page = fillAll(texts, values);
  const features = facts.features.map((key) => {
    const card = page.features[key];
    if (!card) throw new Error(`no text for the feature "${key}"`);
    return card;
  });
  return { ...page, features };
}

export function renderSmsCountryPage(
  locale: Locale,
  facts: MarketFacts,
  texts: Pick<SmsCountryTexts, "terms" | "page">,
  values: TextValues,
): SmsCountryPage {
  const { atAGlance: _, ...words } = texts.page;
  const { sampleTranslation, ...page } = fillAll(words, values);
  return {
    ...page,
    facts: marketGlanceOf({ locale, facts, texts, values }),
    sampleMessage: { ...facts.sampleMessage, translation: sampleTranslation },
  };
}
