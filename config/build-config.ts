/**
 * Configuration the *build* needs (the server parses its own in server/env.ts).
 * SITE_ORIGIN is baked into the pre-rendered HTML as canonical and Open Graph
 * URLs, so `npm start` rebuilds when it changes (see scripts/start.ts).
 */
import { z } from "zod";

export const DEFAULT_SITE_ORIGIN = "http://127.0.0.1:3000";

/** An http(s) origin without path or trailing slash: "https://relaywave.example". */
export const siteOriginSchema = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === "http:" || url.protocol === "https:") && url.origin === value;
    } catch {
      return false;
    }
  }, "must be an http(s) origin such as https://relaywave.example, with no path or trailing slash");

export function readBuildConfig(env: Record<string, string | undefined>): { siteOrigin: string } {
  // Blank counts as unset, as in server/env.ts.
  const result = siteOriginSchema
    .default(DEFAULT_SITE_ORIGIN)
    .safeParse(env.SITE_ORIGIN?.trim() || undefined);
  if (!result.success) throw new Error(`Invalid SITE_ORIGIN: ${result.error.issues[0]?.message}`);
  return { siteOrigin: result.data };
}
