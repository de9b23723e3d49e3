/**
 * One step of our hiring asked about on its own: "is there a big take-home assignment?", "any
 * coding test?" is the skills conversation's ("a practical discussion or short exercise … no long
 * unpaid projects"), not the whole process again.
 */
import { normalize } from "./text.ts";

type Step = { title: string; body: string };

/** The test a candidate may be set. */
const exerciseAsked =
  /\b(take ?-?home|assignments?|coding (tests?|challenges?)|case stud(y|ies)|(a|any|big|long) (tests?|exercises?|projects?))\b/;

/**
 * The step a question asks about, in the answer's language: found in the English steps by its
 * words, then taken at the same place (the careers facts order every language's steps alike).
 */
export function hiringStepAsked(
  question: string,
  english: readonly Step[],
  local: readonly Step[],
): Step | undefined {
  if (!exerciseAsked.test(normalize(question))) return undefined;
  const at = english.findIndex((step) => /\bexercise\b/.test(step.body));
  return at >= 0 ? local[at] : undefined;
}
