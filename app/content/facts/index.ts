/**
 * The facts API (decision 058): everything a visitor may ask about, as typed,
 * language-neutral data stated once, and each locale's words for it. The pages
 * render from it and the assistant answers from it. A fact the site does not
 * state is `null` (a free trial, certifications, SDKs): answer "we do not publish
 * that; sales can tell you", never a guess.
 *
 * Server-side (loaders, the assistant, scripts): it reads the whole registry.
 *
 *   marketFacts("saudi-arabia").senderId.promotional.suffix   // "-AD"
 *   marketFacts("india").promotionalHours                    // 10:00–21:00, Asia/Kolkata
 *   marketRate("qatar")                                      // the published rate, by slug
 *   serviceFacts("sms-services").integrations               // ["rest-api", "smpp", ...]
 *   companyFacts.openingHours, companyFacts.uptimeTargetPercent
 *   marketText("uae", "en").terms.regulatorName              // words, with {placeholders}
 *   marketValues("uae", "en").approvalTime                   // "a few working days to around two weeks"
 */
import { smsCountryFacts as marketFactFiles, serviceFacts as serviceFactFiles } from "#content-registry";
import { bySlug } from "../catalogue.ts";
import type { SmsRate } from "../page-schemas.ts";
import { marketFactsOf, serviceFactsOf } from "../render/site.ts";
import { smsRates } from "../sms-rates.ts";
import type { MarketFacts, ServiceFacts } from "./types.ts";

export { careersFacts } from "../careers/facts.ts";
export { companyFacts } from "../company/facts.ts";
export { companyTextValues, officeHours } from "../company/values.ts";
export {
  careersPage,
  companyValues,
  marketGlance,
  marketTexts as marketText,
  marketValues,
  onePage,
  openRoles,
  servicePage,
  serviceTexts as serviceText,
  serviceValues,
  smsCountryPage,
} from "../render/site.ts";
export { documentList } from "../render/values.ts";
export { smsSegments } from "./sms-segments.ts";
export type * from "./types.ts";

function slugsInOrder<T extends { order: number }>(files: Record<string, T>): string[] {
  return [...bySlug(files, "facts").entries()]
    .sort(([a, x], [b, y]) => x.order - y.order || a.localeCompare(b))
    .map(([slug]) => slug);
}

/** Every SMS market's slug, in menu order. */
export function marketSlugs(): string[] {
  return slugsInOrder(marketFactFiles);
}

/** Every service's slug, in menu order. */
export function serviceSlugs(): string[] {
  return slugsInOrder(serviceFactFiles);
}

/** A market's facts; an unknown slug throws. */
export function marketFacts(slug: string): MarketFacts {
  return marketFactsOf(slug);
}

/** A service's facts; an unknown slug throws. */
export function serviceFacts(slug: string): ServiceFacts {
  return serviceFactsOf(slug);
}

/**
 * A market's SMS rate, by slug: from `rates` (the server's current ones, which an operator can
 * change at run time) or the published ones. Null while the market has none ("on request").
 */
export function marketRate(slug: string, rates: readonly SmsRate[] = smsRates): SmsRate | null {
  return rates.find((rate) => rate.country === slug) ?? null;
}

/** The market a city belongs to, by its name as the facts write it ("Riyadh" is saudi-arabia). */
export function marketOfCity(city: string): string | null {
  const wanted = city.trim().toLowerCase();
  return (
    marketSlugs().find((slug) => marketFacts(slug).cities.some((name) => name.toLowerCase() === wanted)) ??
    null
  );
}
