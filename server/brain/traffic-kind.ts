/**
 * "Do admission updates count as transactional or promotional?": which of the two a kind of
 * message is, said first, then the SMS pricing page's own line on what each is (transactional:
 * OTPs, alerts and service updates a customer expects; promotional: marketing and offers). A
 * message naming kinds of both, or none we can place, gets the page's line alone.
 */
import type { Traffic } from "../../app/content/assistant-answers.ts";
import { paths } from "../../app/content/site-map.ts";
import type { Answerer } from "./frames.ts";
import { say } from "./say.ts";
import { normalize } from "./text.ts";
import type { Answer } from "./types.ts";

/** Asked which of the two it is: both named, with "or", "which" or "count as". */
const asksWhichKind = (text: string) =>
  /\btransactional\b/.test(text) &&
  /\bpromo(tional)?\b/.test(text) &&
  /\b(or|which|count|counts|considered|classed|treated|fall)\b/.test(text);

const promotionalKinds =
  /\b(offers?|discounts?|sales?|promos?|promotions?|marketing|campaigns?|newsletters?|deals?|coupons?|adverts?|ads|advertising|greetings?|festival|launches)\b/;
const transactionalKinds =
  /\b(otps?|alerts?|updates?|reminders?|confirmations?|receipts?|notifications?|statements?|results?|invoices?|status|delivery|deliveries|bookings?|appointments?|admissions?|passwords?|codes?|tracking|shipments?|orders?|payments?|due)\b/;

/** The kind the message's own words place it in, or undefined when none or both. */
export function kindOfMessages(message: string): Traffic | undefined {
  const text = normalize(message).replace(/\b(transactional|promotional|promo)\b/g, " ");
  const promotional = promotionalKinds.test(text);
  const transactional = transactionalKinds.test(text);
  if (promotional === transactional) return undefined;
  return promotional ? "promotional" : "transactional";
}

/** The verdict and the pricing page's line on the two kinds, or undefined when not asked. */
export function trafficKindAnswer(
  engine: Answerer,
  message: string,
): { answer: Answer; traffic?: Traffic } | undefined {
  if (!asksWhichKind(normalize(message))) return undefined;
  const line = engine.answerWithin("are service updates transactional or promotional?", paths.smsPricing);
  if (!line) return undefined;
  const traffic = kindOfMessages(message);
  const verdict =
    traffic === "transactional"
      ? say.countsAsTransactional()
      : traffic === "promotional"
        ? say.countsAsPromotional()
        : "";
  return { answer: { ...line, response: [verdict, line.response].filter(Boolean).join(" ") }, traffic };
}
