import { Hono } from "hono";
import { errorResponse } from "../http/errors";
import type { RatesSource } from "../rates/rates-source";
import { functionsCors } from "./cors";
import { smsRatesFunction } from "./sms-rates";

export interface FunctionsDeps {
  siteOrigin: string;
  rates: RatesSource;
}

/** The site functions, mounted at /functions/v1 (the path Supabase clients call). */
export function functionsRouter(deps: FunctionsDeps) {
  const app = new Hono();
  app.use("*", functionsCors(deps.siteOrigin));
  app.route("/sms-rates", smsRatesFunction(deps.rates));
  app.all("*", () => errorResponse(404, "There is no such function."));
  return app;
}
