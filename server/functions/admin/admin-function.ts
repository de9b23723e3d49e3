import { createHash, timingSafeEqual } from "node:crypto";
import { type Context, Hono } from "hono";
import { bearerAuth } from "hono/bearer-auth";
import type { OperatorAuth } from "../../auth/operator-auth.ts";
import type { Database } from "../../db/database.ts";
import { errorResponse } from "../../http/errors.ts";
import { refuseOtherMethods } from "../../http/methods.ts";
import { createRateLimiter, type RateLimitSlot } from "../../http/rate-limit.ts";
import type { RateLimits } from "../../http/shared-rate-limit.ts";
import { exportLeads } from "../../leads/export-format.ts";
import type { RatesSource } from "../../rates/rates-source.ts";
import { retentionAdmin } from "./retention-admin.ts";
import { smsRatesAdmin } from "./sms-rates-admin.ts";
import "./admin-env.ts";
import { conversationsAdmin } from "./conversations-admin.ts";
import { insightsAdmin } from "./insights-admin.ts";
import { leadsAdmin } from "./leads-admin.ts";
import { operatorsAdmin } from "./operators-admin.ts";

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

/** The session cookie better-auth sets (cookiePrefix "relaywave"), with its __Secure- form over HTTPS. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?relaywave\.session_token=/;

export interface AdminFunctionOptions {
  /** ADMIN_TOKEN; without it only an operator's session gets in. */
  adminToken: string | null;
  database: () => Promise<Database>;
  keyOf: (c: Context) => string;
  auth: () => Promise<OperatorAuth>;
  /** Cookie-authenticated changes must come from this origin's pages (CSRF). */
  siteOrigin: string;
  /** The SMS rates the site quotes, edited here (decision 039). */
  rates: RatesSource;
  /** Shared by every instance (decision 048); this process's memory by default. */
  limits?: Pick<RateLimits, "limiter">;
}

/**
 * The console's JSON endpoints (decision 037), mounted always. The guard lets in
 * an operator's session cookie (better-auth) or `Authorization: Bearer
 * <ADMIN_TOKEN>` for scripts (Hono's bearerAuth; tokens compared as SHA-256
 * digests, so the time taken says nothing of the token's length; after a few
 * wrong ones an address gets 429 for a while, right token or not), and answers
 * 401 otherwise. It sets `c.set("operator", {id, email})` for a session. A
 * session's changes (any method but GET/HEAD) must carry this site's Origin.
 * GET /leads?format=json|csv&since=DATE exports leads (the CLI asks a running
 * server, which holds the embedded database).
 */
export function adminFunction({
  adminToken,
  database,
  keyOf,
  auth,
  siteOrigin,
  rates,
  limits = { limiter: (_name, options) => createRateLimiter(options) },
}: AdminFunctionOptions) {
  const app = new Hono();
  const expected = adminToken ? digest(adminToken) : null;
  const failures = limits.limiter("admin-token-failures", {
    limit: FAILURES_ALLOWED,
    windowMs: FAILURE_WINDOW_MS,
  });
  const refused = {
    message: () =>
      errorResponse(401, "A valid operator token is required.", {
        headers: { "www-authenticate": "Bearer" },
      }),
  };
  // The request's slot in the wrong-token limit, taken before the token is compared (decision 051).
  const slots = new WeakMap<Context, RateLimitSlot>();
  const bearer = bearerAuth({
    verifyToken: async (token, c) => {
      const ok = expected !== null && timingSafeEqual(digest(token), expected);
      // A right token does not count; a wrong one keeps the slot it took.
      if (ok) await slots.get(c)?.giveBack();
      slots.delete(c);
      return ok;
    },
    noAuthenticationHeader: refused,
    invalidAuthenticationHeader: refused,
    invalidToken: refused,
  });
  app.use("*", async (c, next) => {
    const cookie = c.req.header("cookie");
    if (c.req.header("authorization") === undefined && cookie && SESSION_COOKIE.test(cookie)) {
      const found = await (await auth()).api.getSession({ headers: c.req.raw.headers });
      if (!found) return errorResponse(401, "Your session has ended. Please sign in again.");
      const origin = c.req.header("origin");
      if (c.req.method !== "GET" && c.req.method !== "HEAD" && origin !== siteOrigin)
        return errorResponse(403, "Changes are accepted only from this website's own console.");
      c.set("operator", { id: found.user.id, email: found.user.email });
      return next();
    }
    if (c.req.header("authorization") === undefined)
      return errorResponse(401, "Please sign in to the console, or send a valid operator token.", {
        headers: { "www-authenticate": "Bearer" },
      });
    // Counted before the token is compared, so concurrent guesses cannot all be compared.
    const slot = await failures.take(keyOf(c));
    if (!slot.allowed) {
      const { retryAfterSeconds } = slot;
      return errorResponse(429, `Too many wrong operator tokens. Please wait ${retryAfterSeconds} seconds.`, {
        headers: { "retry-after": String(retryAfterSeconds) },
      });
    }
    slots.set(c, slot);
    c.set("operator", undefined);
    const answer = await bearer(c, next);
    // A malformed header never reached the comparison: no token was guessed.
    if (slots.has(c)) await slots.get(c)?.giveBack();
    return answer;
  });
  app.get("/leads", async (c) => {
    const format = c.req.query("format") ?? "json";
    if (format !== "json" && format !== "csv")
      return errorResponse(400, 'The format must be "json" or "csv".');
    const since = parseSince(c.req.query("since"));
    if (since === "invalid") return errorResponse(400, "The since date must look like 2026-11-01.");
    const text = await exportLeads(await database(), format, since, siteOrigin);
    c.header("cache-control", "no-store");
    if (format === "csv") c.header("content-disposition", 'attachment; filename="leads.csv"');
    return c.body(text, 200, {
      "content-type": format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
    });
  });
  refuseOtherMethods(app);
  app.route("/sms-rates", smsRatesAdmin(rates));
  app.route("/retention", retentionAdmin(database));
  app.route("/", leadsAdmin(database));
  app.route("/operators", operatorsAdmin(auth));
  app.route("/insights", insightsAdmin(database));
  app.route("/conversations", conversationsAdmin(database));
  app.all("*", () => errorResponse(404, "There is no such function."));
  return app;
}
