/**
 * "Does your IVR do Hindi?", "a WhatsApp chatbot in Arabic and English, possible?": a service page's
 * sentence on languages says which it has, honestly, with "Yes." first when it names every one asked.
 */
import { answerTypeOf } from "./answer-type.ts";
import { languagesCovered, languagesNamedIn } from "./language-names.ts";
import { say } from "./say.ts";
import type { Answer } from "./types.ts";
import { asksYesNo } from "./yes-no.ts";

/** Whether the question asks if a service speaks languages, all of which its page names. */
export function speaksAllAsked(question: string, pageText: string): boolean {
  return (
    answerTypeOf(question)?.searchWords === "languages" &&
    asksYesNo(question) &&
    languagesCovered(question, pageText)
  );
}

/** The page's passage on languages, found by `find` (a search of that page), "Yes." first when covered. */
export function languagesAnswer(
  question: string,
  covered: boolean,
  find: (query: string) => Answer,
  namesOnly = false,
): Answer {
  const whole = find(`${question} languages`);
  const shape = answerTypeOf(question);
  // (Asked with the languages' names alone when the question's other words, "answering 24/7",
  // find another passage, or when they already found one silent on the languages: `namesOnly`.)
  const languages =
    covered && (namesOnly || (shape && !shape.gives.test(whole.response)))
      ? find(`${languagesNamedIn(question).join(" ")} languages`)
      : whole;
  // (Once: the passage may already say it.)
  const yes = covered && !languages.response.startsWith(say.offeredYes());
  return yes ? { ...languages, response: `${say.offeredYes()} ${languages.response}` } : languages;
}

/**
 * "Can your AI agent answer patients on WhatsApp in Arabic at night?": a yes-or-no question naming
 * languages whose passage is silent on them gets the languages' sentence of the first page that
 * names them all, "Yes." first.
 */
export function spokenInstead(
  question: string,
  passage: Answer,
  pages: readonly string[],
  pageText: ReadonlyMap<string, string>,
  find: (query: string, path: string) => Answer,
): Answer {
  if (!asksYesNo(question) || languagesCovered(question, passage.response)) return passage;
  const speaker = pages.find((path) => languagesCovered(question, pageText.get(path) ?? ""));
  return speaker ? languagesAnswer(question, true, (query) => find(query, speaker), true) : passage;
}
