import { Hono } from "hono";
import { refuseOtherMethods } from "../http/methods.ts";

import type { RatesSource } from "../rates/rates-source.ts";

/** GET /functions/v1/sms-rates: the per-country SMS rates, as a JSON list. */
export function smsRatesFunction(rates: RatesSource) {
  const app = new Hono();
  app.get("/", (c) => {
    // Short cache: an operator's price change reaches visitors within a minute.
    c.header("cache-control", "public, max-age=60");
    return c.json(rates.current());
  });
  return refuseOtherMethods(app);
}
