/**
 * Questions of their own that a frame in play would misread as follow-ups, because they name no
 * market or service: the region's rates ranked, how soon sales replies, and our account's opening
 * fee. The account's fees in general (`asksAccountFee`, which price-question.ts and
 * company-question.ts read too) live here, below both, so no import runs in a circle.
 */
import type { Reading } from "./reading.ts";
import { normalize } from "./text.ts";

/** A region's rates ranked: "which gulf country is cheapest?", "cheapest market?". */
const region = /\b(gulf|gcc|which (country|market)|what (country|market)|countries|markets)\b/;
const ranked = /\b(cheapest|lowest|most expensive|highest|priciest|costliest|dearest)\b/;
const regionRanked = {
  test: (text: string) =>
    (region.test(text) && ranked.test(text)) ||
    /\b(cheapest|lowest|most expensive|priciest|costliest|dearest) (gulf )?(country|market)\b/.test(text),
};
/** Fees of the account, not of a market: "a fee to open an account or a monthly subscription?". */
const accountFee =
  /\b(open(ing)? an? account|account (opening|fees?|set ?up)|subscription|monthly fees?|hidden (fees|charges|costs)|platform fees?)\b/;
/** Those fees, or a set-up fee of the account ("any setup fee, monthly fee or minimum for an SMS account?"). */
export const asksAccountFee = (text: string) =>
  accountFee.test(text) ||
  // ("Minimum commitment or setup fee for your SMS service?", but not a sender ID's set-up fee.)
  (/\bset ?up fees?\b/.test(text) &&
    /\b(accounts?|your (sms )?(service|platform))\b/.test(text) &&
    !/\bsender\b/.test(text));
/** How soon our sales team or support answers: "how fast does sales usually reply?". */
const salesReply =
  /\b(sales|sales team|your team|support|you guys)( \w+){0,2} (reply|replies|respond|responds|get back|answer|answers|revert)\b/;
const accountOpening = /\b(open(ing)? an? account|account (opening|fees?|set ?up))\b/;
const feeWords = /\b(fees?|charges?|cost|free|paid)\b/;

/**
 * "Which gulf country is cheapest?" after two markets were compared asks the region's; "is there a
 * fee to open an account?" after the Voice page asks the pricing page's FAQ.
 */
export function asksAfresh(reading: Reading, message: string): boolean {
  if (reading.market) return false;
  const text = normalize(message);
  if (regionRanked.test(text)) return true;
  // ("How fast does sales usually reply?" after RCS: our team's answer time, not RCS approval's.)
  if (!reading.service && salesReply.test(text)) return true;
  // (Only the account's own fee: "any monthly fee?" after virtual numbers asks the number's rental.)
  return !reading.service && accountOpening.test(text) && feeWords.test(text);
}
