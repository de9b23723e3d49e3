/**
 * Counted words ("1 segment", "2 segments") in the forms each language needs:
 * English has one and other, Arabic also zero, two, few and many. Intl.PluralRules
 * picks the form for the page's locale.
 */
import { fill, type TextValues } from "./fill.ts";

export type PluralCategory = Intl.LDMLPluralRule;

/** A text per plural form; "{count}" is the number. Only "other" is required. */
export type PluralForms = { other: string } & Partial<Record<Exclude<PluralCategory, "other">, string>>;

/**
 * The form of `forms` for `count` in the locale `tag`, with "{count}" written as a number (or
 * as `values.count`) and any other placeholder filled from `values`.
 */
export function plural(forms: PluralForms, count: number, tag: string, values: TextValues = {}): string {
  const form = forms[new Intl.PluralRules(tag).select(count)] ?? forms.other;
  return fill(form, { count: new Intl.NumberFormat(tag).format(count), ...values });
}
