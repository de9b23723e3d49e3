import type { MiddlewareHandler } from "hono";
import { cors } from "hono/cors";

/**
 * The origins whose pages may call the functions: SITE_ORIGIN and CORS_ALLOWED_ORIGINS,
 * never anything derived from the request (its Host is the client's to choose; decision 018).
 */
export function originPolicy(allowed: readonly string[]): (origin: string) => string | null {
  const origins = new Set(allowed);
  return (origin) => (origins.has(origin) ? origin : null);
}

/**
 * CORS for the site functions (Hono's cors): allowed origins may call them from
 * a browser, any other gets no access-control-allow-origin, so browsers refuse
 * it. Every answer varies on Origin, so a shared cache never hands a browser a
 * copy made for another origin. Supabase client headers are allowed so the same
 * front end works against this server or a hosted Supabase project.
 */
export function functionsCors(allowOrigin: (origin: string) => string | null): MiddlewareHandler {
  const preflight = cors({
    origin: allowOrigin,
    allowMethods: ["GET", "POST", "OPTIONS"],
    allowHeaders: ["content-type", "authorization", "apikey", "x-client-info", "idempotency-key"],
    maxAge: 600,
  });
  return async (c, next) => {
    if (c.req.method === "OPTIONS") return preflight(c, next);
    await next();
    // What Hono's cors does after the handler, but on the response's own headers: its
    // c.header() rebuilds a finished response as a fetch Response with a body stream,
    // which cost the chat a fifth of its time (decision 035).
    const origin = allowOrigin(c.req.header("origin") ?? "");
    if (origin) c.res.headers.set("access-control-allow-origin", origin);
    c.res.headers.append("vary", "Origin");
  };
}
