import { cors } from "hono/cors";

/**
 * CORS for the site functions: the configured site origin and this server's
 * own origin may call them from a browser; any other origin gets no CORS
 * headers, so browsers refuse it. Supabase client headers are allowed so the
 * same front end works against this server or a hosted Supabase project.
 */
export function functionsCors(siteOrigin: string) {
  return cors({
    origin: (origin, c) => {
      const ownOrigin = new URL(c.req.url).origin;
      return origin === siteOrigin || origin === ownOrigin ? origin : null;
    },
    allowMethods: ["GET", "POST", "OPTIONS"],
    allowHeaders: ["content-type", "authorization", "apikey", "x-client-info", "idempotency-key"],
    maxAge: 600,
  });
}
