/**
 * Questions a conversation does not frame: a place we do not serve ("can you send to Oman?"
 * after India's rates), a term of the company's own ("is there a phone number I can call?" while
 * Saudi Arabia is in play), and what prices exclude ("does that include VAT?" after a rate). Each
 * gets its own answer instead of the subject in play's, and the state that answer leaves.
 * Also: the passage of a subject's page that gives the kind of answer a follow-up asked for.
 */
import { servicePath } from "../../app/content/catalogue.ts";
import { paths } from "../../app/content/site-map.ts";
import { type AnswerShape, answerTypeOf, gives } from "./answer-type.ts";
import { companyTermAsked } from "./company-answers.ts";
import { resolve } from "./dialogue.ts";
import { detectEntities } from "./entities.ts";
import { type Answerer, pointsBack, servicePaths } from "./frames.ts";
import { marketPaths } from "./markets-in-play.ts";
import { bareVolumeOf, volumeOf } from "./message-counts.ts";
import { unservedCountry } from "./places.ts";
import type { Reading } from "./reading.ts";
import { normalize } from "./text.ts";
import type { Answer, ChatReply, DialogueState } from "./types.ts";

/** Pages that are a subject of their own (a service, a market): follow-ups about them have their slots. */
export const slotPages = new Set([...servicePaths, ...marketPaths]);

/** A message addressed to the company ("your support hours", "can I call you"). */
const asksUs = /\b(you|your|yours|relaywave|support|sales)\b/;
const smsPath = servicePath("sms-services");

/** Words of a job, not of the company ("the remote role", "that position"). */
const jobWords =
  /\b(roles?|jobs?|positions?|remote|hybrid|candidates?|vacanc\w*|openings?|time ?zones?|requirements?)\b/;

/** A day our team is not in ("and if I write on a Friday?"), not a sale's name ("White Friday"). */
const closedDay = /(?<!\b(white|black) )\b(fridays?|saturdays?|weekends?)\b/;

/** A time of day or a zone ("what time is that in IST?"). */
const timeWords = /\b(what time|ist|gst|time zone|timezone|o'?clock|hours?)\b/;

/** A day we are closed, asked of us or right after our contact details: our hours answer it. */
const closedDayAsked = (text: string, reading: Reading, context: DialogueState) =>
  closedDay.test(text) &&
  (asksUs.test(text) || context.topic === "contact") &&
  !reading.service &&
  !reading.market;

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
    // ("Which countries do you send SMS to?" then "what about Oman?": SMS in Oman.)
    // (Not "what is the capital of France?", which asks nothing of SMS.)
    const ofSms =
      !reading.service &&
      (context.service === smsPath || context.market !== undefined) &&
      /^((and|ok|okay|so|also) )*(what about|how about|and in|and to|and for)\b/.test(text);
    return { answer: engine.answer(ofSms ? `${message} SMS` : message), state: rest };
  }
  // (Not "any timing restriction for sending those?", which points back at the subject in play;
  // nor the trial or payment, which a service's own page may answer.)
  // (Nor, while jobs are the topic, a job's own terms: "which time zone for the remote role?")
  const aboutJob = context.topic === "careers" && jobWords.test(text);
  const aboutUs = !aboutJob && (asksUs.test(text) || !pointsBack.test(text));
  // (A support request names what fails where: "our OTPs to UAE numbers aren't arriving".)
  const asked = aboutUs ? companyTermAsked(message) : undefined;
  // (Not a toll-free "support number", which is a number we sell.)
  const smsOnly = !reading.service || reading.service === smsPath;
  // (A place beside a question about us is where the visitor is, "what time is your office open?
  // i am in delhi": no market comes into play.)
  const placeOnly =
    reading.market !== undefined &&
    !reading.service &&
    !reading.intents.has("pricing") &&
    !detectEntities(message).smsContext;
  const visitorsPlace = placeOnly && (!reading.attribute || asked === "offices");
  // (Or a time asked where the visitor is, right after our contact details: "we are in Jaipur,
  // what time is that in IST?" converts our hours; India's sending window is not asked.)
  const closed =
    !asked &&
    (closedDayAsked(text, reading, context) ||
      (context.topic === "contact" && !context.market && placeOnly && timeWords.test(text)));
  const term =
    (asked === "support" && smsOnly) || (!reading.market && !reading.service) || visitorsPlace
      ? asked
      : undefined;
  if (closed || (term && term !== "trial" && term !== "payment")) {
    // (The day goes along: "what are your office hours? And if I write on a Friday?")
    const answer = engine.answer(closed ? `what are your hours? ${message}` : message);
    // (Its page is the one in play: "can I ask you to delete it?" after how long we keep chats.)
    const page = answer.sources[0]?.path;
    const onPage = page && !slotPages.has(page) && page !== paths.contact;
    // (Our hours or support: the contact topic is in play, "it's Friday here, will someone reply?".)
    // (Not over a service or market in play, which stays the subject.)
    const contactNext =
      page === paths.contact && !context.service && !context.market
        ? { ...context, topic: "contact" as const }
        : context;
    // (A count told beside our terms is kept for its total: "we send 12k/month, pay as you go or a contract?")
    const count = context.market ? (volumeOf(message) ?? bareVolumeOf(message)) : undefined;
    const kept = count ? { ...context, count } : context;
    const next = onPage ? { ...kept, page } : contactNext === context ? kept : contactNext;
    // ("Our OTPs to the UAE stopped arriving, what to do?": the UAE's SMS is what follows, "is it the sender ID?")
    const troubled =
      asked === "support" && reading.market ? { service: smsPath, market: reading.market } : {};
    return { answer, state: { ...next, ...troubled } };
  }
  const shape = answerTypeOf(message);
  // (A total asked with the tax in it, "100k OTP in Manama, total incl VAT?", is a price question.)
  const total = volumeOf(message) && (reading.market || context.market);
  const taxes = shape?.type === "tax" && !total ? engine.answerWithin(message, paths.smsPricing) : undefined;
  if (shape && taxes && gives(shape, taxes.response))
    return { answer: taxes, state: resolve(message, context).state };
  return undefined;
}

/**
 * Kinds of answer a passage states in so many words (documents, hours, a duration…), so that one
 * lacking it is the wrong passage. Not prices, which a quote or a rate answers either way.
 */
export const guarded = (shape: AnswerShape, reading: Reading) =>
  shape.type !== "price" &&
  // (A language only when asked whether something speaks one: "can the calls be in Hindi?")
  (shape.type !== "language" || shape.searchWords === "languages") &&
  !reading.intents.has("pricing");

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
