/**
 * One turn of a conversation on top of the stateless engine: "yes" to an
 * offer, a handoff to sales with the visitor's details, a clarifying question
 * for an ambiguous price request, or the engine's answer to the message with
 * its follow-up slots filled in from the dialogue state (dialogue.ts).
 */
import { assistantAnswers as say } from "../../app/content/assistant-answers.ts";
import { servicePath, services, smsCountries } from "../../app/content/catalogue.ts";
import type { MarketFactRow } from "../../app/content/facts/types.ts";
import { paths } from "../../app/content/site-map.ts";
import { AnswerCache } from "./answer-cache.ts";
import { isFollowUp, isYes, type Reading, read, resolve } from "./dialogue.ts";
import { extractDetails, mergeDetails, wantsHandoff } from "./handoff.ts";
import { marketFactAnswer } from "./market-frame.ts";
import { unservedCountry } from "./places.ts";
import { serviceFaqAnswer } from "./service-frame.ts";
import { normalize } from "./text.ts";
import type { Answer, ChatReply, DialogueState, VisitorDetails } from "./types.ts";

const MAX_SUGGESTION_CHARS = 60;
const no = /^(no|nope|no thanks|no thank you|not now|not yet|maybe later)$/;

/** Two markets and two other channels from the registry, as the visitor would ask for them. */
const pricingSuggestions = [
  ...smsCountries.slice(0, 2).map((country) => say.pricingSuggestion(country.shortName)),
  ...services.slice(1, 3).map((service) => say.serviceSuggestion(service.name)),
].filter((text) => text.length <= MAX_SUGGESTION_CHARS);

type Ask = (question: string) => Answer;

function withVisitor(state: DialogueState, visitor: VisitorDetails | undefined): DialogueState {
  return visitor ? { ...state, visitor } : state;
}

/**
 * The reply that opens the "Send to sales" form. A visitor who wrote an e-mail address gets one
 * sentence that repeats it and says what happens next, not the sales contact block (the form does
 * the contacting); otherwise the answer (the contact details) and a line about the form.
 */
function handoff(answer: Answer, state: DialogueState, visitor: VisitorDetails | undefined): ChatReply {
  return {
    response: visitor?.email
      ? say.handoffWithEmail(visitor.email, visitor.name, visitor.phone)
      : `${answer.response} ${say.handoffForm}`,
    sources: answer.sources,
    handoff: { ...visitor },
    state: withVisitor(state, visitor),
    unanswered: "handoff",
  };
}

/**
 * A market fact asked for with a market named or in play (decision 109): "what documents do you
 * need for that?" after Qatar, "and Kuwait?" after the UAE's approval time. Prices stay with the
 * pricing answers; "how do I register a sender ID" with the registration passage.
 */
const smsServicePath = servicePath("sms-services");
const servicePaths = new Set(services.map((service) => servicePath(service.slug)));

function marketFrame(
  reading: Reading,
  message: string,
  context: DialogueState,
  next: DialogueState,
): { answer: Answer; state: DialogueState } | undefined {
  const followUp = isFollowUp(reading, message, context);
  const kept = followUp && !reading.topic ? (context.attribute as MarketFactRow | undefined) : undefined;
  const attribute = reading.attribute ?? kept;
  const sms = !next.service || next.service === smsServicePath;
  if (!attribute || !next.market || !sms || reading.intents.has("pricing")) return undefined;
  if (attribute === "senderId" && reading.topic === "registration") return undefined;
  const answer = marketFactAnswer(next.market, attribute, message);
  if (!answer) return undefined;
  return { answer, state: { ...next, attribute } };
}

/**
 * A service's FAQ, asked in other words with the service named or in play ("how is it priced?"
 * after WhatsApp). An SMS question about a market is the market's, not the SMS page's.
 */
function serviceFrame(
  reading: Reading,
  message: string,
  context: DialogueState,
  next: DialogueState,
): Answer | undefined {
  const service = next.service;
  if (!service || unservedCountry(message)) return undefined;
  // SMS in a market is the market's; SMS prices are the published rates.
  if (service === smsServicePath && (next.market || reading.intents.has("pricing"))) return undefined;
  if (reading.market || (["contact", "careers", "privacy"] as const).some((i) => reading.intents.has(i)))
    return undefined;
  if (reading.service !== service && !isFollowUp(reading, message, context)) return undefined;
  return serviceFaqAnswer(service, message);
}

export function converse(ask: Ask, message: string, state: DialogueState = {}): ChatReply {
  const visitor = mergeDetails(state.visitor, extractDetails(message));
  const { visitor: _, offer, ...context } = state;
  const text = normalize(message);
  if (offer === "handoff" && isYes(message)) {
    return handoff({ response: say.handoffAccepted(), sources: [] }, context, visitor);
  }
  if (offer && no.test(text)) {
    return {
      response: say.declined(),
      sources: [{ title: "Services", path: paths.services }],
      state: withVisitor(context, visitor),
    };
  }
  const reading = read(message);
  if (wantsHandoff(message, reading.intents.has("contact"))) {
    const { state: next } = resolve(message, context);
    // "I'd like a quote" reads as a price question too; a handoff always gives the sales contact.
    const answer = ask(message);
    const contact = answer.sources.some((source) => source.path === paths.contact)
      ? answer
      : { response: say.contact(), sources: [{ title: "Contact", path: paths.contact }] };
    return handoff(contact, { ...next, topic: "contact" }, visitor);
  }
  const { question, state: next } = resolve(message, context);
  const frame = marketFrame(reading, message, context, next);
  if (frame) {
    return {
      response: frame.answer.response,
      sources: frame.answer.sources,
      state: withVisitor(frame.state, visitor),
    };
  }
  const faq = serviceFrame(reading, message, context, next);
  if (faq) return { response: faq.response, sources: faq.sources, state: withVisitor(next, visitor) };
  if (next.topic === "pricing" && !next.service && !next.market && !unservedCountry(message)) {
    return {
      response: say.clarifyPricing(),
      sources: [{ title: "SMS pricing", path: paths.smsPricing }],
      suggestions: pricingSuggestions,
      state: withVisitor(next, visitor),
    };
  }
  const answer = ask(question);
  // The page that answered is the subject now ("a Dubai number" was about virtual numbers).
  const answeredBy = answer.sources[0]?.path;
  if (!next.service && answeredBy && servicePaths.has(answeredBy)) next.service = answeredBy;
  const reply: ChatReply = {
    response: answer.response,
    sources: answer.sources,
    state: withVisitor(answer.offer ? { ...next, offer: answer.offer } : next, visitor),
  };
  if (answer.unanswered) reply.unanswered = answer.unanswered;
  return reply;
}

/**
 * Replies cached by state and message: a repeated first question (the common case) costs a lookup.
 * The key is the raw message, since an e-mail address or a name changes the reply.
 */
export function cachedConversation(ask: Ask, version: () => unknown) {
  const cache = new AnswerCache<ChatReply>();
  return (message: string, state: DialogueState = {}): ChatReply => {
    const key = `${JSON.stringify(state)}\n${message.trim()}`;
    const hit = cache.get(key, version());
    if (hit) return hit;
    const reply = converse(ask, message, state);
    cache.set(key, reply);
    return reply;
  };
}
