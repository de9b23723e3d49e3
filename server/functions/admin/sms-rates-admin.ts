/**
 * The prices editor's endpoints, under the admin guard (decision 039):
 * GET /admin/sms-rates the rates in effect (uncached, unlike the public copy),
 * PUT /admin/sms-rates the same array GET /functions/v1/sms-rates answers, validated like
 * the old sms-rates.json (a market left out is quoted "On request"), in effect at once;
 * GET /admin/sms-rates/history the saves, newest first.
 */
import { Hono } from "hono";
import { errorResponse } from "../../http/errors.ts";
import { functionBody, jsonBody } from "../../http/json-body.ts";
import { refuseOtherMethods } from "../../http/methods.ts";
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
  const newRates = jsonBody((body) => {
    const checked = checkRates(body);
    return checked.ok ? checked.rates : errorResponse(400, `The rates were not saved: ${checked.problem}.`);
  });
  app.put("/", functionBody(), newRates, async (c) => {
    const saved = c.req.valid("json");
    const actor = c.get("operator")?.email ?? API_TOKEN_ACTOR;
    return c.json(await rates.save(saved, actor));
  });
  app.get("/history", async (c) => c.json(await rates.history()));
  return refuseOtherMethods(app);
}
