/**
 * Reads a message against the dialogue state: what it names itself (service,
 * market, traffic type, topic), whether it is a follow-up ("and Kuwait?",
 * "who regulates it there?") or a new topic, and the question the stateless
 * engine should answer: the message with the slots it leaves out filled in
 * from the state. Every pattern here is linear (no nested quantifiers).
 */
import { servicePath, services, smsCountries, smsCountryPath } from "../../app/content/catalogue.ts";
import type { MarketFactRow } from "../../app/content/facts/types.ts";
import { defaultLocale } from "../../app/content/locales.ts";
import { servicePage } from "../../app/content/render/site.ts";
import { answerTypeOf } from "./answer-type.ts";
import { detectEntities } from "./entities.ts";
import { detectIntents, type Intent } from "./intents.ts";
import { marketAttributeOf } from "./market-frame.ts";
import { unservedCountry } from "./places.ts";
import { namedTraffic } from "./rate-comparison.ts";
import { normalize } from "./text.ts";
import type { DialogueState } from "./types.ts";

export type Topic =
  | "pricing"
  | "regulation"
  | "registration"
  | "careers"
  | "privacy"
  | "about"
  | "contact"
  | "services-overview";

const registration = /\b(apply|register\w*|sign up|get started|onboard\w*|documents?|sender ids?)\b/;
const topicPatterns: [Topic, RegExp][] = [
  ["regulation", /\b(regulat\w*|authority|authorities|legal|laws?|rules)\b/],
  ["registration", registration],
];

export const asksRegistration = (question: string) => registration.test(normalize(question));

/** The words that bring a topic back into a follow-up's question. */
const topicWords: Record<Topic, string> = {
  pricing: "price",
  regulation: "regulator regulated",
  registration: "register sender id registration",
  careers: "jobs careers",
  privacy: "privacy",
  about: "about Relaywave",
  contact: "contact",
  "services-overview": "services",
};

/** A follow-up's question without the careers words resolve() adds to it, for searching the careers page itself. */
export const withoutCareersWords = (question: string) =>
  question.endsWith(` ${topicWords.careers}`) ? question.slice(0, -topicWords.careers.length - 1) : question;

/** Words that tie a message to what came before it. */
const followUpMarker =
  /^(and|also|plus|or|so|then|what about|how about|same for|same in|in|sorry|oops|actually)\b|\b(there|it|its|that|this|them|those|as well|too|instead|i meant|i mean)\b/;

