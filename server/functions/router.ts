import { Hono } from "hono";
import { errorResponse } from "../http/errors";
import type { RatesSource } from "../rates/rates-source";
import { type AnswerEngine, chatFunction } from "./chat/chat-function";
import { functionsCors } from "./cors";
import { smsRatesFunction } from "./sms-rates";

export interface FunctionsDeps {
  siteOrigin: string;
  rates: RatesSource;
  answer: AnswerEngine;
}

/** The site functions, mounted at /functions/v1 (the path Supabase clients call). */
export function functionsRouter(deps: FunctionsDeps) {
  const app = new Hono();
  app.use("*", functionsCors(deps.siteOrigin));
  app.route("/sms-rates", smsRatesFunction(deps.rates));
  app.route("/chat", chatFunction(deps.answer));
  app.all("*", () => errorResponse(404, "There is no such function."));
  return app;
}
