/**
 * "How long does registration take? We launch in 10 days": with a launch date or a hurry named,
 * what the market's page says can go out before registration completes, where it says so.
 */

import { answerTypeOf, gives } from "./answer-type.ts";
import type { Answerer } from "./frames.ts";
import { normalize } from "./text.ts";
import type { Answer, DialogueState } from "./types.ts";

/**
 * A launch date or a hurry the visitor names ("we launch in 10 days", "asap", "next week"), or
 * the time until registration ("until then, how do we send OTPs?").
 */
const inAHurry =
  /\b(launch\w*|go(ing)? live|deadline|asap|urgent\w*|hurry|next week|this week|in \d+ (days|weeks)|within \d+ (days|weeks)|\d+ in (days|weeks)|(need|have|want|plan) to (start|begin)|tight|until then|till then|meanwhile|in the meantime)\b/;
/** What the market's page says can go out before registration completes. */
const meanwhileQuestion = "can we send OTPs meanwhile, before the sender ID is approved?";

export function launchMeanwhile(engine: Answerer, state: DialogueState, message: string): Answer | undefined {
  const market = state.market;
  if (state.attribute !== "registrationTime" || !market || !inAHurry.test(normalize(message)))
    return undefined;
  const found = engine.answerWithin(meanwhileQuestion, market);
  // (Only where the page says what can go out instead: not every market's does.)
  const fallback = answerTypeOf(meanwhileQuestion);
  return found && fallback && gives(fallback, found.response) ? found : undefined;
}
