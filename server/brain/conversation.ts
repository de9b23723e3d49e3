/**
 * One turn of a conversation on top of the stateless engine: "yes" to an
 * offer, a handoff to sales with the visitor's details, a clarifying question
 * for an ambiguous price request, or the engine's answer to the message with
 * its follow-up slots filled in from the dialogue state (dialogue.ts).
 */
import { assistantAnswers as say } from "../../app/content/assistant-answers.ts";
import { services, smsCountries } from "../../app/content/catalogue.ts";
import { paths } from "../../app/content/site-map.ts";
import { AnswerCache } from "./answer-cache.ts";
import { isYes, read, resolve } from "./dialogue.ts";
import { extractDetails, mergeDetails, wantsHandoff } from "./handoff.ts";
import { unservedCountry } from "./places.ts";
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
      ? say.handoffWithEmail(visitor.email, visitor.name)
      : `${answer.response} ${say.handoffForm}`,
    sources: answer.sources,
    handoff: { ...visitor },
    state: withVisitor(state, visitor),
    unanswered: "handoff",
  };
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
  if (next.topic === "pricing" && !next.service && !next.market && !unservedCountry(message)) {
    return {
      response: say.clarifyPricing(),
      sources: [{ title: "SMS pricing", path: paths.smsPricing }],
      suggestions: pricingSuggestions,
      state: withVisitor(next, visitor),
    };
  }
  const answer = ask(question);
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
