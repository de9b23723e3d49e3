import { LOCAL_ANON_KEY_HEADER_VALUE } from "./local-anon-key.ts";
import { publicEnv } from "./public-env.ts";

/**
 * URL and headers for a backend function called with plain fetch (where the
 * Supabase SDK would be too heavy): this same server by default, or the hosted
 * Supabase project when VITE_SUPABASE_URL is set.
 */
export function functionRequest(name: string): { url: string; headers: Record<string, string> } {
  const base = publicEnv.supabaseUrl ?? "";
  const key = publicEnv.supabaseAnonKey ?? LOCAL_ANON_KEY_HEADER_VALUE;
  return {
    url: `${base}/functions/v1/${name}`,
    headers: { accept: "application/json", apikey: key, authorization: `Bearer ${key}` },
  };
}
