/**
 * Telling a reply from the last one (decision 109: never the same answer twice): a fingerprint
 * kept in the dialogue state instead of the text, and the sentence of the last answer that
 * answers a question asked again.
 */
import type { Answerer } from "./frames.ts";
import { say } from "./say.ts";
import { contentTokens, normalize, sentences } from "./text.ts";
import type { Answer } from "./types.ts";

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
  const marker = "\u0001";
  const quoted = escaped(say.pricingQuoted(marker)).replace(escaped(marker), ".+?");
  const closers = new RegExp(`\\s*(?:${quoted}|${escaped(say.offerHandoff)})`, "gu");
  return text.replace(closers, "").trim();
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
  const scored = sentences(response).map((sentence) => ({
    sentence,
    shared: contentTokens(sentence).filter((token) => asked.has(token)).length,
  }));
  const best = scored.reduce<(typeof scored)[number] | undefined>(
    (top, item) => (item.shared > (top?.shared ?? 1) ? item : top),
    undefined,
  );
  return best?.sentence;
}
