/**
 * "What would 100,000 transactional SMS in India cost?", "sending that to 10,000 people in Saudi":
 * a number of messages or recipients times the market's published rate (and the segments a given
 * length takes), said after the rate it is computed from. Never a guess: no market, no total.
 */

import type { Traffic } from "../../app/content/assistant-answers.ts";
import { formatAmount } from "../../app/content/format/prices.ts";
import { intlLocale } from "../../app/content/locales.ts";
import { laterMonths } from "./count-words.ts";
import { answerLocale } from "./languages/answer-locale.ts";
import { say } from "./say.ts";
import { normalize } from "./text.ts";

/**
 * The sentence with the total for `count` messages at `perMessage` each (already × segments), and
 * with a one-time fee added when the visitor asked for it included.
 */
export function volumeCost(count: number, perMessage: number, oneTimeFee = 0): string {
  const tag = intlLocale[answerLocale()];
  const total = Math.round(count * perMessage * 100) / 100;
  const written = new Intl.NumberFormat(tag).format(count);
  return oneTimeFee > 0
    ? say.volumeCostWithFee(
        written,
        formatAmount(total, tag),
        formatAmount(oneTimeFee, tag),
        formatAmount(total + oneTimeFee, tag),
      )
    : say.volumeCost(written, formatAmount(total, tag));
}

/**
 * The total over the months asked for, each month's messages plus the one-time fee paid once:
 * "over 3 months, with the sender ID registration of $150 paid once, that comes to $2,310".
 */
export function volumeOverMonths(monthly: number, months: number, oneTimeFee = 0): string {
  const tag = intlLocale[answerLocale()];
  const total = cents(monthly * months);
  const written = new Intl.NumberFormat(tag).format(months);
  return oneTimeFee > 0
    ? say.volumeCostOverMonthsWithFee(
        written,
        formatAmount(oneTimeFee, tag),
        formatAmount(total + oneTimeFee, tag),
      )
    : say.volumeCostOverMonths(written, formatAmount(total, tag));
}

/**
 * The totals of each traffic type in one market and their sum, with the one-time sender ID fee
 * when asked for: "50,000 transactional and OTP messages cost $1,700; 20,000 promotional messages
 * cost $640; with … $100, $2,440 in the first month".
 */
