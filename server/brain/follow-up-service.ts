/**
 * The service a follow-up is about: the one it names, else the one in play. A new market keeps
 * SMS; a new service keeps the place ("what about WhatsApp there?").
 */
import { servicePath, services } from "../../app/content/catalogue.ts";
import type { Entities } from "./entities.ts";
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

const aiAgentsPath = servicePath("ai-agents");
/**
 * "Can your AI agent book appointments on WhatsApp?" then "and on phone calls also?": another
 * channel the agent works on, not that channel's own service.
 */
export const agentOnChannel = (reading: Reading, message: string, state: DialogueState) =>
  state.service === aiAgentsPath &&
  reading.service !== undefined &&
  reading.service !== aiAgentsPath &&
  !reading.market &&
  reading.words <= 6 &&
  /^((and|also|what about|how about|ok) )*(on|by|over|through|via|for) /.test(normalize(message));

/**
 * The service a message means: not one it says it does not ("on WhatsApp, not SMS", "instead of
 * SMS, by voice?"), when another is named.
 */
export function meantService(entities: Entities): string | undefined {
  const ruledOut = (position: number) =>
    /\b(not|instead of|rather than)( the| by| on| via| over)?$/.test(
      entities.tokens.slice(Math.max(0, position - 3), position).join(" "),
    );
  const meant = entities.services.filter((mention) => !ruledOut(mention.position));
  return (meant[0] ?? entities.services[0])?.path;
}

export const serviceName = (path: string) =>
  services.find((service) => servicePath(service.slug) === path)?.name ?? "";

/** The agent's name, to ask a follow-up of it first when it asks the agent of another channel. */
export const agentFirst = (reading: Reading, message: string, state: DialogueState): string =>
  agentOnChannel(reading, message, state) ? serviceName(aiAgentsPath) : "";

export function followUpService(reading: Reading, message: string, state: DialogueState): string | undefined {
  const text = normalize(message);
  if (agentOnChannel(reading, message, state)) return state.service;
  // "Can customers text it too?" about a number names SMS as a verb: the number stays the subject.
  const smsAsVerb =
    reading.service === smsServicePath &&
    state.service !== undefined &&
    state.service !== smsServicePath &&
    !reading.market &&
    pronoun.test(text) &&
    // ("For promo SMS my sender name, why must it end with -AD?": "promo SMS" is a noun, as is
    // "for SMS, 2000 a month": a count of them.)
    !trafficMessage.test(text) &&
    !/\b(for|by|via|over) sms\b/.test(text);
  if (smsAsVerb) return state.service;
  // "And a promotional message to Saudi?" after a number: a traffic type is SMS's, not the number's.
  const smsTraffic = !reading.service && state.service && !trafficPriced.has(state.service);
  if (smsTraffic && trafficMessage.test(text)) return smsServicePath;
  return reading.service ?? state.service;
}

/** The traffic type a follow-up is about; promotions' sending hours asked, then a price: the promotional. */
export const followUpTraffic = (reading: Reading, state: DialogueState) =>
  reading.traffic ?? state.traffic ?? (state.attribute === "promotionalHours" ? "promotional" : undefined);
