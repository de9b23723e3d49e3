/**
 * The database as the server's configuration names it, opened on first use and kept:
 * the one way the Node server, the tests' app and each Edge Function isolate open it.
 * A failed open is forgotten, so the next request tries again.
 */
import type { ServerConfig } from "../env.ts";
import { enabledChannels } from "../notify/enabled-channels.ts";
import { createDatabase, type Database } from "./database.ts";

export type DatabaseConfig = Pick<
  ServerConfig,
  "databaseUrl" | "dataDir" | "conversationRetentionDays" | "notify"
>;

/**
 * `migrate: false` for the Edge Functions, whose schema `supabase db push` applies
 * (decision 046); PGlite always migrates.
 */
export function openDatabase(config: DatabaseConfig, { migrate = true } = {}): () => Promise<Database> {
  let opened: Promise<Database> | null = null;
  return () => {
    opened ??= createDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      conversationRetentionDays: config.conversationRetentionDays,
      notifyChannels: enabledChannels(config.notify),
      migrate,
    }).catch((error: unknown) => {
      opened = null;
      throw error;
    });
    return opened;
  };
}
