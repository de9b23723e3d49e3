/**
 * CONVERSATION_RETENTION_DAYS: conversations idle for longer (with their turns and
 * feedback) are deleted once at start and then every day. The timer is unref'd, so it
 * never keeps the process alive; a failed sweep is logged and tried again the next day.
 */
import type { ConversationStore } from "./conversation-store";

export const SWEEP_INTERVAL_MS = 86_400_000;

/** Sweeps now and every `intervalMs`; returns a function that stops it. */
export function startRetentionSweep(store: Pick<ConversationStore, "sweep">, intervalMs = SWEEP_INTERVAL_MS) {
  const sweep = () =>
    store.sweep().then(
      (deleted) => {
        if (deleted > 0)
          console.info(`Retention: deleted ${deleted} conversations past their retention period.`);
      },
      (error: unknown) => {
        console.error(
          `Retention: conversations could not be swept: ${error instanceof Error ? error.message : error}`,
        );
      },
    );
  void sweep();
  const timer = setInterval(sweep, intervalMs).unref();
  return () => clearInterval(timer);
}
