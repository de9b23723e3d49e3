/**
 * The channels that are on (each needs its variables, server/env.ts). Whatever opens the
 * database passes them, the CLI too: a PGlite journal replay there queues the restored
 * leads' notifications for the server to deliver (decision 036).
 */
import type { NotifyChannel } from "../db/schema.ts";
import type { NotifyConfig } from "../env.ts";

export function enabledChannels(config: NotifyConfig): NotifyChannel[] {
  return [...(config.email ? (["email"] as const) : []), ...(config.webhook ? (["webhook"] as const) : [])];
}
