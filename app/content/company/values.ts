/**
 * The company's facts as text values, formatted for a locale with Intl: what a
 * text's "{salesEmail}", "{officeHours}" or "{uptime}" becomes. Depends on the
 * facts and the formatters only (not the content registry), so the chat panel's
 * and the contact form's lazily loaded code can fill their texts in the browser.
 */
import { smsSegments } from "../facts/sms-segments.ts";
import type { TimeZone } from "../facts/types.ts";
import { formatDuration } from "../format/durations.ts";
import { fill, type TextValues } from "../format/fill.ts";
import { type FormattedTexts, formattedOnce } from "../format/formatted-once.ts";
import { formatWords } from "../format/index.ts";
import { formatDayRange, formatTimeRange, formatTimeZoneName, formatUtcOffset } from "../format/times.ts";
import { intlLocale, type Locale } from "../locales.ts";
import { companyFacts } from "./facts.ts";

const cache = new Map<Locale, TextValues>();

const clockPlus = (clock: string, minutes: number) => {
  const [hours = 0, mins = 0] = clock.split(":").map(Number);
  const total = (((hours * 60 + mins + minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
};

/**
 * "Sunday to Thursday, 09:00 to 18:00 Gulf Standard Time (UTC+4)"; in another time zone, the same
 * hours on that zone's clock ("10:30 to 19:30 India Standard Time (UTC+5:30)").
 */
export function officeHours(locale: Locale, zone: TimeZone = companyFacts.openingHours.timeZone): string {
  const tag = intlLocale[locale];
  const words = formatWords[locale];
  const { openingHours } = companyFacts;
  const shift = zone.utcOffsetMinutes - openingHours.timeZone.utcOffsetMinutes;
  const window = { from: clockPlus(openingHours.from, shift), to: clockPlus(openingHours.to, shift) };
  return fill(words.openingHours, {
    days: formatDayRange(openingHours.days, tag, words),
    hours: formatTimeRange(window, tag, words),
    zone: formatTimeZoneName(zone.id, tag),
    utcOffset: formatUtcOffset(zone.utcOffsetMinutes, tag, words),
  });
}

/**
 * A window of hours kept in one time zone, on another zone's clock: "08:30 to 22:30 India Standard
 * Time (UTC+5:30)" for a 07:00 to 21:00 window in the UAE.
 */
export function windowOnClock(
  locale: Locale,
  window: { from: string; to: string },
  from: TimeZone,
  to: TimeZone,
): string {
  const tag = intlLocale[locale];
  const words = formatWords[locale];
  const shift = to.utcOffsetMinutes - from.utcOffsetMinutes;
  const hours = formatTimeRange(
    { from: clockPlus(window.from, shift), to: clockPlus(window.to, shift) },
    tag,
    words,
  );
  return `${hours} ${formatTimeZoneName(to.id, tag)} (${formatUtcOffset(to.utcOffsetMinutes, tag, words)})`;
}

/** How each value is written in `locale`: facts as they are, numbers and times through Intl. */
function valueFormats(locale: Locale): Record<string, () => string> {
  const tag = intlLocale[locale];
  const number = (value: number) => () => new Intl.NumberFormat(tag).format(value);
  const { emails, phone, privacy } = companyFacts;
  const fact = (value: string) => () => value;
  return {
    companyName: fact(companyFacts.name),
    legalName: fact(companyFacts.legalName),
    address: fact(companyFacts.address),
    foundedYear: () => new Intl.NumberFormat(tag, { useGrouping: false }).format(companyFacts.foundedYear),
    email: fact(emails.general),
    salesEmail: fact(emails.sales),
    careersEmail: fact(emails.careers),
    privacyEmail: fact(emails.privacy),
    phone: fact(phone.display),
    phoneE164: fact(phone.e164),
    officeHours: () => officeHours(locale),
    replyTime: () => formatDuration(companyFacts.salesReplyTime, tag, formatWords[locale]),
    uptime: () =>
      new Intl.NumberFormat(tag, { style: "percent", maximumFractionDigits: 2 }).format(
        companyFacts.uptimeTargetPercent / 100,
      ),
    gsmSingle: number(smsSegments.gsm7.single),
    gsmPart: number(smsSegments.gsm7.perPart),
    unicodeSingle: number(smsSegments.unicode.single),
    unicodePart: number(smsSegments.unicode.perPart),
    conversationRetentionDays: number(privacy.conversationRetentionDays),
    enquiryRetentionMonths: number(privacy.enquiryRetentionMonths),
    logRetentionDays: number(privacy.logRetentionDays),
    usualResponseDays: number(privacy.usualResponseDays),
    minimumAge: number(privacy.minimumAge),
  };
}

const valueKey = (locale: Locale, name: string) => `company|${locale}|${name}`;

/**
 * The values in `locale`. Each is formatted once, through formattedOnce: a page whose
 * texts name them (the contact form) gets them formatted by the server (`companyTextsOf`) and
 * hydrates without starting Intl (decision 095).
 */
export function companyTextValues(locale: Locale): TextValues {
  const known = cache.get(locale);
  if (known) return known;
  const values: TextValues = Object.freeze(
    Object.fromEntries(
      Object.entries(valueFormats(locale)).map(([name, format]) => [
        name,
        formattedOnce(valueKey(locale, name), format),
      ]),
    ),
  );
  cache.set(locale, values);
  return values;
}

/** Every value in `locale` under its formattedOnce key, formatted here (on the server) for a loader. */
export function companyTextsOf(locale: Locale): FormattedTexts {
  const values = companyTextValues(locale);
  return Object.fromEntries(
    Object.keys(values).map((name) => [valueKey(locale, name), String(values[name])]),
  );
}
