/** What the worker asks of a delivery channel (e-mail, webhook). */
import type { ClaimedDelivery } from "../db/outbox-repository.ts";

export interface Channel {
  /**
   * Resolves only once the other side accepted the notification (SMTP 250 after DATA,
   * a 2xx answer); rejects with an Error whose message is one sentence for the console.
   * `signal` aborts when the server stops.
   */
  send(delivery: ClaimedDelivery, signal: AbortSignal): Promise<void>;
  close?(): void;
}
