/**
 * The engine's sentence templates in the language it is answering in (languages/answer-locale.ts):
 * `say.pricingCountry(…)` is the Arabic template inside an Arabic reply and the English one
 * elsewhere, so no answer module needs to know which language it writes.
 */
import { assistantAnswersIn } from "../../app/content/assistant-answers.ts";
import { type Locale, locales } from "../../app/content/locales.ts";
import { answerLocale } from "./languages/answer-locale.ts";

type Say = ReturnType<typeof assistantAnswersIn>;

const byLocale = Object.fromEntries(locales.map((locale) => [locale, assistantAnswersIn(locale)])) as Record<
  Locale,
  Say
>;

export const say: Say = new Proxy({} as Say, {
  get: (_target, key) => byLocale[answerLocale()][key as keyof Say],
});
