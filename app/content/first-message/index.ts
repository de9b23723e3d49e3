/**
 * The "Send your first message" blocks by service slug (the folder names match
 * services/): each language's words (first-message/<locale>.ts) around the same
 * calls. Read at pre-render time by the service route's loader, so none of it
 * reaches the JavaScript bundle (decision 044).
 */
import { defaultLocale, type Locale } from "../locales.ts";
import { firstMessageTexts as ar } from "./ar.ts";
import { firstMessageTexts as en } from "./en.ts";
import { firstMessageTexts as hi } from "./hi.ts";
import { snippets as rcs } from "./rcs-services.ts";
import type { FirstMessage } from "./schema.ts";
import { snippets as sms } from "./sms-services.ts";
import type { FirstMessageTexts } from "./types.ts";
import { snippets as whatsapp } from "./whatsapp-services.ts";

const snippets: Readonly<Record<string, FirstMessage["snippets"]>> = {
  "sms-services": sms,
  "whatsapp-services": whatsapp,
  "rcs-services": rcs,
};

export const firstMessageTexts: Record<Locale, FirstMessageTexts> = { en, ar, hi };

/** Each service's block in a locale: its words and its calls. */
export function firstMessagesIn(locale: Locale): Readonly<Record<string, FirstMessage>> {
  const { blocks } = firstMessageTexts[locale];
  return Object.fromEntries(
    Object.entries(snippets).map(([slug, calls]) => {
      const words = blocks[slug];
      if (!words) throw new Error(`first-message/${locale}.ts has no block for ${slug}`);
      return [slug, { ...words, snippets: calls }];
    }),
  );
}

/** The copy button's words in a locale. */
export function copyLabelsIn(locale: Locale): FirstMessageTexts["copyLabels"] {
  return firstMessageTexts[locale].copyLabels;
}

/** The default locale's blocks (the assistant's passages, the tests). */
export const firstMessages: Readonly<Record<string, FirstMessage>> = firstMessagesIn(defaultLocale);
export const copyLabels = copyLabelsIn(defaultLocale);
