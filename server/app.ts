/**
 * The HTTP application: site functions under /functions/v1, a health check,
 * and the pre-rendered site for everything else.
 */
import { Hono } from "hono";
import { etag, RETAINED_304_HEADERS } from "hono/etag";
import { defaultLocale, locales } from "../app/content/locales.ts";
import { allSitePages, notFoundPrerenderPaths } from "../app/content/site-map.ts";
import { consolePages } from "../contracts/console-urls.ts";
import { createAnswerEngine } from "./brain/choose-engine.ts";
import type { Database } from "./db/database.ts";
import { openDatabase } from "./db/open-database.ts";
import type { ServerConfig } from "./env.ts";
import { functionsRouter } from "./functions/router.ts";
import { appErrorHandler } from "./http/app-error.ts";
import { refuseOtherMethods } from "./http/methods.ts";
import { pageContentSecurityPolicy, securityHeadersMiddleware } from "./http/security-headers.ts";
import { createLifecycle, type Lifecycle } from "./lifecycle.ts";
import { createRatesSource, type RatesSource } from "./rates/rates-source.ts";
import { createStaticSite } from "./static/static-site.ts";

export interface AppOptions {
  config: ServerConfig;
  /** The client build (build/client). */
  clientDir: string;
  /** The database, already opened and migrated by the server's start; opened on first use otherwise. */
  database?: () => Promise<Database>;
  /** The SMS rates; the server's start passes one it has started (loaded from the database). */
  rates?: RatesSource;
  /** Draining after SIGTERM (server/index.ts): /readyz answers 503 and connections close. */
  lifecycle?: Lifecycle;
}

export function createApp({
  config,
  clientDir,
  database = openDatabase(config),
  rates = createRatesSource({ database, dataDir: config.dataDir }),
  lifecycle = createLifecycle(),
}: AppOptions) {
  const site = createStaticSite({
    clientDir,
    routePaths: allSitePages.map((page) => page.path),
    privatePaths: consolePages,
    notFoundPath: notFoundPrerenderPaths[defaultLocale],
    // "/ar/…" answers the Arabic 404 page, "/hi/…" the Hindi one (decision 090).
    localNotFoundPaths: Object.fromEntries(
      locales
        .filter((locale) => locale !== defaultLocale)
        .map((locale) => [locale, notFoundPrerenderPaths[locale]]),
    ),
    pagePolicy: (scriptHashes) => pageContentSecurityPolicy(config, scriptHashes),
  });
  const answer = createAnswerEngine({ llm: config.llm, rates: () => rates.current() });
  const app = new Hono();
  // First, so its headers land on every response, including those app.onError makes (decision 013).
  app.use("*", securityHeadersMiddleware(config));
  // While draining, no connection is kept for another request: the next one goes to a live instance.
  app.use("*", async (c, next) => {
    await next();
    if (lifecycle.draining) c.header("connection", "close");
  });

  // No compression middleware: function answers are small JSON (under 1.5 KB), and static
  // files carry precompressed variants (decision 005).
  const databaseKind = config.databaseUrl ? "postgres" : "pglite";
  // Load balancers poll this often: ask the database at most once a second and reuse the result.
  let lastCheck: { at: number; ok: boolean } | null = null;
  async function databaseAnswers(): Promise<boolean> {
    const now = performance.now();
    if (lastCheck && now - lastCheck.at < 1000) return lastCheck.ok;
    let ok = true;
    try {
      await (await database()).ping();
    } catch (error) {
      ok = false;
      console.error(
        "Health check: the database is not answering:",
        error instanceof Error ? error.message : error,
      );
    }
    lastCheck = { at: performance.now(), ok };
    return ok;
  }
  app.get("/healthz", async (c) => {
    c.header("cache-control", "no-store");
    if (await databaseAnswers()) return c.json({ ok: true, database: databaseKind });
    return c.json({ ok: false, database: databaseKind, error: "The database is not answering." }, 503);
  });
  // Readiness, for balancers: liveness plus "not draining". The build is loaded once the app
  // exists (createStaticSite throws at start without one), so the database is what can fail.
  app.get("/readyz", async (c) => {
    c.header("cache-control", "no-store");
    if (lifecycle.draining)
      return c.json({ ok: false, database: databaseKind, error: "The server is shutting down." }, 503);
    if (!(await databaseAnswers()))
      return c.json({ ok: false, database: databaseKind, error: "The database is not answering." }, 503);
    return c.json({ ok: true, database: databaseKind, build: "loaded" });
  });
  refuseOtherMethods(app);
  app.route("/functions/v1", functionsRouter({ config, rates, answer, database }));
  // Only the site's answers get here: its ETags are made at start, so this only answers 304s
  // (weak validators and "*" too), keeping a page's own CSP on them (decision 013).
  app.use("*", etag({ retainedHeaders: [...RETAINED_304_HEADERS, "content-security-policy"] }));
  app.all("*", (c) => site(c.req.raw));

  app.onError(appErrorHandler);
  return app;
}
