/**
 * What a market's page says beyond its fact rows, added to a fact's answer when the question asks
 * exactly that: what happens to a number that opts out ("if someone replies STOP what happens?"),
 * that OTPs have no sending hours ("any hours we can't send OTPs?"), and a plain no to marketing
 * without consent ("what about guests who never opted in?").
 */
import { defaultLocale, type Locale } from "../../app/content/locales.ts";
import { smsCountryPage } from "../../app/content/render/site.ts";
import { namedTraffic } from "./rate-comparison.ts";
import { say } from "./say.ts";
import { normalize } from "./text.ts";
import { skipping } from "./yes-no.ts";

/** A question about people who opt out, reply STOP or unsubscribe (not about collecting consent). */
const optingOut =
  /\b(opt(s|ed|ing)? ?-?out|unsubscrib\w*|replies stop|reply stop|says stop|sends stop|texts stop|stop receiving|stop getting|no more (messages|sms|texts)|cancel(s|led)? (the |their )?subscription)\b/;

/** The page's own note on opted-out numbers, found by its English wording (the same note in every language). */
const suppressionNote = /\b(remove|suppress)\w* opted-out numbers\b/;

/** The market page's sentence on what happens to opted-out numbers, when the question asks it. */
export function optOutNote(slug: string, locale: Locale, message: string): string | undefined {
  if (!optingOut.test(normalize(message))) return undefined;
  const index = smsCountryPage(slug, defaultLocale).deliveryNotes.findIndex((note) =>
    suppressionNote.test(note),
  );
  return index >= 0 ? smsCountryPage(slug, locale).deliveryNotes[index] : undefined;
}

/** "And OTPs, any hours we can't send them?" (no time of day named): transactional traffic has none. */
export function transactionalHoursLead(message: string, time: string | undefined): string | undefined {
  return !time && namedTraffic(message) === "transactional" ? say.transactionalAnyHour() : undefined;
}

/**
 * "Can we send marketing SMS without opt-in?": the consent the market requires says no. So it does
 * to "what about guests who never opted in?", a permission asked without a question's form.
 */
export function consentVerdict(message: string, yesNo: boolean): string | undefined {
  const text = normalize(message);
  return (yesNo || !/\b(how|why|where)\b/.test(text)) && skipping.test(text)
    ? say.requirementNo()
    : undefined;
}
