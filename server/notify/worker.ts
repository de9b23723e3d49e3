/**
 * The delivery worker (decision 036): leases due outbox rows, hands each to its channel,
 * and marks it delivered only after the channel accepted it, or records the error and
 * schedules the next attempt (backoff.ts), or gives it up. It runs after every commit
 * that queued rows in this process, and polls for retries, other processes' rows and
 * rows left by a crash. It never throws: every problem is logged as one line.
 */
import type { ClaimedDelivery, LeadOutbox } from "../db/outbox-repository.ts";
import type { NotifyChannel } from "../db/schema.ts";
import { type BackoffOptions, DEFAULT_BACKOFF, nextAttemptAt } from "./backoff.ts";
import type { Channel } from "./channel.ts";

export interface WorkerOptions {
  outbox: LeadOutbox;
  /** The channels configured in this process; a row for another channel fails and is retried. */
  channels: Partial<Record<NotifyChannel, Channel>>;
  backoff?: BackoffOptions;
  /** How often the outbox is polled when nothing wakes the worker. */
  pollIntervalMs?: number;
  /** Rows leased per query. */
  batchSize?: number;
  /** How long a leased row is kept from other workers; a dead worker's rows are due again after it. */
  leaseMs?: number;
  log?: { info(line: string): void; error(line: string): void };
}

export interface NotifyWorker {
  /** Runs a pass now (or right after the current one). */
  wake(): void;
  /** Resolves when no pass is running (the first one starts at once). */
  idle(): Promise<void>;
  /** Stops polling, aborts deliveries in flight (their rows stay due) and waits for them. */
  stop(): Promise<void>;
}

export const DEFAULT_POLL_INTERVAL_MS = 2_000;
export const DEFAULT_LEASE_MS = 60_000;

/** The variable that turns a channel on, for the error a row of an off channel gets. */
const CHANNEL_VARIABLE: Record<NotifyChannel, string> = { email: "SMTP_URL", webhook: "LEAD_WEBHOOK_URL" };

export function startNotifyWorker(options: WorkerOptions): NotifyWorker {
  const { outbox, channels } = options;
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
  const batchSize = options.batchSize ?? 20;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const log = options.log ?? console;
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;

  async function deliver(delivery: ClaimedDelivery): Promise<void> {
    const { id, channel, lead, attempts } = delivery;
    try {
      const sender = channels[channel];
      if (!sender)
        throw new Error(`The ${channel} channel is off in this server (${CHANNEL_VARIABLE[channel]} unset).`);
      await sender.send(delivery, stopping.signal);
    } catch (error) {
      // Stopping mid-delivery is not the channel's failure: the row is free for the next worker.
      if (stopping.signal.aborted) return void (await outbox.release(id).catch(() => {}));
      const message = oneLine(error);
      const retryAt = nextAttemptAt(attempts, delivery.createdAt, new Date(), backoff);
      try {
        await outbox.markFailed(id, message, retryAt);
      } catch (markError) {
        log.error(
          `Notify: the failure of ${channel} delivery ${id} could not be recorded: ${oneLine(markError)}`,
        );
      }
      const next = retryAt ? `Next attempt at ${retryAt.toISOString()}` : "Given up";
      log.error(`Notify: ${channel} for lead ${lead.id} failed (attempt ${attempts}): ${message} ${next}.`);
      return;
    }
    try {
      await outbox.markDelivered(id);
      log.info(`Notify: lead ${lead.id} delivered by ${channel} (attempt ${attempts}).`);
    } catch (error) {
      // At least once: the lease runs out and the row is delivered again.
      log.error(`Notify: ${channel} delivery ${id} was sent but not marked delivered: ${oneLine(error)}`);
    }
  }

  async function pass(): Promise<void> {
    while (!stopping.signal.aborted) {
      const claimed = await outbox.claim(batchSize, leaseMs);
      await Promise.all(claimed.map(deliver));
      if (claimed.length < batchSize) return;
    }
  }

  function schedule() {
    clearTimeout(timer);
    if (!stopping.signal.aborted) timer = setTimeout(kick, pollIntervalMs).unref();
  }

  function kick() {
    if (stopping.signal.aborted) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = (async () => {
      do {
        again = false;
        try {
          await pass();
        } catch (error) {
          log.error(`Notify: the outbox could not be read: ${oneLine(error)}`);
        }
      } while (again && !stopping.signal.aborted);
    })().finally(() => {
      running = null;
      schedule();
    });
  }

  const unsubscribe = outbox.onQueued(kick);
  kick();
  return {
    wake: kick,
    async idle() {
      while (running) await running;
    },
    async stop() {
      unsubscribe();
      stopping.abort();
      clearTimeout(timer);
      await running;
      for (const channel of Object.values(channels)) channel?.close?.();
    },
  };
}

/** An error as one line for the log and the console. */
function oneLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, " ").trim() || "Unknown error.";
}
