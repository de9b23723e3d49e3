/**
 * The prices editor's endpoints, under the admin guard (decision 039):
 * GET /admin/sms-rates the rates in effect (uncached, unlike the public copy),
 * PUT /admin/sms-rates the same array GET /functions/v1/sms-rates answers, validated like
 * the old sms-rates.json (a market left out is quoted "On request"), in effect at once;
 * GET /admin/sms-rates/history the saves, newest first.
 */
import { Hono } from "hono";
import { errorResponse, methodNotAllowed } from "../../http/errors.ts";
import { functionBody, readJson } from "../../http/read-json.ts";
import type { RatesSource } from "../../rates/rates-source.ts";
import { checkRates } from "../../rates/rates-validation.ts";

/** Who is signed in, when an operator session (not the bearer token) was used. */
export type OperatorVariables = { operator?: { id: string; email: string } };

export const API_TOKEN_ACTOR = "api-token";

export function smsRatesAdmin(rates: RatesSource) {
  const app = new Hono<{ Variables: OperatorVariables }>();
  app.use("*", async (c, next) => {
    await next();
    c.header("cache-control", "no-store");
  });
  app.get("/", (c) => c.json(rates.current()));
  app.put("/", functionBody(), async (c) => {
    const body = await readJson(c.req.raw);
    if (!body.ok) return body.response;
    const checked = checkRates(body.value);
    if (!checked.ok) return errorResponse(400, `The rates were not saved: ${checked.problem}.`);
    const actor = c.get("operator")?.email ?? API_TOKEN_ACTOR;
    return c.json(await rates.save(checked.rates, actor));
  });
  app.all("/", () => methodNotAllowed(["GET", "PUT"]));
  app.get("/history", async (c) => c.json(await rates.history()));
  app.all("/history", () => methodNotAllowed(["GET"]));
  return app;
}
