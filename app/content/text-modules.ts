/**
 * Every text module a language needs (decision 058), for the tests that keep
 * them complete and free of literal facts: the one-off maps below, each with
 * its file per locale, and one file per locale in every folder of services/ and
 * sms-countries/. A translator adds exactly these files for a new locale.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { assistantAnswerTexts } from "./assistant/answers/index.ts";
import { assistantPanelTexts } from "./assistant/panel/index.ts";
import { cannedReplyTexts } from "./assistant/replies/index.ts";
import { assistantVocabulary } from "./assistant/vocabulary/index.ts";
import { contactFormTexts } from "./contact-form/index.ts";
import { firstMessageTexts } from "./first-message/index.ts";
import { formatWords } from "./format/index.ts";
import type { Locale } from "./locales.ts";
import { pageTexts } from "./pages/index.ts";
import { siteTexts } from "./site/index.ts";
import { smsCalculatorTexts } from "./sms-calculator/index.ts";

export const contentDir = path.dirname(fileURLToPath(import.meta.url));

export interface TextModule {
  /** The file, relative to app/content, for a locale. */
  file: (locale: Locale) => string;
  /** The module's texts in a locale, or undefined where that locale has none. */
  texts: (locale: Locale) => unknown;
}

const mapped = (folder: string, map: Partial<Record<Locale, unknown>>): TextModule => ({
  file: (locale) => `${folder}/${locale}.ts`,
  texts: (locale) => map[locale],
});

/** The one-off text modules, by their folder. */
export const oneOffTextModules: readonly TextModule[] = [
  mapped("site", siteTexts),
  mapped("format", formatWords),
  mapped("contact-form", contactFormTexts),
  mapped("sms-calculator", smsCalculatorTexts),
  mapped("first-message", firstMessageTexts),
  mapped("assistant/panel", assistantPanelTexts),
  mapped("assistant/replies", cannedReplyTexts),
  mapped("assistant/answers", assistantAnswerTexts),
  mapped("assistant/vocabulary", assistantVocabulary),
  ...(Object.keys(pageTexts.en) as (keyof (typeof pageTexts)["en"])[]).map((page) => ({
    file: (locale: Locale) =>
      `pages/${page.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}/${locale}.ts`,
    texts: (locale: Locale) => (pageTexts as Partial<typeof pageTexts>)[locale]?.[page],
  })),
];

/** The folders of services/ and sms-countries/, each with facts.ts and one text module per locale. */
export function registryFolders(): string[] {
  return ["services", "sms-countries"].flatMap((kind) =>
    readdirSync(path.join(contentDir, kind), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${kind}/${entry.name}`),
  );
}
