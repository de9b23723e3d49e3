/**
 * "Does your IVR do Hindi?", "a WhatsApp chatbot in Arabic and English, possible?": a service page's
 * sentence on languages says which it has, honestly, with "Yes." first when it names every one asked.
 */
import { assistantVocabulary } from "../../app/content/assistant/vocabulary/index.ts";
import { servicePath } from "../../app/content/catalogue.ts";
import { smsSegments } from "../../app/content/facts/sms-segments.ts";
import { defaultLocale } from "../../app/content/locales.ts";
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
  if (yes) return { ...languages, response: `${say.offeredYes()} ${languages.response}` };
  return sentAsUnicode(question, languages) ?? languages;
}

const unicodeScripts = new Set(assistantVocabulary[defaultLocale].unicodeScripts);
const smsPage = servicePath("sms-services");

/**
 * "Can SMS go in Urdu?": a language the SMS page does not name still goes, as Unicode, in fewer
 * characters per message; said first, before the page's sentence on Unicode.
 */
function sentAsUnicode(question: string, passage: Answer): Answer | undefined {
  if (passage.sources[0]?.path !== smsPage || !asksYesNo(question)) return undefined;
  if (!languagesNamedIn(question).some((language) => unicodeScripts.has(language))) return undefined;
  return { ...passage, response: `${say.languageAsUnicode(smsSegments.unicode.single)} ${passage.response}` };
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
  if (speaker) return languagesAnswer(question, true, (query) => find(query, speaker), true);
  return pages[0] === smsPage
    ? (sentAsUnicode(question, find("unicode languages", smsPage)) ?? passage)
    : passage;
}
