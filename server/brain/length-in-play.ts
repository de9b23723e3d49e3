/**
 * The length of the visitor's message through a conversation: a length given once ("our OTP is 180
 * characters", "150 characters in Arabic", "2 segments each") prices what follows ("so for 10,000
 * patients?", "and if I add an emoji?", "sorry, I meant Bahrain"), until another is given.
 */
import { addsFee, marketOnly } from "./count-words.ts";
import { pointsBack, smsServicePath } from "./frames.ts";
import { volumeOf } from "./message-counts.ts";
import { asksSenderIdFee } from "./price-question.ts";
import type { Reading } from "./reading.ts";
import { lengthOf, retypedLength, scriptNamed, segmentsEachOf, segmentsStated } from "./segment-question.ts";
import { normalize } from "./text.ts";
import type { DialogueState } from "./types.ts";

/** A price asked per message or per recipient: "so price per msg and total for 10000 patients?". */
const perMessage = /\bper (msg|message|sms|text|recipient|person|patient|customer)\b/;

/**
 * The question to answer, with the length in play when the message leans on it, and the state
 * after it (`next`: the script and the length kept).
 */
export function withLengthInPlay(
  message: string,
  reading: Reading,
  context: DialogueState,
  next: DialogueState,
  [resolved, kindWords]: [string, string | undefined],
): string {
  const text = normalize(message);
  // (In the script named before: "…SMS in Hindi?" then "our message is about 150 characters".)
  // (Not when another alphabet is named: "and if those 120 characters were in English?")
  const otherAlphabet = /\b(english|gsm|gsm-7|latin)\b/.test(text);
  const named = scriptNamed(message);
  const script = named ?? (otherAlphabet ? undefined : context.script);
  if (script) next.script = script;
  else delete next.script;
  const written = lengthOf(message);
  const ownLength = written && script && !scriptNamed(written) ? `${written} ${script}` : written;
  // "So what would each of those messages cost in Dubai?": the length given before is still the one.
  // (Or a count of them: "30 thousand patients a month, sent like that?")
  // (Not when it says how many segments each takes: "30,000 promos, one segment each, total?")
  const leansOnIt =
    (reading.intents.has("pricing") || volumeOf(message)) &&
    (pointsBack.test(text) ||
      context.attribute === "segments" ||
      perMessage.test(text) ||
      // ("And for 5000 people?" after a length was priced: that many of those messages.)
      (volumeOf(message) !== undefined && !reading.market && reading.words <= 6) ||
      (context.count !== undefined && addsFee(message)));
  // ("…50k msgs with 2 segments each" then "sorry, I meant Bahrain": that total there.)
  const sameTotalElsewhere =
    context.count !== undefined &&
    context.topic === "pricing" &&
    reading.market !== undefined &&
    !reading.service &&
    marketOnly.test(text);
  // (Not to another channel: "and on WhatsApp, the same 25000?" asks WhatsApp's price, no SMS length.)
  const otherChannel = reading.service !== undefined && reading.service !== smsServicePath;
  const carried =
    !ownLength &&
    !segmentsStated(message) &&
    !otherChannel &&
    // (Not the fee of the name: "remind me the kuwait sender id one-time fee" after a length's price.)
    !(asksSenderIdFee(message) && !volumeOf(message) && !addsFee(message)) &&
    context.length &&
    (leansOnIt || sameTotalElsewhere);
  // ("And if those 120 characters were in English?": a new length, the count priced before.)
  const recount = ownLength && context.topic === "pricing" && context.count && !volumeOf(message);
  // (A count of them asks their price, however "how many" reads: "10 آلاف رسالة من هذي لقطر كم؟")
  const priceOf = reading.intents.has("pricing") ? "" : "price";
  // ("Ok and if I write it in English?" after a 120-character Arabic message: that length in English.)
  // ("And if I add an emoji?" after a 180-character English message: that length in Unicode.)
  const rescripted =
    !written && named && reading.words <= 10 ? /^\d+ characters/.exec(context.length ?? "")?.[0] : undefined;
  const retyped =
    otherAlphabet && !written ? retypedLength(text, context) : rescripted && `${rescripted} ${named}`;
  const counted = retyped && context.count ? `${context.count} messages` : "";
  const question =
    carried || retyped
      ? [resolved, retyped ?? context.length, next.traffic ?? context.traffic, counted, priceOf]
      : [
          resolved,
          kindWords,
          recount ? `${context.count} messages` : "",
          ownLength !== written ? script : "",
        ];
  const length =
    ownLength ?? retyped ?? (carried || reading.intents.has("pricing") ? context.length : undefined);
  if (length) next.length = length;
  // ("50k msgs with 2 segments each" then "sorry, I meant Bahrain": the same two segments there.)
  if (!ownLength && segmentsStated(message)) {
    const segments = segmentsEachOf(message);
    if (segments > 1) next.length = `${segments} segments each`;
    else delete next.length;
  }
  return question.filter(Boolean).join(" ");
}
