/**
 * A message read as a follow-up only by a loose word ("also drivers should not see the customer's
 * number, possible?" after Kuwait's SMS): it names nothing in play, points at nothing, and its
 * words match nothing on the subject's page, so it starts over as a question of its own.
 */
import { isFollowUp, pronoun } from "./follow-up.ts";
import { type Answerer, smsServicePath } from "./frames.ts";
import type { Reading } from "./reading.ts";
import { normalize } from "./text.ts";
import type { DialogueState } from "./types.ts";

/** Shorter messages ("doesn't arrive?", "and if it fails?") lean on the subject whatever their words. */
const MIN_WORDS = 6;
/** The subject's page must match at least this share of the best page's score to keep the message. */
const MIN_SHARE = 0.1;

export function startsOver(
  engine: Pick<Answerer, "relevance">,
  reading: Reading,
  message: string,
  context: DialogueState,
): boolean {
  const namesSomething =
    reading.service ||
    reading.market ||
    reading.attribute ||
    reading.traffic ||
    reading.intents.size > 0 ||
    pronoun.test(normalize(message));
  // (Prices in play take counts and months without naming them: "and then the following months?")
  const priced = context.topic === "pricing" || context.count !== undefined || /\d/.test(message);
  if (namesSomething || priced || reading.words < MIN_WORDS || context.topic === "careers") return false;
  if (!isFollowUp(reading, message, context)) return false;
  // (SMS in a market is that market's page.)
  const subject =
    context.service && !(context.service === smsServicePath && context.market)
      ? context.service
      : context.market;
  return subject !== undefined && engine.relevance(message, subject) < MIN_SHARE;
}
