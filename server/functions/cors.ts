import type { Context, MiddlewareHandler } from "hono";

const ALLOWED_METHODS = "GET, POST, OPTIONS";
const ALLOWED_HEADERS = "content-type, authorization, apikey, x-client-info, idempotency-key";

/** The request's Origin when it is the site's or this server's own; null otherwise (or when absent). */
export function allowedOrigin(c: Context, siteOrigin: string): string | null {
  const origin = c.req.header("origin");
  if (!origin) return null;
  if (origin === siteOrigin) return origin;
  const host = c.req.header("host") ?? new URL(c.req.url).host;
  return host && (origin === `http://${host}` || origin === `https://${host}`) ? origin : null;
}

/**
 * CORS for the site functions: the configured site origin and this server's
 * own origin may call them from a browser; any other origin gets no CORS
 * headers, so browsers refuse it. Supabase client headers are allowed so the
 * same front end works against this server or a hosted Supabase project.
 * Requests without an Origin (servers, curl) pass straight through untouched,
 * which keeps the hot path cheap.
 */
export function functionsCors(siteOrigin: string): MiddlewareHandler {
  return async (c, next) => {
    const origin = allowedOrigin(c, siteOrigin);
    if (c.req.method === "OPTIONS" && c.req.header("access-control-request-method")) {
      const headers: Record<string, string> = { vary: "Origin" };
      if (origin) {
        headers["access-control-allow-origin"] = origin;
        headers["access-control-allow-methods"] = ALLOWED_METHODS;
        headers["access-control-allow-headers"] = ALLOWED_HEADERS;
        headers["access-control-max-age"] = "600";
      }
      return new Response(null, { status: 204, headers });
    }
    await next();
    if (c.req.header("origin")) {
      c.res.headers.append("vary", "Origin");
      if (origin) c.res.headers.set("access-control-allow-origin", origin);
    }
  };
}