export function volumeCostByTraffic(
  shares: readonly { count: number; traffic: Traffic; perMessage: number }[],
  oneTimeFee = 0,
): string {
  const tag = intlLocale[answerLocale()];
  const parts = shares.map((share) =>
    say.volumeCostTypePart(
      new Intl.NumberFormat(tag).format(share.count),
      share.traffic,
      formatAmount(cents(share.count * share.perMessage), tag),
    ),
  );
  return summed(parts, shares, oneTimeFee);
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * The shares' sentence parts and their sum, or, when one-time fees are asked for, the sum with them
 * (the messages alone are the parts: a second total beside the one asked for reads as the answer).
 */
function summed(
  parts: string[],
  shares: readonly { count: number; perMessage: number }[],
  oneTimeFees: number,
): string {
  const tag = intlLocale[answerLocale()];
  const sum = shares.reduce((total, share) => total + cents(share.count * share.perMessage), 0);
  return oneTimeFees > 0
    ? say.volumeCostSumWithFee(
        parts,
        formatAmount(oneTimeFees, tag),
        formatAmount(cents(sum + oneTimeFees), tag),
      )
    : say.volumeCostSum(parts, formatAmount(cents(sum), tag));
}

/**
 * The totals of several markets and their sum: "25,000 messages in Bahrain cost $675; …: $1,525 in
 * all", with each market's one-time sender ID fee (`fee`) added when asked for.
 */
export function volumeCostSum(
  shares: readonly { count: number; market: string; perMessage: number; fee?: number }[],
): string {
  const tag = intlLocale[answerLocale()];
  // ("With the sender ID fee included, total each?": each market's total with its own fee, then all.)
  const parts = shares.map((share) => {
    const count = new Intl.NumberFormat(tag).format(share.count);
    const total = cents(share.count * share.perMessage);
    return share.fee
      ? say.volumeCostPartWithFee(
          count,
          share.market,
          formatAmount(total, tag),
          formatAmount(share.fee, tag),
          formatAmount(cents(total + share.fee), tag),
        )
      : say.volumeCostPart(count, share.market, formatAmount(total, tag));
  });
  return summed(
    parts,
    shares,
    shares.reduce((sum, share) => sum + (share.fee ?? 0), 0),
  );
}

/** Each market's total for the same count, side by side: after a comparison of their rates. */
export function volumeCostEach(
  count: number,
  markets: readonly { market: string; perMessage: number }[],
): string {
  const tag = intlLocale[answerLocale()];
  const written = new Intl.NumberFormat(tag).format(count);
  return say.volumeCostEach(
    markets.map((each) =>
      say.volumeCostPart(written, each.market, formatAmount(cents(count * each.perMessage), tag)),
    ),
  );
}

/** "For 10,000 messages, UAE costs $30 more": the gap between two markets' totals for one count. */
export function volumeCostGap(
  count: number,
  cheaper: number,
  dearer: { market: string; perMessage: number },
): string {
  const tag = intlLocale[answerLocale()];
  const gap = cents(cents(count * dearer.perMessage) - cents(count * cheaper));
  return say.volumeCostGap(new Intl.NumberFormat(tag).format(count), dearer.market, formatAmount(gap, tag));
}

/**
 * A count in one market with no traffic type named ("8,000 a month, what does it cost?"): the
 * total at each type's rate, with the one-time fee added to both when asked for.
 */
export function volumeCostBothTypes(
  count: number,
  rate: { transactional: number; promotional: number },
  oneTimeFee = 0,
): string {
  const tag = intlLocale[answerLocale()];
  const written = new Intl.NumberFormat(tag).format(count);
  const totals = (fee: number) => ({
    transactional: formatAmount(cents(count * rate.transactional + fee), tag),
    promotional: formatAmount(cents(count * rate.promotional + fee), tag),
  });
  return oneTimeFee > 0
    ? say.volumeCostBothTypesWithFee(written, totals(0), formatAmount(oneTimeFee, tag), totals(oneTimeFee))
    : say.volumeCostBothTypes(written, totals(0));
}

/** The fee for several sender IDs in one market: "For 5 sender IDs, that is $750 one-time". */
export function senderIdFeeFor(count: number, fee: number): string {
  const tag = intlLocale[answerLocale()];
  return say.senderIdFeeFor(new Intl.NumberFormat(tag).format(count), formatAmount(count * fee, tag));
}

/** "What's the total of the registration fees?" over the markets in play: their one-time fees added. */
export function senderIdFeesTotal(fees: readonly number[]): string {
  const tag = intlLocale[answerLocale()];
  const sum = fees.reduce((total, fee) => total + fee, 0);
  return say.senderIdFeesTotal(new Intl.NumberFormat(tag).format(fees.length), formatAmount(sum, tag));
}

/** A total asked of fees alone: "total of the registration fees?", "how much in all?". */
export const asksTotal = (question: string) =>
  /\b(total|sum|altogether|in all|combined|together)\b/.test(normalize(question));

/**
 * A total asked with the registration fee in it: "total with the fees in the first month?", "incl.
 * sender id fee", "+ the name registration fee", "add the sender name registration fee also", "sender
 * id ka bhi jodo" (the sender ID's, add it too), "+ التسجيل" (plus registering).
 */
export const asksFeeIncluded = (question: string) =>
  !asksFeeLeftOut(question) &&
  /(\b(with|including|incl|plus|and|add|adding)\b|\bw\/)( \w+){0,4} (fees?|registration|sender (id|name))\b|\+( \w+){0,4} (fees?|registration|sender (id|name)|set ?up|setup)\b|(\bplus|\+) register\b|\b(fees?|registration|sender id)( \w+){0,2} (included|including|add|added)\b|\b(fees?|registration|sender (id|name)) with\b|\bfirst (months?|time)\b/.test(
    normalize(question),
  );

/** "Excluding tax and registration", "not counting the one-time fees": a total asked without them. */
const feeLeftOut =
  /\b(excluding|excl|without|w\/o|not counting|not including|minus|except|leaving out|leave out|apart from|ignore|ignoring|skip|forget)\b( \w+){0,4} (fees?|registration|one time)\b/;
const asksFeeLeftOut = (question: string) => {
  const text = normalize(question);
  // ("Monthly after first month?": the months no one-time fee is paid in. Not "first month and
  // then next months?", which the sentence with the fee answers both halves of.)
  const firstToo = /\b(what is|whats|how much is|cost of|for) (the )?(1st|first) month\b/.test(text);
  return feeLeftOut.test(text) || (laterMonths.test(text) && !firstToo);
};
