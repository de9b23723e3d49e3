/**
 * The contact form's words by locale, with the counted and personal ones as
 * functions, in the shape the form's code reads. Loaded with the form's own chunk
 * (and the chat panel's "Send to sales" form), never with a page's first load.
 */
import { companyTextsOf, companyTextValues } from "../company/values.ts";
import { fill, fillAll } from "../format/fill.ts";
import { type FormattedTexts, formattedOnce } from "../format/formatted-once.ts";
import { plural } from "../format/plural.ts";
import { intlLocale, type Locale } from "../locales.ts";
import { contactFormTexts as ar } from "./ar.ts";
import { contactFormTexts as en } from "./en.ts";
import { contactFormTexts as hi } from "./hi.ts";
import type { ContactFormTexts } from "./types.ts";

export const contactFormTexts: Record<Locale, ContactFormTexts> = { en, ar, hi };

const characterCountKey = (locale: Locale, count: number, max: number) =>
  `characterCount|${locale}|${count}|${max}`;

/** Placeholders the form fills when it knows them (a name, a count), not from the facts. */
const runTime = ["count", "max", "wait", "codes", "name", "privacyPolicy"];

function copyIn(locale: Locale) {
  const tag = intlLocale[locale];
  const { messages, ...form } = fillAll(contactFormTexts[locale], companyTextValues(locale), runTime);
  return {
    ...form,
    hints: {
      ...form.hints,
      characterCount: (count: number, max: number) =>
        formattedOnce(characterCountKey(locale, count, max), () =>
          plural(form.hints.characterCount, count, tag, { max: new Intl.NumberFormat(tag).format(max) }),
        ),
    },
    failure: {
      ...form.failure,
      rateLimited: (seconds: number) =>
        fill(form.failure.rateLimited, {
          wait: plural(form.failure.waitMinutes, Math.ceil(seconds / 60), tag),
        }),
    },
    messages: {
      errors: {
        ...messages.errors,
        bidiControls: (codes: string) => fill(messages.errors.bidiControls, { codes }),
      },
      success: { ...messages.success, title: (name: string) => fill(messages.success.title, { name }) },
    },
  };
}

export type ContactFormCopy = ReturnType<typeof copyIn>;

const copies = new Map<Locale, ContactFormCopy>();

export function contactFormCopyIn(locale: Locale): ContactFormCopy {
  let copy = copies.get(locale);
  if (!copy) {
    copy = copyIn(locale);
    copies.set(locale, copy);
  }
  return copy;
}

/**
 * What the form shows as it loads in `locale`, formatted here (on the server) for the route's
 * loader: the facts its texts name and the empty message's "0 of 2,000 characters used." With
 * them the browser hydrates the form without starting Intl (decision 095).
 */
export function contactFormTextsOf(locale: Locale, maxLength: number): FormattedTexts {
  return {
    ...companyTextsOf(locale),
    [characterCountKey(locale, 0, maxLength)]: contactFormCopyIn(locale).hints.characterCount(0, maxLength),
  };
}
