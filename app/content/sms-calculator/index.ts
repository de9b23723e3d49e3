/**
 * The SMS calculator's words by locale, in the shape its code reads (counts as
 * functions). Loaded with the calculator's own chunks on the pricing page only.
 */
import { fill } from "../format/fill.ts";
import { plural } from "../format/plural.ts";
import { intlLocale, type Locale } from "../locales.ts";
import { smsCalculatorTexts as ar } from "./ar.ts";
import { smsCalculatorTexts as en } from "./en.ts";
import { smsCalculatorTexts as hi } from "./hi.ts";
import type { SmsCalculatorTexts } from "./types.ts";

export const smsCalculatorTexts: Record<Locale, SmsCalculatorTexts> = { en, ar, hi };

export function calculatorCopyIn(locale: Locale) {
  const texts = smsCalculatorTexts[locale];
  const tag = intlLocale[locale];
  return {
    ...texts,
    characters: (count: number) => plural(texts.characters, count, tag),
    segments: (count: number) => plural(texts.segments, count, tag),
    perSegment: (limit: number) => plural(texts.perSegment, limit, tag),
    costBasis: (rate: string, segments: string, messages: string) =>
      fill(texts.costBasis, { rate, segments, messages }),
    messages: (count: number) => plural(texts.messages, count, tag),
  };
}

export type CalculatorCopy = ReturnType<typeof calculatorCopyIn>;
