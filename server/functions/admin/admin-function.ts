import { createHash, timingSafeEqual } from "node:crypto";
import { type Context, Hono } from "hono";
import { bearerAuth } from "hono/bearer-auth";
import type { Database } from "../../db/types";
import { errorResponse, methodNotAllowed } from "../../http/errors";
import { createRateLimiter } from "../../http/rate-limit";
import { exportLeads } from "../../leads/export-format";
import { conversationsAdmin } from "./conversations-admin";
import { insightsAdmin } from "./insights-admin";

/** Wrong tokens an address may send per window before it must wait, whatever it sends next. */
const FAILURES_ALLOWED = 5;
const FAILURE_WINDOW_MS = 15 * 60_000;

/** "2026-11-01" or a full ISO timestamp; anything else is refused. */
export function parseSince(value: string | undefined): Date | null | "invalid" {
  if (!value) return null;
  if (!/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(value)) return "invalid";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "invalid" : date;
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Operator endpoints, behind `Authorization: Bearer <ADMIN_TOKEN>` (Hono's
 * bearerAuth); mounted only when ADMIN_TOKEN is set. Tokens are
 * compared as SHA-256 digests, so the time taken says nothing of the token's
 * length; after a few wrong ones an address gets 429 for a while, right token
 * or not. GET /leads?format=json|csv&since=DATE exports leads from a running
 * server, which holds the embedded database.
 */
export function adminFunction(
  adminToken: string,
  database: () => Promise<Database>,
  keyOf: (c: Context) => string,
) {
  const app = new Hono();
  const expected = digest(adminToken);
  const failures = createRateLimiter({ limit: FAILURES_ALLOWED, windowMs: FAILURE_WINDOW_MS });
  const refused = {
    message: () =>
      errorResponse(401, "A valid operator token is required.", {
        headers: { "www-authenticate": "Bearer" },
      }),
  };
  app.use("*", async (c, next) => {
    const { allowed, retryAfterSeconds } = failures.hit(keyOf(c), { count: false });
    if (!allowed) {
      return errorResponse(429, `Too many wrong operator tokens. Please wait ${retryAfterSeconds} seconds.`, {
        headers: { "retry-after": String(retryAfterSeconds) },
      });
    }
    await next();
  });
  app.use(
    "*",
    bearerAuth({
      verifyToken: (token, c) => {
        const ok = timingSafeEqual(digest(token), expected);
        if (!ok) failures.hit(keyOf(c));
        return ok;
      },
      noAuthenticationHeader: refused,
      invalidAuthenticationHeader: refused,
      invalidToken: refused,
    }),
  );
  app.get("/leads", async (c) => {
    const format = c.req.query("format") ?? "json";
    if (format !== "json" && format !== "csv")
      return errorResponse(400, 'The format must be "json" or "csv".');
    const since = parseSince(c.req.query("since"));
    if (since === "invalid") return errorResponse(400, "The since date must look like 2026-11-01.");
    const text = await exportLeads(await database(), format, since);
    c.header("cache-control", "no-store");
    return c.body(text, 200, {
      "content-type": format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
    });
  });
  app.all("/leads", () => methodNotAllowed(["GET"]));
  app.route("/insights", insightsAdmin(database));
  app.route("/conversations", conversationsAdmin(database));
  app.all("*", () => errorResponse(404, "There is no such function."));
  return app;
}
