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
export function languagesAnswer(question: string, covered: boolean, find: (query: string) => Answer): Answer {
  const whole = find(`${question} languages`);
  const shape = answerTypeOf(question);
  // (Asked with the languages' names alone when the question's other words, "answering 24/7",
  // find another passage.)
  const languages =
    covered && shape && !shape.gives.test(whole.response)
      ? find(`${languagesNamedIn(question).join(" ")} languages`)
      : whole;
  // (Once: the passage may already say it.)
  const yes = covered && !languages.response.startsWith(say.offeredYes());
  return yes ? { ...languages, response: `${say.offeredYes()} ${languages.response}` } : languages;
}
