/**
 * Telling a reply from the last one (decision 109: never the same answer twice): a fingerprint
 * kept in the dialogue state instead of the text, and the sentence of the last answer that
 * answers a question asked again.
 */
import { defaultLocale } from "../../app/content/locales.ts";
import { answerTypeOf, gives } from "./answer-type.ts";
import type { Answerer } from "./frames.ts";
import { answerLocale } from "./languages/answer-locale.ts";
import { read } from "./read-message.ts";
import { say } from "./say.ts";
import { contentTokens, normalize, sentences } from "./text.ts";
import type { Answer, ChatReply, DialogueState } from "./types.ts";

/** One name for both kinds of traffic: "and for OTPs we use the same name?", "the same sender ID?". */
const sameName = /\bsame (sender |brand )?(name|id|header)s?\b/;

/**
 * "And for OTPs we use the same name?" after the sender name rules: whether one name serves both is
 * the page's to say, not the rule again; its passage is found with the fact's words ("sender id").
 */
export function sameAsked(
  engine: Answerer,
  message: string,
  attribute: string | undefined,
  page: string | undefined,
): Answer | undefined {
  const asked = attribute === "senderId" && sameName.test(normalize(message));
  return asked && page ? engine.answerWithin(`${message} sender id`, page) : undefined;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A reply without the offers that may close it ("We quote … for a proposal.", "Would you like me
 * to pass your question…?"): the same answer with or without them is the same answer.
 */
function withoutClosingOffers(text: string): string {
  return text.replace(closingOffers(), "").trim();
}

/** The closing offers' pattern in the answer's language, built once per language (every turn reads it twice). */
const closersByLocale = new Map<string, RegExp>();
function closingOffers(): RegExp {
  const locale = answerLocale();
  let closers = closersByLocale.get(locale);
  if (!closers) {
    const marker = "\u0001";
    const quoted = escaped(say.pricingQuoted(marker)).replace(escaped(marker), ".+?");
    closers = new RegExp(`\\s*(?:${quoted}|${escaped(say.offerHandoff)})`, "gu");
    closersByLocale.set(locale, closers);
  }
  return closers;
}

/** A short fingerprint of a reply's text (FNV-1a), kept in the state instead of the text itself. */
export function fingerprint(reply: string): string {
  const text = withoutClosingOffers(reply);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

/** The sentence of a reply that shares the most of a question's words (two or more), if one does. */
export function sentenceOn(response: string, question: string): string | undefined {
  const asked = new Set(contentTokens(question));
  // (Not the pointer to the page, "Learn more on our [SMS in Qatar](…) page.", whose words match.)
  const pointer = say.readMore("\u0000", "/").split("[")[0] ?? "";
  const said = sentences(response).filter((sentence) => !pointer || !sentence.startsWith(pointer));
  const scored = said.map((sentence) => ({
    sentence,
    shared: contentTokens(sentence).filter((token) => asked.has(token)).length,
  }));
  const best = scored.reduce<(typeof scored)[number] | undefined>(
    (top, item) => (item.shared > (top?.shared ?? 1) ? item : top),
    undefined,
  );
  return best?.sentence;
}

/**
 * The next reply, never the previous one word for word: when it would be, the page that answered
 * gives its passage on this message's words, or the reply says so and offers the sales team.
 */
export function neverTwice(
  engine: Answerer,
  message: string,
  state: DialogueState,
  respond: (message: string, state: DialogueState) => ChatReply,
): ChatReply {
  const { last, ...rest } = state;
  const reply = respond(message, rest);
  const repeats = (text: string) => last !== undefined && fingerprint(text) === last;
  // (A second question we cannot help with is told so again, not that the answer above says it.)
  if (reply.handoff || reply.unanswered === "out-of-scope" || !repeats(reply.response))
    return remember(reply);
  // (A new thing asked of the subject in play, which the fact kept from before repeats: "and is
  // DLT required?" after India's hours is asked afresh of India.)
  if (rest.attribute && !read(message).attribute) {
    const { attribute: _kept, ...subject } = rest;
    const fresh = respond(message, subject);
    if (!fresh.handoff && !repeats(fresh.response)) return remember(fresh);
  }
  const page = reply.sources[0]?.path;
  // A figure asked for again ("and promotional?" after both rates): the same facts, said to be so.
  // (Or the kind carried: "and just a simple website?" after an app's timeline, one sentence gave both.)
  const shape = answerTypeOf(message);
  const carriedKind = !shape && reply.state.kind !== undefined && reply.state.kind === state.kind;
  // (An answer in Arabic or Hindi shows the kind in its own words, "بضعة أيام", or with a figure.)
  const english = answerLocale() === defaultLocale;
  const givesKind = shape
    ? gives(shape, reply.response) || (!english && /\d/.test(reply.response))
    : /\d/.test(reply.response);
  // ("So the customer has to agree first?" after the answer that opened "Yes.": the yes again.)
  const yesAgain = reply.response.startsWith(say.offeredYes().replace(/[.।]$/u, ""));
  if (carriedKind || givesKind || yesAgain)
    return remember({ ...reply, response: `${say.repeatedFact()} ${reply.response}` });
  // (Not a passage that does not give what the message asks for: "how do you charge for calls?")
  const narrower = page ? engine.answerWithin(message, page) : undefined;
  if (narrower && !repeats(narrower.response) && (!shape || gives(shape, narrower.response)))
    return remember({ ...reply, response: narrower.response, sources: narrower.sources });
  // (Asked again in other words, "how do you charge for calls?": the same answer, said to be so.)
  if (shape) return remember({ ...reply, response: `${say.repeatedFact()} ${reply.response}` });
  // ("How do I get the delivery status back?" after an answer that said it: that sentence again.)
  const sentence = sentenceOn(reply.response, message);
  const source = reply.sources[0];
  const more = source && !sentence?.includes("](") ? ` ${say.readMore(source.title, source.path)}` : "";
  if (sentence) return remember({ ...reply, response: `${say.repeatedFact()} ${sentence}${more}` });
  return remember({
    response: say.repeated(),
    sources: reply.sources,
    state: { ...reply.state, offer: "handoff" },
  });
}

function remember(reply: ChatReply): ChatReply {
  return { ...reply, state: { ...reply.state, last: fingerprint(reply.response) } };
}
