/**
 * "How long does registration take? We launch in 10 days": with a launch date or a hurry named,
 * what the market's page says can go out before registration completes, where it says so.
 */

import { servicePath } from "../../app/content/catalogue.ts";
import { answerTypeOf, gives } from "./answer-type.ts";
import type { Answerer } from "./frames.ts";
import { say } from "./say.ts";
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

/**
 * "Can I build the integration before the sender ID is approved?": a developer's own work while the
 * registration is pending, which the SMS page's FAQ on testing the API answers (yes, from the first
 * working day), not the sender ID's rules.
 */
const developerWork = /\b(integrat\w*|build\w*|develop\w*|test\w*|coding|code|sandbox)\b/;
const untilWord = /\b(before|while|until|till|meanwhile|meantime)\b/;
const approvalWord = /\b(approv\w*|regist\w*|sender ids?|pending|activ\w*)\b/;
const stillPending =
  /\b(sender ids?|registration|approval) (is )?(pending|in progress|not (yet )?(approved|done|ready))\b/;
const beforeApproval = (text: string) =>
  (untilWord.test(text) && approvalWord.test(text)) || stillPending.test(text);
const testingQuestion = "how quickly can I start testing the API?";
/** What a market page says of it where it does (Bahrain's "build and test the integration while…"). */
const marketTestingQuestion = "can we build and test the integration while registration completes?";
/** The market page must be the site's best page for it (relevance is relative to the best). */
const BEST_PAGE = 0.9;

export function buildMeanwhile(engine: Answerer, message: string, state: DialogueState): Answer | undefined {
  const text = normalize(message);
  if (!developerWork.test(text) || !beforeApproval(text)) return undefined;
  const market = state.market;
  const onMarket =
    market && engine.relevance(marketTestingQuestion, market) >= BEST_PAGE
      ? engine.answerWithin(marketTestingQuestion, market)
      : undefined;
  const found = onMarket ?? engine.answerWithin(testingQuestion, servicePath("sms-services"));
  return found && { ...found, response: `${say.offeredYes()} ${found.response}` };
}
