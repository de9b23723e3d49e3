/**
 * "What would 100,000 transactional SMS in India cost?", "sending that to 10,000 people in Saudi":
 * a number of messages or recipients times the market's published rate (and the segments a given
 * length takes), said after the rate it is computed from. Never a guess: no market, no total.
 */
import { formatAmount } from "../../app/content/format/prices.ts";
import { intlLocale } from "../../app/content/locales.ts";
import { answerLocale } from "./languages/answer-locale.ts";
import { say } from "./say.ts";

/** A count of messages or of the people they go to: "100000 sms", "10,000 people", "50k messages". */
const volume =
  /\b(\d{1,3}(?:,\d{3})+|\d{3,9}|\d{1,4}(?:\.\d)? ?k)\s*(?:(?:transactional|promotional|otp|marketing|promo|bulk|more|such|of these|of them|of those)\s+)?(sms|smses|messages?|msgs?|texts?|otps?|recipients|people|customers|users|numbers|subscribers|parents|patients|students)\b/;

/** The number of messages a question counts, or undefined when it counts none (or only one). */
export function volumeOf(question: string): number | undefined {
  const found = volume.exec(question.toLowerCase());
  if (!found?.[1]) return undefined;
  const written = found[1].replace(/,/g, "").replace(/\s/g, "");
  const count = written.endsWith("k") ? Number(written.slice(0, -1)) * 1000 : Number(written);
  return Number.isFinite(count) && count >= 2 ? Math.round(count) : undefined;
}

/** The sentence with the total for `count` messages at `perMessage` each (already × segments). */
export function volumeCost(count: number, perMessage: number): string {
  const tag = intlLocale[answerLocale()];
  const total = Math.round(count * perMessage * 100) / 100;
  return say.volumeCost(new Intl.NumberFormat(tag).format(count), formatAmount(total, tag));
}
