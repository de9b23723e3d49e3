/**
 * Questions a conversation does not frame: a place we do not serve ("can you send to Oman?"
 * after India's rates), a term of the company's own ("is there a phone number I can call?" while
 * Saudi Arabia is in play), and what prices exclude ("does that include VAT?" after a rate). Each
 * gets its own answer instead of the subject in play's, and the state that answer leaves.
 * Also: the passage of a subject's page that gives the kind of answer a follow-up asked for.
 */
import { servicePath, smsCountries, smsCountryPath } from "../../app/content/catalogue.ts";
import { paths } from "../../app/content/site-map.ts";
import { type AnswerShape, answerTypeOf, gives } from "./answer-type.ts";
import { companyTermAsked } from "./company-answers.ts";
import { resolve } from "./dialogue.ts";
import { type Answerer, pointsBack, servicePaths } from "./frames.ts";
import { unservedCountry } from "./places.ts";
import type { Reading } from "./reading.ts";
import { normalize } from "./text.ts";
import type { Answer, ChatReply, DialogueState } from "./types.ts";

export const marketPaths = new Set(smsCountries.map((country) => smsCountryPath(country.slug)));
/** Pages that are a subject of their own (a service, a market): follow-ups about them have their slots. */
export const slotPages = new Set([...servicePaths, ...marketPaths]);

/** A message addressed to the company ("your support hours", "can I call you"). */
const asksUs = /\b(you|your|yours|relaywave|support|sales)\b/;
const smsPath = servicePath("sms-services");

/** The answer to a question the subject in play does not frame, and the state after it. */
export function ownQuestion(
  engine: Answerer,
  message: string,
  reading: Reading,
  context: DialogueState,
): { answer: Answer; state: DialogueState } | undefined {
  const text = normalize(message);
  if (!reading.market && unservedCountry(message)) {
    // (The service asked about stays: "and India?" next is SMS in India.)
    const { market: _market, attribute: _attribute, ...rest } = resolve(message, context).state;
    return { answer: engine.answer(message), state: rest };
  }
  // (Not "any timing restriction for sending those?", which points back at the subject in play;
  // nor the trial or payment, which a service's own page may answer.)
  const aboutUs = asksUs.test(text) || !pointsBack.test(text);
  // (A support request names what fails where: "our OTPs to UAE numbers aren't arriving".)
  const asked = aboutUs ? companyTermAsked(message) : undefined;
  // (Not a toll-free "support number", which is a number we sell.)
  const smsOnly = !reading.service || reading.service === smsPath;
  const term = (asked === "support" && smsOnly) || (!reading.market && !reading.service) ? asked : undefined;
  if (term && term !== "trial" && term !== "payment") {
    const answer = engine.answer(message);
    // (Its page is the one in play: "can I ask you to delete it?" after how long we keep chats.)
    const page = answer.sources[0]?.path;
    const onPage = page && !slotPages.has(page) && page !== paths.contact;
    return { answer, state: onPage ? { ...context, page } : context };
  }
  const shape = answerTypeOf(message);
  const taxes = shape?.type === "tax" ? engine.answerWithin(message, paths.smsPricing) : undefined;
  if (shape && taxes && gives(shape, taxes.response))
    return { answer: taxes, state: resolve(message, context).state };
  return undefined;
}

/**
 * Kinds of answer a passage states in so many words (documents, hours, a duration…), so that one
 * lacking it is the wrong passage. Not prices, which a quote or a rate answers either way.
 */
export const guarded = (shape: AnswerShape, reading: Reading) =>
  shape.type !== "price" && shape.type !== "language" && !reading.intents.has("pricing");

/** The first of the pages whose own answer gives the kind of answer asked for. */
export function ofKind(
  engine: Answerer,
  message: string,
  shape: AnswerShape,
  pages: readonly (string | undefined)[],
): Answer | undefined {
  for (const page of new Set(pages)) {
    const within = page ? engine.answerWithin(message, page) : undefined;
    if (within && gives(shape, within.response)) return within;
  }
  return undefined;
}

/** The engine's answer as the reply, with what it offered and whether it answered. */
export function answered(answer: Answer, state: DialogueState): ChatReply {
  const reply: ChatReply = {
    response: answer.response,
    sources: answer.sources,
    state: answer.offer ? { ...state, offer: answer.offer } : state,
  };
  if (answer.unanswered) reply.unanswered = answer.unanswered;
  return reply;
}
