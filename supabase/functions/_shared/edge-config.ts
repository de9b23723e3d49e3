/**
 * The server's configuration on Supabase Edge (decision 046): the same `loadConfig` as
 * the Node server, over the function's environment (`supabase secrets set`). The
 * database is DATABASE_URL when set, else the SUPABASE_DB_URL the platform provides.
 */
import { loadConfig, type ServerConfig } from "../../../server/env.ts";

export function edgeConfig(env: Record<string, string | undefined>): ServerConfig {
  const databaseUrl = env.DATABASE_URL?.trim() || env.SUPABASE_DB_URL?.trim();
  if (!databaseUrl) throw new Error("Set SUPABASE_DB_URL or DATABASE_URL: the functions need PostgreSQL.");
  // Supabase's gateway appends the caller's address to X-Forwarded-For; there is no socket peer to read.
  const trustProxy = env.TRUST_PROXY ?? "true";
  // An isolate may write only under /tmp; nothing there outlives it (BETTER_AUTH_SECRET is a secret).
  const dataDir = env.DATA_DIR ?? "/tmp/relaywave";
  return loadConfig({ ...env, DATABASE_URL: databaseUrl, TRUST_PROXY: trustProxy, DATA_DIR: dataDir });
}
