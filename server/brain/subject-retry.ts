/**
 * A follow-up the whole site finds nothing for ("how do I apply?" after a job, "monthly rent?"
 * after a Dubai number) is asked of the subject in play: the page that answered last, the service
 * or market in the frame, the careers page in a job conversation. Only when one of that page's
 * passages matches it well; a message that asks for something we do not do stays refused.
 */
import { paths } from "../../app/content/site-map.ts";
import type { Answerer } from "./frames.ts";
import { offTopicRequest } from "./intents.ts";
import { askedSentence, normalize } from "./text.ts";
import type { Answer, DialogueState } from "./types.ts";

/**
 * Below this passage score a page shares only a stray word with the message ("frontend one is
 * remote?" and the services overview score 3). The whole site's off-topic bar, MIN_PAGE_SCORE, is 6 too.
 */
const MIN_SUBJECT_SCORE = 6;

export function askedOfSubject(
  engine: Pick<Answerer, "answerWithin">,
  message: string,
  context: DialogueState,
  lastPage: string | undefined,
  asked: Answer,
): Answer {
  if (asked.unanswered !== "out-of-scope") return asked;
  if (offTopicRequest.test(normalize(askedSentence(message)))) return asked;
  const careers = context.topic === "careers" ? paths.careers : undefined;
  const subjects = [lastPage, careers, context.service, context.market].filter(
    (page, at, all): page is string => page !== undefined && all.indexOf(page) === at,
  );
  for (const page of subjects) {
    const within = engine.answerWithin(message, page, MIN_SUBJECT_SCORE);
    if (within) return within;
  }
  return asked;
}
