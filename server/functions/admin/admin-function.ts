import { timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import type { Database } from "../../db/types";
import { errorResponse, methodNotAllowed } from "../../http/errors";
import { leadsToCsv, leadsToJson } from "../../leads/export-format";

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** "2026-11-01" or a full ISO timestamp; anything else is refused. */
export function parseSince(value: string | undefined): Date | null | "invalid" {
  if (!value) return null;
  if (!/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(value)) return "invalid";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "invalid" : date;
}

/**
 * Operator endpoints, behind `Authorization: Bearer <ADMIN_TOKEN>`; without a
 * token configured they do not exist (404). GET /leads?format=json|csv&since=DATE
 * exports leads from a running server, which holds the embedded database.
 */
export function adminFunction(adminToken: string | null, database: () => Promise<Database>) {
  const app = new Hono();
  app.use("*", async (c, next) => {
    if (!adminToken) return errorResponse(404, "There is no such function.");
    const given = /^Bearer (.+)$/.exec(c.req.header("authorization") ?? "")?.[1] ?? "";
    if (!sameSecret(given, adminToken)) {
      return errorResponse(401, "A valid operator token is required.", {
        headers: { "www-authenticate": "Bearer" },
      });
    }
    await next();
  });
  app.get("/leads", async (c) => {
    const format = c.req.query("format") ?? "json";
    if (format !== "json" && format !== "csv")
      return errorResponse(400, 'The format must be "json" or "csv".');
    const since = parseSince(c.req.query("since"));
    if (since === "invalid") return errorResponse(400, "The since date must look like 2026-11-01.");
    const leads = await (await database()).leads.list(since ? { since } : {});
    c.header("cache-control", "no-store");
    return format === "csv"
      ? c.body(leadsToCsv(leads), 200, { "content-type": "text/csv; charset=utf-8" })
      : c.body(leadsToJson(leads), 200, { "content-type": "application/json; charset=utf-8" });
  });
  app.all("/leads", () => methodNotAllowed(["GET"]));
  app.all("*", () => errorResponse(404, "There is no such function."));
  return app;
}
