/**
 * The server's lead notifications: the configured channels and the worker that
 * delivers the outbox through them. Started with the server, stopped before the
 * database closes.
 */
import type { Database } from "../db/database.ts";
import type { NotifyConfig } from "../env.ts";
import type { Channel } from "./channel.ts";
import { createEmailChannel } from "./email-channel.ts";
import { createWebhookChannel } from "./webhook-channel.ts";
import { type NotifyWorker, startNotifyWorker, type WorkerOptions } from "./worker.ts";

export function startLeadNotifier(
  database: Database,
  config: { notify: NotifyConfig; siteOrigin: string },
  options: Omit<WorkerOptions, "outbox" | "channels"> = {},
): NotifyWorker {
  const { email, webhook } = config.notify;
  const channels: Partial<Record<"email" | "webhook", Channel>> = {};
  const transcripts = (ids: string[], options: { latest: number }) =>
    database.conversations.transcripts(ids, options);
  if (email) channels.email = createEmailChannel(email, config.siteOrigin, transcripts);
  if (webhook) channels.webhook = createWebhookChannel(webhook, config.siteOrigin, transcripts);
  return startNotifyWorker({ outbox: database.outbox, channels, ...options });
}

/**
 * One delivery pass over the due outbox rows, then stop: for a runtime with no process
 * that lives on (the Edge Functions' scheduled `lead-notify`; decision 046).
 */
export async function deliverDueNotifications(
  database: Database,
  config: { notify: NotifyConfig; siteOrigin: string },
): Promise<void> {
  // No polling: the next scheduled call is the next pass.
  const worker = startLeadNotifier(database, config, { pollIntervalMs: 2 ** 31 - 1 });
  await worker.idle();
  await worker.stop();
}
