/**
 * The service a follow-up is about: the one it names, else the one in play. A new market keeps
 * SMS; a new service keeps the place ("what about WhatsApp there?").
 */
import { servicePath } from "../../app/content/catalogue.ts";
import { pronoun } from "./follow-up.ts";
import type { Reading } from "./reading.ts";
import { normalize } from "./text.ts";
import type { DialogueState } from "./types.ts";

const smsServicePath = servicePath("sms-services");
/** "A promotional message", "transactional texts": messages of a traffic type (not "promotional calls"). */
export const trafficMessage = /\b(promo\w*|transactional)( \w+)? (messages?|msgs?|texts?|sms)\b/;
/** The channels whose messages are priced or ruled by traffic type (promotional, transactional). */
const trafficPriced = new Set([
  smsServicePath,
  servicePath("whatsapp-services"),
  servicePath("rcs-services"),
]);

export function followUpService(reading: Reading, message: string, state: DialogueState): string | undefined {
  const text = normalize(message);
  // "Can customers text it too?" about a number names SMS as a verb: the number stays the subject.
  const smsAsVerb =
    reading.service === smsServicePath &&
    state.service !== undefined &&
    state.service !== smsServicePath &&
    !reading.market &&
    pronoun.test(text) &&
    // ("For promo SMS my sender name, why must it end with -AD?": "promo SMS" is a noun.)
    !trafficMessage.test(text);
  if (smsAsVerb) return state.service;
  // "And a promotional message to Saudi?" after a number: a traffic type is SMS's, not the number's.
  const smsTraffic = !reading.service && state.service && !trafficPriced.has(state.service);
  if (smsTraffic && trafficMessage.test(text)) return smsServicePath;
  return reading.service ?? state.service;
}
