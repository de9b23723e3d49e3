/**
 * Questions that ask what a thing is ("what is RCS?", "RCS kya hota hai?", "what does DLT mean?"):
 * a page's introduction answers them, whatever topic was in play.
 */
import { serviceEntriesIn, servicePath } from "../../app/content/catalogue.ts";
import { answerTypeOf } from "./answer-type.ts";
import { detectEntities } from "./entities.ts";
import { answerLocale } from "./languages/answer-locale.ts";
import { normalize } from "./text.ts";
import type { Answer } from "./types.ts";

/** A question that asks what a thing is: its page's introduction answers. */
export const asksWhatItIs = /^(what is|whats|what's|what are|explain|tell me about)\b/;
/** Words between "what is" and the thing it asks about ("what's the RCS…", "tell me about a…"). */
const whatItIsWords = new Set("what whats is are s the a an tell me about explain".split(" "));

/**
 * "What is RCS?", "what's the WhatsApp Business API and…" ask what the service is; "what's the
 * typical OTP delivery time?" asks a thing of it, which a word between opener and name shows, as
 * does a kind of answer asked for ("what's the WhatsApp approval time?").
 */
export function asksWhatServiceIs(asked: string): boolean {
  // ("What is RCS in simple terms?" asks what it is too.)
  const question = normalize(asked).replace(plainly, "");
  // ("RCS kya hota hai?", read "rcs what is": Hindi names the thing first.)
  const named = /^(\S+(?: \S+)?) (what is|what are)\b/.exec(normalize(question));
  const [nameFirst] = named?.[1] ? detectEntities(named[1]).services : [];
  if (nameFirst && !answerTypeOf(question)) return nameFirst.position === 0;
  const text = normalize(question);
  if (!asksWhatItIs.test(text)) return false;
  const { services, tokens } = detectEntities(question);
  const first = services[0];
  if (!first || answerTypeOf(question)) return false;
  return tokens.slice(0, first.position).every((token) => whatItIsWords.has(token));
}

/** "…in simple terms", "…exactly": how plainly it is asked, not a thing asked of it. */
const plainly =
  / (in (simple|plain|short|layman'?s?) (terms|words|english)|in short|exactly|briefly|basically|actually)$/;

/**
 * "What is RCS?" answered by the service's page: its one-sentence definition first ("RCS (Rich
 * Communication Services) is the successor to SMS…"), in the reply's language, then the page's words.
 */
export function definedFirst(question: string, path: string | undefined, answer: Answer): Answer {
  if (!path || !asksWhatServiceIs(question)) return answer;
  const entry = serviceEntriesIn(answerLocale()).find((service) => servicePath(service.slug) === path);
  if (!entry || answer.response.includes(entry.definition)) return answer;
  return { ...answer, response: `${entry.definition} ${answer.response}` };
}

/**
 * "What is DLT?", "what does DLT mean?": what a word means, not a price of it. (Not "what is this
 * 24 hour thing?", which asks about the answer before.)
 */
export const asksWhatWordMeans = (message: string) =>
  /^(what is|whats|what are|what does \S+ mean)\b(?!.*\b(this|that|it|these|those)\b)/.test(
    normalize(message),
  );
