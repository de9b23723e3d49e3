/**
 * The one @supabase/supabase-js client of the browser. Heavy (about 45 KB
 * gzip), so nothing imports this module statically: callers use
 * `import("~/lib/backend-client")` when they first need it.
 */
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { LOCAL_ANON_KEY_HEADER_VALUE } from "./local-anon-key.ts";
import { publicEnv } from "./public-env.ts";

let client: SupabaseClient | null = null;

export function getBackendClient(): SupabaseClient {
  client ??= createClient(
    publicEnv.supabaseUrl ?? window.location.origin,
    publicEnv.supabaseAnonKey ?? LOCAL_ANON_KEY_HEADER_VALUE,
  );
  return client;
}
