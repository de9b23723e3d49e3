/**
 * What a build depends on besides the source: SITE_ORIGIN (canonical URLs in
 * the HTML) and the public VITE_* variables (baked into the browser code).
 * The build records it; `npm start` rebuilds when the environment differs.
 */
import { readBuildConfig } from "./build-config.ts";

export const PUBLIC_ENV_NAMES = [
  "VITE_SUPABASE_URL",
  "VITE_SUPABASE_ANON_KEY",
  "VITE_VAPI_PUBLIC_KEY",
  "VITE_VAPI_ASSISTANT_ID",
  "VITE_VAPI_ASSISTANT_ID_AR",
  "VITE_VAPI_ASSISTANT_ID_HI",
] as const;

export interface BuildFingerprint {
  siteOrigin: string;
  publicEnv: Record<string, string>;
}

export function buildFingerprint(env: Record<string, string | undefined>): BuildFingerprint {
  const publicEnv: Record<string, string> = {};
  for (const name of PUBLIC_ENV_NAMES) publicEnv[name] = env[name]?.trim() ?? "";
  return { siteOrigin: readBuildConfig(env).siteOrigin, publicEnv };
}

export function sameFingerprint(a: BuildFingerprint, b: BuildFingerprint): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
