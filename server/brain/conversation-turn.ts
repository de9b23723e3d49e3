/**
 * A turn as the chat endpoint takes it: a message that asks two questions gets both answers
 * (two-questions.ts, decision 118), each from converse(), and replies are cached by state and message.
 */
import { AnswerCache } from "./answer-cache.ts";
import { converse } from "./conversation.ts";
import { withoutCustomerTold } from "./customer-told.ts";
import type { Answerer } from "./frames.ts";
import { read } from "./read-message.ts";
import { say } from "./say.ts";
import { normalize } from "./text.ts";
import { bothAgain, withAddedAnswer, withSecondKept } from "./two-answers.ts";
import { questionParts } from "./two-questions.ts";
import type { ChatReply, DialogueState } from "./types.ts";

/**
 * "And registering the company name as sender?" right after a market's price: that registration's
 * fee, not how it is done (which "how", "which documents" or "how long" would ask).
 */
function feeAfterPrice(message: string, state: DialogueState): boolean {
  if (state.topic !== "pricing" || !state.market) return false;
  const reading = read(message);
  const text = normalize(message);
  return (
    reading.topic === "registration" &&
    !reading.intents.has("pricing") &&
    reading.words <= 7 &&
    /^(and|also|plus|what about|how about)\b/.test(text) &&
    !/\b(how|what|which|when|why|where|is|are|do|does|can|need|required|must|should|any|documents?|docs|papers|long|process|steps?|rules?)\b/.test(
      text,
    )
  );
}

/** A message that asks two questions gets both answers (two-questions.ts, decision 118). */
function replyTo(engine: Answerer, asked: string, state: DialogueState): ChatReply {
  const told = withoutCustomerTold(asked);
  const message = feeAfterPrice(told, state) ? `${told} fee` : told;
  const whole = converse(engine, message, state);
  const parts = questionParts(message);
  if (!parts) return bothAgain(message, state, whole, (text, at) => converse(engine, text, at));
  const first = converse(engine, parts[0], state);
  // (Not after an out-of-scope first part: "the weather in Dubai? And who won the football?" does
  // not ask the second of the UAE.)
  const second = converse(engine, parts[1], first.unanswered === "out-of-scope" ? state : first.state);
  // "Which prices would you like?" asked of a message whose first question has its own answer: that answer.
  const asking = whole.response === say.clarifyPricing() && !first.unanswered;
  // (Nor one whose answer comes from another page than the first question's: "how long has
  // Relaywave existed and how many countries…" is not answered by the trial's timing.)
  const elsewhere = !first.unanswered && whole.sources[0]?.path !== first.sources[0]?.path;
  // (Nor one that answers only the second: "…press 1 to confirm. Do you have that? And how is it
  // priced?" answers in the order asked, the yes before the price.)
  // (When the first's answer keeps the second's: one whose figures the first says is not added.)
  const inOrder = withAddedAnswer(first, second);
  const secondOnly =
    !first.unanswered &&
    opensWith(whole, second) &&
    !opensWith(whole, first) &&
    inOrder?.response.includes(opening(second));
  const withFirst = asking || elsewhere || secondOnly ? first : (withAddedAnswer(whole, first) ?? whole);
  const kept = withSecondKept(withAddedAnswer(withFirst, second) ?? withFirst, parts, first, second);
  // (The length the second gave stays for what follows: "what is a segment? my OTP is 180 chars,
  // how many?" then "and with an emoji?".)
  const length = kept.state.length ?? second.state.length;
  const both = length ? { ...kept, state: { ...kept.state, length } } : kept;
  const [, , third] = parts;
  if (!third) return both;
  // (A third question asked in the same message, after the second: "…? how long does it take?")
  return withAddedAnswer(both, converse(engine, third, second.state)) ?? both;
}

/** A reply's first sentence after any "Yes.". */
const opening = (reply: ChatReply) =>
  reply.response
    .replace(/^[^.?!]{1,12}[.!]\s+/u, "")
    .split(/(?<=[.?!।؟])\s/u)[0]
    ?.trim() ?? "";

/** Whether a reply opens with another's first sentence (after any "Yes."): it answers that question. */
function opensWith(reply: ChatReply, other: ChatReply): boolean {
  const first = opening(other);
  return first.length > 20 && reply.response.startsWith(first);
}

/**
 * Replies cached by state and message: a repeated first question (the common case) costs a lookup.
 * The key is the raw message, since an e-mail address or a name changes the reply.
 */
export function cachedConversation(engine: Answerer, version: () => unknown) {
  const cache = new AnswerCache<ChatReply>();
  return (message: string, state: DialogueState = {}): ChatReply => {
    const key = `${JSON.stringify(state)}\n${message.trim()}`;
    const hit = cache.get(key, version());
    if (hit) return hit;
    const reply = replyTo(engine, message, state);
    cache.set(key, reply);
    return reply;
  };
}
