/**
 * The webhook's signature: `X-Relaywave-Signature: sha256=<hex HMAC-SHA256 of the raw
 * body>` keyed with LEAD_WEBHOOK_SECRET. Receivers compute the same over the bytes they
 * received (before parsing the JSON) and compare in constant time.
 */
import { createHmac } from "node:crypto";

export const SIGNATURE_HEADER = "X-Relaywave-Signature";
/** The outbox row's id: the same for every attempt, so receivers can drop repeats. */
export const DELIVERY_HEADER = "X-Relaywave-Delivery";

export function webhookSignature(body: string, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(body, "utf8").digest("hex")}`;
}
