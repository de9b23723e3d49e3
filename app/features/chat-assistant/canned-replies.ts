import { type CannedReply, cannedRepliesIn } from "../../content/assistant-replies.ts";
import { documentLocale, type Locale } from "../../content/locales.ts";

/**
 * The local reply for a message when the answer service fails: the first
 * keyword group (sms, whatsapp, rcs, voice, ai agent, price, contact, api, start, in that
 * order, so "sms price" gets the SMS reply) with a fragment in the lower-cased
 * message, else the default overview. Shared by the browser and the server.
 */
export function cannedReplyFor(message: string, locale: Locale = documentLocale()): CannedReply {
  const cannedReplies = cannedRepliesIn(locale);
  const text = message.toLowerCase();
  const match = cannedReplies.find((group) => group.keywords.some((keyword) => text.includes(keyword)));
  return match ?? (cannedReplies[cannedReplies.length - 1] as CannedReply);
}
