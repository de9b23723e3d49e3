/**
 * What a message asks of promotional traffic in a market (market-frame.ts): their sending hours,
 * the consent they need, or, with "same msg there?", nothing of a market's facts but the same
 * messages sent elsewhere.
 */
import type { MarketFactRow } from "../../app/content/facts/types.ts";

/** "11 pm", "11pm", "9:30 am", "23:00": the first time of day a message names, as "HH:MM". */
export function timeOf(message: string): string | undefined {
  const twelve = /\b(1[0-2]|0?[1-9])(?:[:.]([0-5]\d))? ?([ap])\.?m\b/i.exec(message);
  if (twelve) {
    const hour = (Number(twelve[1]) % 12) + (twelve[3]?.toLowerCase() === "p" ? 12 : 0);
    return `${String(hour).padStart(2, "0")}:${twelve[2] ?? "00"}`;
  }
  const day = /\b([01]?\d|2[0-3]):([0-5]\d)\b/.exec(message);
  if (day) return `${(day[1] ?? "").padStart(2, "0")}:${day[2]}`;
  // "Can they go at night?", "at midnight": outside every market's promotional window.
  if (/\bmidnight\b/i.test(message)) return "00:00";
  // (Not "till what time at night can we send?", which asks where the window ends.)
  if (/\b(till|until|up to|upto) (what|which) (time|hour)\b|\bhow late\b/i.test(message)) return undefined;
  return /\b(at|late|in the|during the) night\b|\bovernight\b/i.test(message) ? "23:00" : undefined;
}

const promotionalWindow = /\b(hours|timings?|window)\b/i;

/** "What are the rules?", "any conditions?": what a market asks of promotions, in general. */
export const rulesAsked = /\b(rules?|conditions?)\b/i;

/** Promotions sent without the recipients' agreement, or that the recipients can refuse. */
const withoutAgreement =
  /\bwithout (asking|their (permission|consent|approval|agreement)|permission|consent|approval)\b/i;
const refused = /\b(block|blocks|unsubscribe|opt ?out|stop (receiving|getting)|refuse)\b/i;

const sameMessagesThere = /\bsame (sms|msgs?|messages?) (there|too|also|in (both|them|those|these))\b/i;

/**
 * The market fact a promotional message's question asks for; null when it asks none (the same
 * messages elsewhere); undefined when these rules say nothing.
 */
export function promotionAttributeOf(
  message: string,
  promotional: boolean,
): MarketFactRow | null | undefined {
  // ("Promo SMS hours in the UAE?": the hours with promotional traffic.)
  if (promotional && (timeOf(message) || promotionalWindow.test(message))) return "promotionalHours";
  // ("Promo SMS to parents in Doha, allowed?": whether promotions may go, the consent they need.)
  if (
    promotional &&
    /\b(allowed|permitted|legal)\b/i.test(message) &&
    !/\b(how many|times?|when|hours?|timings?)\b/i.test(message)
  )
    return "consent";
  // ("Can I send offer SMS to my list without asking them?", "promo SMS, what are the rules?",
  // "customers can block our promo?": the consent promotions need and its opt-out (not their hours
  // or sender name).)
  const consentAsked = withoutAgreement.test(message) || rulesAsked.test(message) || refused.test(message);
  if (
    promotional &&
    consentAsked &&
    !/\b(how many|times?|when|hours?|timings?|sender|names?|ids?)\b/i.test(message)
  )
    return "consent";
  // ("Branches in Bahrain and Qatar too, same msg there?": the same messages sent there, not a length.)
  return sameMessagesThere.test(message) ? null : undefined;
}
