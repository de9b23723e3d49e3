/**
 * The webhook's signature (decision 053): `X-Relaywave-Signature: t=<unix seconds>,v1=<hex
 * HMAC-SHA256 of "t.body">` keyed with LEAD_WEBHOOK_SECRET, the scheme Stripe and Slack use.
 * Receivers compute the same over the timestamp, a dot and the bytes they received (before
 * parsing the JSON), compare in constant time, and refuse a timestamp more than five minutes
 * away from their clock: a captured delivery cannot be replayed later. Every attempt is signed
 * anew; X-Relaywave-Delivery stays the same across attempts, for idempotency.
 */
import { createHmac } from "node:crypto";

export const SIGNATURE_HEADER = "X-Relaywave-Signature";
/** The outbox row's id: the same for every attempt, so receivers can drop repeats. */
export const DELIVERY_HEADER = "X-Relaywave-Delivery";

export function webhookSignature(
  body: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  const v1 = createHmac("sha256", secret).update(`${timestamp}.${body}`, "utf8").digest("hex");
  return `t=${timestamp},v1=${v1}`;
}