/** A question that asks what a thing is: its page's introduction answers. */
export const asksWhatItIs = /^(what is|whats|what's|what are|explain|tell me about)\b/;

/** "There" as a place, not the "there" of "is there any…" or "there are". */
const placeThere = /(?<!\b(is|are|was|were|any) )\bthere\b(?! (is|are|was|were|will|must|should|any)\b)/;

const pronoun = /\b(it|its|this|that|they|them)\b/;

/** A question about "it" or "us" with nothing named: "how long until we are live?", "how much?". */
const ellipticalQuestion =
  /^(how (long|much|many|fast|soon|quickly)\b|(how|can|could|do|does|will|is|are|what if)\b.*\b(we|our|us|you|your|it)\b)/;

const ourHowLong = /^how (long|much|many|fast|soon|quickly)\b(?!.*\b(you|your|my|i)\b).*\b(we|our|us|it)\b/;

const comparing = /\b(cheaper|more expensive|less expensive|compared?|versus|vs)\b/;

const yes =
  /^(yes|yeah|yep|yup|sure|ok|okay|please|please do|go ahead|do it|sounds good)( please| thanks| thank you| do)?$/;

export interface Reading {
  intents: Set<Intent>;
  service?: string;
  market?: string;
  traffic?: DialogueState["traffic"];
  topic?: Topic;
  /** The market fact the message asks for ("documents", "promotionalHours"). */
  attribute?: MarketFactRow;
  /** How many words the message has. */
  words: number;
}

export function read(message: string): Reading {
  const text = normalize(message);
  const intents = detectIntents(message);
  const entities = detectEntities(message);
  const traffic = namedTraffic(message);
  const named = (["pricing", "careers", "privacy", "contact", "services-overview"] as const).find((t) =>
    intents.has(t),
  );
  const topic =
    named ??
    topicPatterns.find(([, pattern]) => pattern.test(text))?.[0] ??
    (intents.has("about") ? "about" : undefined);
  const promotional = traffic === "promotional" || /\bpromo/.test(text);
  return {
    intents,
    attribute: marketAttributeOf(message, promotional),
    service: entities.services[0]?.path,
    market: entities.markets[0]?.path,
    traffic,
    topic,
    words: text ? text.split(" ").length : 0,
  };
}

export const isYes = (message: string) => yes.test(normalize(message));

/** Whether the message leans on the state rather than starting over. */
export function isFollowUp(reading: Reading, message: string, state: DialogueState): boolean {
  if (!state.service && !state.market && !state.topic && !state.page) return false;
  // "Can you send to Oman?" after India's rates names a place we do not serve: a question of its own.
  if (!reading.market && unservedCountry(message)) return false;
  // A new business topic that names nothing of the old one is a switch ("Are you hiring?").
  const switchTopics: Topic[] = ["careers", "privacy", "about", "services-overview", "contact"];
  // But "which channels can it work on?" asks the service in play what channels it covers.
  const aboutService =
    reading.topic === "services-overview" &&
    state.service &&
    !reading.service &&
    pronoun.test(normalize(message));
  if (reading.topic && switchTopics.includes(reading.topic) && reading.topic !== state.topic && !aboutService)
    return false;
  // "Any remote positions?", "how do I apply for it?" while jobs are the topic are about jobs.
  if (
    state.topic === "careers" &&
    !reading.service &&
    !reading.market &&
    (!reading.topic || reading.topic === "careers" || reading.topic === "registration") &&
    reading.words <= 8
  )
    return true;
  // "What papers do you need?" while a market is in play asks that market's fact.
  // Not "how long…" on its own: that asks a market's registration time only with "it" or "that",
  // or when it names the registration ("how long is the sender ID registration?").
  if (
    reading.attribute &&
    (reading.attribute !== "registrationTime" || reading.topic === "registration") &&
    !reading.market &&
    !reading.service &&
    state.market &&
    reading.words <= 10
  )
    return true;
  // "How long does the approval usually take?" after India's documents: a question of a market
  // fact's kind (a duration, documents, a time window) that names nothing, while registration
  // or a market's fact is the topic.
  const factKind = ["duration", "documents", "window"].includes(answerTypeOf(message)?.type ?? "");
  if (
    factKind &&
    state.market &&
    (state.topic === "registration" || state.attribute) &&
    !reading.service &&
    !reading.market &&
    reading.intents.size === 0 &&
    reading.words <= 10
  )
    return true;
  // "Doesn't arrive?", "and if it fails?" after RCS: a short question that asks only the kind of
  // answer (what if it fails, how long, which documents) is asked of the subject in play.
  if (
    (state.service || state.market) &&
    !reading.service &&
    !reading.market &&
    reading.intents.size === 0 &&
    reading.words <= SHORT_KIND_WORDS &&
    answerTypeOf(message) !== undefined
  )
    return true;
  // "Ok, and the price for the offers and for the order updates?" after India's hours: a price
  // asked of nothing else is the market's in play. "No wait, it's for our UAE branches. Same
  // question": the same question of another subject.
  const priceOfPlay = reading.intents.has("pricing") && state.market && !reading.market && !reading.service;
  if ((priceOfPlay || sameQuestion.test(normalize(message))) && reading.words <= LONG_FOLLOW_UP_WORDS)
    return true;
  // "How long until we are live?": a short question that names nothing of its own asks about
  // the subject in play.
  if (
    !reading.service &&
    !reading.market &&
    // (A price of it is still about it: "how long to set up and what does it cost?")
    (!reading.topic || reading.topic === "pricing") &&
    [...reading.intents].every((intent) => intent === "pricing") &&
    // "How long until we can go live?" (our project) is elliptical at up to ten words; "how long do
    // you keep my chat messages?" is about us, and stands alone.
    reading.words <= (ourHowLong.test(normalize(message)) ? 10 : 6) &&
    ellipticalQuestion.test(normalize(message))
  )
    return true;
  // "…need something special in the sender name there?": "there" as a place (not "is there any…")
  // points at the market in play, however long the message.
  if (state.market && !reading.market && reading.words <= 16 && placeThere.test(normalize(message)))
    return true;
  // Long messages stand on their own even with an "it" or a "there" in them.
  if (reading.words <= 9 && followUpMarker.test(normalize(message))) return true;
  // "What if the SMS fails?" about SMS in Bahrain names the service in play, and keeps the market.
  // (A market in play with no service is SMS in that market: "max length for the sender ID?".)
  const serviceInPlay = state.service ?? (state.market ? smsServicePath : undefined);
  if (reading.service && reading.service === serviceInPlay && state.market && !reading.market) return true;
  // "Kuwait?", "promotional?", "how do I get started?": a short message that changes one slot.
  // A service named on its own starts over ("Do you have virtual numbers?").
  if (reading.service && !reading.market && !reading.traffic) return false;
  const changesASlot = Boolean(reading.market || reading.traffic || reading.topic);
  const complete = Boolean(reading.topic && reading.market);
  return reading.words <= 6 && changesASlot && !complete;
}

const smsServicePath = servicePath("sms-services");
/** A follow-up that says it is one ("same question") may be this long. */
const LONG_FOLLOW_UP_WORDS = 14;
const sameQuestion = /\b(same question|same thing|same for|same there|same in)\b/;
/** A question this short that asks only a kind of answer leans on the subject in play. */
const SHORT_KIND_WORDS = 4;
/** Topics that belong to SMS in a market. */
const marketTopics: string[] = ["registration", "regulation"];
const serviceName = (path: string) =>
  services.find((service) => servicePath(service.slug) === path)?.name ?? "";
/** A market's short name ("UAE", "India") where a service's page uses it, else undefined. */
const serviceTexts = new Map(
  services.map((service) => [
    servicePath(service.slug),
    JSON.stringify(servicePage(service.slug, defaultLocale)),
  ]),
);
const placeOnPage = (service: string | undefined, market: string) => {
  const name = smsCountries.find((country) => smsCountryPath(country.slug) === market)?.shortName;
  return service && name && serviceTexts.get(service)?.includes(name) ? name : undefined;
};
const marketName = (path: string) =>
  smsCountries.find((country) => smsCountryPath(country.slug) === path)?.name ?? "";

export interface Resolution {
  /** The question the stateless engine answers. */
  question: string;
  /** The state after this message (visitor and offer are the caller's to set). */
  state: DialogueState;
}

export function resolve(message: string, state: DialogueState = {}): Resolution {
  const reading = read(message);
  if (!isFollowUp(reading, message, state)) {
    return {
      question: message,
      state: pick({
        service: reading.service,
        market: reading.market,
        traffic: reading.traffic,
        topic: reading.topic,
      }),
    };
  }
  // "How do I apply?" is about a job after careers, about sender IDs or onboarding otherwise.
  const topic =
    reading.topic === "registration" && state.topic === "careers"
      ? "careers"
      : (reading.topic ?? state.topic);
  // A new market keeps SMS; a new service keeps the place ("what about WhatsApp there?").
  // "Can customers text it too?" about a number names SMS as a verb: the number stays the subject.
  const smsAsVerb =
    reading.service === smsServicePath &&
    state.service !== undefined &&
    state.service !== smsServicePath &&
    !reading.market &&
    pronoun.test(normalize(message));
  const next = pick({
    service: smsAsVerb ? state.service : (reading.service ?? state.service),
    market: reading.market ?? state.market,
    traffic: reading.traffic ?? (reading.market ? undefined : state.traffic),
    topic,
  });
  const extra: string[] = [];
  // "What stack is that role?": the role the last answer was about.
  if (topic === "careers") {
    const role = state.role && pronoun.test(normalize(message)) ? ` ${state.role}` : "";
    return { question: `${message}${role} ${topicWords.careers}`, state: pick({ topic, role: state.role }) };
  }
  // Regulators and sender-ID registration are on the market pages: "there" means SMS in that market.
  // (Not while another service is the subject: "what documents?" about a Dubai number is the number's.)
  const smsInPlay = !next.service || next.service === smsServicePath;
  const marketTopic =
    (topic === "regulation" || topic === "registration") && next.market && !reading.service && smsInPlay;
  if (marketTopic) next.service = smsServicePath;
  if (!reading.service && next.service) extra.push(serviceName(next.service));
  // The place stays in the frame, but a follow-up about another channel ("how long to go live?"
  // after WhatsApp for a shop in Hyderabad) asks about the channel, not about the place again.
  // Unless that channel's page speaks of the place ("what paperwork for it?" about a Dubai number).
  const spoken = next.market && !smsInPlay ? placeOnPage(next.service, next.market) : undefined;
  if (!reading.market && next.market && (smsInPlay || spoken)) extra.push(spoken ?? marketName(next.market));
  // "Is it cheaper than Qatar?" compares the new market with the one in play.
  if (reading.market && state.market && reading.market !== state.market && comparing.test(normalize(message)))
    extra.push(marketName(state.market));
  // "What if the SMS doesn't arrive?" after a price asks something else of it: prices stay behind.
  const shape = answerTypeOf(message);
  if (topic === "pricing" && !reading.topic && shape && shape.type !== "price") {
    delete next.topic;
  }
  // "How do I apply?" says too little to find the registration passage: its topic words always help.
  // (A market's registration or regulator only while SMS is the service: "what documents?" about a
  // Dubai number carried no sender-ID words.)
  else if (topic && (!reading.topic || marketTopic) && (smsInPlay || !marketTopics.includes(topic)))
    extra.push(topicWords[topic as Topic] ?? "");
  // A market with no service is its SMS page.
  if (next.market && !next.service) extra.push("SMS");
  return { question: [message, ...extra].filter(Boolean).join(" "), state: next };
}

/** The state without empty slots, so equal states serialise equally. */
function pick(state: DialogueState): DialogueState {
  return Object.fromEntries(Object.entries(state).filter(([, value]) => value !== undefined));
}
