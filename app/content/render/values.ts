/**
 * The values a text's `{placeholders}` take (decision 058): the facts, formatted
 * for the page's locale with Intl. Every text gets the company's and the site's
 * counts; a market's or a service's page adds its own. Pure functions of the facts
 * and texts they are given, so the registry can check every page as it loads.
 */
import { companyTextValues } from "../company/values.ts";
import type { Duration, DurationUnit, MarketFacts, ServiceFacts } from "../facts/types.ts";
import { formatDuration } from "../format/durations.ts";
import { fill, type TextValues } from "../format/fill.ts";
import { formatWords } from "../format/index.ts";
import { formatList } from "../format/lists.ts";
import { formatClock, formatTimeRange, formatTimeZoneName, formatUtcOffset } from "../format/times.ts";
import { intlLocale, type Locale } from "../locales.ts";
import type { SmsCountryTexts } from "../schema.ts";
import { siteTexts } from "../site/index.ts";

/** A number as the locale writes it. */
export function formatNumber(value: number, tag: string, options: Intl.NumberFormatOptions = {}): string {
  return new Intl.NumberFormat(tag, options).format(value);
}

/** Every text's values: the company's facts, and how many services and markets the site has. */
export function siteValues(
  locale: Locale,
  catalogue: { services: readonly string[]; markets: readonly string[] },
): TextValues {
  const tag = intlLocale[locale];
  return {
    ...companyTextValues(locale),
    serviceCount: formatNumber(catalogue.services.length, tag),
    marketCount: formatNumber(catalogue.markets.length, tag),
    marketList: formatList(catalogue.markets, tag),
  };
}

/** "PAN, GST certificate or other business proof and a signed authorisation letter". */
export function documentList(facts: MarketFacts, locale: Locale): string {
  const tag = intlLocale[locale];
  const names = siteTexts[locale].marketFacts.documents;
  return formatList(
    facts.documents.map((document) =>
      typeof document === "string"
        ? names[document]
        : formatList(
            document.anyOf.map((key) => names[key]),
            tag,
            "or",
          ),
    ),
    tag,
  );
}

export interface MarketInput {
  locale: Locale;
  /** siteValues() of the locale. */
  base: TextValues;
  facts: MarketFacts;
  texts: Pick<SmsCountryTexts, "entry" | "terms">;
}

/** A market page's values: its hours, times, sender ID rules, documents and approval times. */
export function marketValuesOf({ locale, base, facts, texts }: MarketInput): TextValues {
  const tag = intlLocale[locale];
  const words = formatWords[locale];
  const values: Record<string, string | number> = {
    ...base,
    marketName: texts.entry.name,
    marketShortName: texts.entry.shortName,
    regulator: facts.regulator.abbreviation,
    documents: documentList(facts, locale),
  };
  const zone = facts.timeZone;
  if (zone) {
    values.timeZoneAbbreviation = zone.abbreviation ?? formatTimeZoneName(zone.id, tag);
    values.utcOffset = formatUtcOffset(zone.utcOffsetMinutes, tag, words);
  }
  if (texts.terms.localTime) values.localTime = fill(texts.terms.localTime, values);
  const { senderId, promotionalHours, approvalTime, dlt } = facts;
  if (senderId.maxLength !== null) values.senderIdMaxLength = formatNumber(senderId.maxLength, tag);
  if (senderId.exactLength !== undefined) values.headerLength = formatNumber(senderId.exactLength, tag);
  if (senderId.promotional.prefix) values.promotionalPrefix = senderId.promotional.prefix;
  if (senderId.promotional.suffix) values.promotionalSuffix = senderId.promotional.suffix;
  if (approvalTime) values.approvalTime = formatDuration(approvalTime, tag, words);
  if (dlt) values.entityApproval = formatDuration(dlt.entityApproval, tag, words);
  if (facts.consent.dndRegister) values.dndRegister = facts.consent.dndRegister;
  if (promotionalHours) {
    values.promotionalHours = formatTimeRange(promotionalHours, tag, words);
    values.promotionalFrom = formatClock(promotionalHours.from, tag);
    values.promotionalTo = formatClock(promotionalHours.to, tag);
  }
  return values;
}

/** The units Intl writes out ("2–4 weeks"); it has none for working or business days. */
const intlUnits: Partial<Record<DurationUnit, string>> = {
  second: "second",
  day: "day",
  week: "week",
  month: "month",
};

/** Intl.NumberFormat's formatRange (ES2023), which the ES2022 lib does not declare. */
type RangeFormat = Intl.NumberFormat & { formatRange(start: number, end: number): string };

/**
 * A duration in figures, for a stat band: "2–4 weeks", in the locale's digits and unit
 * words as Intl writes them ("2–4 أسابيع", "2–4 सप्ताह"). Undefined where a bound is vague
 * ("a few"), approximate, in two units or in a unit Intl does not name: such a duration has
 * no figure to show.
 */
export function durationInFigures(duration: Duration, tag: string): string | undefined {
  const { min, max } = duration;
  const unit = intlUnits[max.unit];
  if (!unit || typeof max.amount !== "number" || duration.approximate) return undefined;
  const format = new Intl.NumberFormat(tag, { style: "unit", unit, unitDisplay: "long" }) as RangeFormat;
  if (!min) return format.format(max.amount);
  if (min.unit !== max.unit || typeof min.amount !== "number") return undefined;
  return format.formatRange(min.amount, max.amount);
}

/**
 * A service page's values: its set-up times (in words, and in figures as `{nameInFigures}`
 * where they have them), its figures, and counts of what its facts list: `{integrationCount}`
 * ways to connect and, where it states its languages, `{languageCount}`.
 */
export function serviceValuesOf(locale: Locale, base: TextValues, facts: ServiceFacts): TextValues {
  const tag = intlLocale[locale];
  const words = formatWords[locale];
  const values: Record<string, string | number> = { ...base };
  for (const [name, duration] of Object.entries(facts.setupTimes)) {
    values[name] = formatDuration(duration, tag, words);
    const inFigures = durationInFigures(duration, tag);
    if (inFigures !== undefined) values[`${name}InFigures`] = inFigures;
  }
  for (const [name, figure] of Object.entries(facts.figures)) values[name] = formatNumber(figure, tag);
  values.integrationCount = formatNumber(facts.integrations.length, tag);
  if (facts.languages) values.languageCount = formatNumber(facts.languages.length, tag);
  return values;
}
