/**
 * The HTTP application: site functions under /functions/v1, a health check,
 * and the pre-rendered site for everything else.
 */
import { Hono } from "hono";
import { notFoundPrerenderPath, sitePages } from "../app/content/site-map";
import { createAnswerEngine } from "./brain/answer-engine";
import type { ServerConfig } from "./env";
import { functionsRouter } from "./functions/router";
import { errorResponse, methodNotAllowed } from "./http/errors";
import { createRatesSource } from "./rates/rates-source";
import { createStaticSite } from "./static/static-site";

export interface AppOptions {
  config: ServerConfig;
  /** The client build (build/client). */
  clientDir: string;
}

export function createApp({ config, clientDir }: AppOptions) {
  const site = createStaticSite({
    clientDir,
    routePaths: sitePages.map((page) => page.path),
    notFoundPath: notFoundPrerenderPath,
  });
  const rates = createRatesSource(config.dataDir);
  const answer = createAnswerEngine({ llm: config.llm, rates: () => rates.current() });
  const app = new Hono();

  // No compression middleware: function answers are small JSON (under 1.5 KB), and static
  // files carry precompressed variants (decision 005).
  app.get("/healthz", (c) =>
    c.json({ ok: true, database: config.databaseUrl ? "postgres" : "pglite" }, 200, {
      "cache-control": "no-store",
    }),
  );
  app.all("/healthz", () => methodNotAllowed(["GET"]));
  app.route("/functions/v1", functionsRouter({ config, rates, answer }));
  app.all("*", (c) => site(c.req.raw));

  app.onError((error) => {
    console.error("Unhandled server error:", error);
    return errorResponse(500, "Something went wrong on our side. Please try again in a moment.");
  });
  return app;
}
