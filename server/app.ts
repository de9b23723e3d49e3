/**
 * The HTTP application: site functions under /functions/v1, a health check,
 * and the pre-rendered site for everything else.
 */
import { Hono } from "hono";
import { compress } from "hono/compress";
import { notFoundPrerenderPath, sitePages } from "../app/content/site-map";
import type { ServerConfig } from "./env";
import { cannedEngine } from "./functions/chat/canned-engine";
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
  const app = new Hono();

  // Dynamic JSON answers are compressed here; static files carry precompressed variants.
  app.use("/functions/*", compress());

  app.get("/healthz", (c) =>
    c.json({ ok: true, database: config.databaseUrl ? "postgres" : "pglite" }, 200, {
      "cache-control": "no-store",
    }),
  );
  app.all("/healthz", () => methodNotAllowed(["GET"]));
  app.route("/functions/v1", functionsRouter({ siteOrigin: config.siteOrigin, rates, answer: cannedEngine }));
  app.all("*", (c) => site(c.req.raw));

  app.onError((error) => {
    console.error("Unhandled server error:", error);
    return errorResponse(500, "Something went wrong on our side. Please try again in a moment.");
  });
  return app;
}
