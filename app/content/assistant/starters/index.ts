/** The panel's starter questions for a page (README.md); loaded with the panel only. */
import type { Locale } from "../../locales.ts";
import { starterQuestions as ar } from "./ar.ts";
import { starterQuestions as en } from "./en.ts";
import { starterQuestions as hi } from "./hi.ts";
import type { StarterQuestions } from "./types.ts";

export const starterQuestionsByLocale: Record<Locale, StarterQuestions> = { en, ar, hi };

/** The starters of a page, by its path in the default locale; the default ones elsewhere (privacy, 404). */
export function startersFor(locale: Locale, defaultLocalePath: string): readonly string[] {
  const questions = starterQuestionsByLocale[locale];
  return questions[defaultLocalePath] ?? questions.default;
}
