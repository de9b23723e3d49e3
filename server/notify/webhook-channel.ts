/**
 * Lead webhooks: a JSON POST of the lead to LEAD_WEBHOOK_URL, the same object as one
 * entry of `npm run leads -- --format json` (but only the latest NOTIFY_TURNS turns of its
 * conversation, each cut to NOTIFY_TURN_CHARS: decision 056), signed with LEAD_WEBHOOK_SECRET when set.
 * Anything but a 2xx within 10 s is a failure; redirects are not followed (the body and
 * its signature go only where configured).
 */
import type { NotifyConfig } from "../env.ts";
import { leadExportRecord } from "../leads/export-format.ts";
import type { Channel } from "./channel.ts";
import { notifiedTranscripts, type Transcripts } from "./notified-transcripts.ts";
import { DELIVERY_HEADER, SIGNATURE_HEADER, webhookSignature } from "./signature.ts";

export const WEBHOOK_TIMEOUT_MS = 10_000;

export function createWebhookChannel(
  config: NonNullable<NotifyConfig["webhook"]>,
  siteOrigin: string,
  transcripts: Transcripts,
): Channel {
  return {
    async send(delivery, signal) {
      const { lead } = delivery;
      const linked = { transcripts: await notifiedTranscripts(transcripts, lead.conversationId), siteOrigin };
      const body = JSON.stringify(leadExportRecord(lead, linked));
      const headers: Record<string, string> = {
        "content-type": "application/json",
        "user-agent": "Relaywave-Lead-Webhook/1",
        [DELIVERY_HEADER]: delivery.id,
      };
      if (config.secret) headers[SIGNATURE_HEADER] = webhookSignature(body, config.secret);
      let response: Response;
      try {
        response = await fetch(config.url, {
          method: "POST",
          headers,
          body,
          redirect: "manual",
          signal: AbortSignal.any([signal, AbortSignal.timeout(WEBHOOK_TIMEOUT_MS)]),
        });
      } catch (error) {
        throw new Error(fetchFailure(error));
      }
      // The answer's body is not needed: free the connection.
      await response.body?.cancel().catch(() => {});
      if (response.status < 200 || response.status > 299)
        throw new Error(`The webhook answered HTTP ${response.status}.`);
    },
  };
}

/** A sentence without the URL (it may carry a token): the cause's code or message. */
function fetchFailure(error: unknown): string {
  const err = error as { name?: string; cause?: { code?: unknown; message?: unknown } } | null;
  if (err?.name === "TimeoutError")
    return `The webhook did not answer within ${WEBHOOK_TIMEOUT_MS / 1000} s.`;
  if (err?.name === "AbortError") return "The request was aborted.";
  const cause = err?.cause;
  const reason =
    typeof cause?.code === "string" ? cause.code : typeof cause?.message === "string" ? cause.message : "";
  return `The webhook could not be reached${reason ? ` (${reason})` : ""}.`;
}
