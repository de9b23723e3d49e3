/**
 * The kind of answer a conversation last asked for ("how long…", "how much…"), carried by an
 * elliptical follow-up that names only a new subject: "how long would an app take?" then "and just
 * a simple website?" asks how long the website takes. The market frame carries a market's fact the
 * same way ("and Kuwait?"); this carries the kind of answer for everything else.
 */
import { type AnswerType, answerTypeOf } from "./answer-type.ts";
import type { Reading } from "./reading.ts";
import { normalize } from "./text.ts";
import type { DialogueState } from "./types.ts";

/** Words that ask for each kind of answer, added to a follow-up's question. */
const askingWords: Record<AnswerType, string> = {
  duration: "how long does it take",
  price: "how much does it cost",
  documents: "which documents",
  window: "what hours",
  guessing: "will it make things up",
  fallback: "what if it fails",
  tax: "taxes",
  characters: "how many characters",
  language: "languages",
  endpoint: "which endpoint",
  consent: "do they need to opt in",
  reports: "how do we get delivery reports",
  integration: "how do we trigger it from our system",
  responsibility: "who is responsible",
  purpose: "what do you do with my details",
  optOut: "what if they opt out",
  process: "what are the stages",
  billing: "how is it charged",
  replies: "can customers reply",
  laws: "which data protection law",
  initiated: "can we message them first",
  autoReply: "can it auto reply",
};

/** "And just a simple website?", "what about voice?": a short message that only names something new. */
const elliptical = /^(and|also|or|what about|how about)\b/;
/**
 * "Also, do you support SMPP?", "and who owns the source code?", "and is DLT required?": a question
 * of its own (yes or no, or who, which, where), whatever it opens with.
 */
const yesOrNo =
  /^(and|also|or)\s+((do|does|can|could|is|are|will|would)\s+(u|you|your|we|i|it|they)|who|whose|which|where|why)\b|\b(required|mandatory|compulsory|necessary)$/;
const MAX_WORDS = 6;

/** The kind of answer this message asks for, its own or the one carried, and the words to ask it. */
export function askedKind(
  message: string,
  reading: Reading,
  context: DialogueState,
): { kind?: AnswerType; words?: string } {
  const own = answerTypeOf(message)?.type;
  if (own) return { kind: own };
  const carried = context.kind as AnswerType | undefined;
  const text = normalize(message);
  if (!carried || reading.words > MAX_WORDS || !elliptical.test(text) || yesOrNo.test(text)) return {};
  // (The first call of another service, "and for WhatsApp?"; not "and SMPP for high volumes?".)
  if (carried === "endpoint" && (!reading.service || reading.service === context.service)) return {};
  return { kind: carried, words: askingWords[carried] };
}
