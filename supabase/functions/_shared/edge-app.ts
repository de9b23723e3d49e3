/**
 * One isolate's site functions (decision 046): the router the Node server mounts at
 * /functions/v1 (server/functions/router.ts), here at the root, since Supabase hands a
 * function the path `/<name>/...`. The database is PostgreSQL without migrations
 * (`supabase db push` applies them), opened on first use and kept for the isolate's life.
 */
import { Hono } from "hono";
import { createAnswerEngine } from "../../../server/brain/choose-engine.ts";
import type { Database } from "../../../server/db/database.ts";
import { openDatabase } from "../../../server/db/open-database.ts";
import type { ServerConfig } from "../../../server/env.ts";
import { functionsRouter } from "../../../server/functions/router.ts";
import { appErrorHandler } from "../../../server/http/app-error.ts";
import { errorResponse } from "../../../server/http/errors.ts";
import { securityHeadersMiddleware } from "../../../server/http/security-headers.ts";
import { deliverDueNotifications } from "../../../server/notify/notifier.ts";
import { createRatesSource } from "../../../server/rates/rates-source.ts";
import { edgeConfig } from "./edge-config.ts";

export interface EdgeContext {
  config: ServerConfig;
  database: () => Promise<Database>;
}

export function edgeContext(config: ServerConfig): EdgeContext {
  return { config, database: openDatabase(config, { migrate: false }) };
}

export function edgeApp({ config, database }: EdgeContext) {
  const rates = createRatesSource({ database, dataDir: config.dataDir });
  let ratesStarted: Promise<void> | null = null;
  const answer = createAnswerEngine({ llm: config.llm, rates: () => rates.current() });
  const app = new Hono();
  app.use("*", securityHeadersMiddleware(config));
  app.use("*", async (_c, next) => {
    // The stored SMS rates, before the first answer that may quote them (decision 039).
    ratesStarted ??= rates.start().catch((error) => {
      ratesStarted = null;
      console.error(`The stored SMS rates could not be loaded: ${(error as Error).message}`);
    });
    await ratesStarted;
    await next();
    // No write-behind to flush: on PostgreSQL the chat stores its turns before it answers
    // (decision 048), so an isolate frozen after answering loses nothing.
  });
  app.route("/", functionsRouter({ config, rates, answer, database }));
  app.onError(appErrorHandler);
  return app;
}

/**
 * `lead-notify`, which the project calls on a schedule: delivers the due lead notifications
 * (the Node server's outbox worker, one pass), then answers {"ok":true}.
 */
export function leadNotifyApp({ config, database }: EdgeContext) {
  const app = new Hono();
  app.use("*", securityHeadersMiddleware(config));
  app.post("/lead-notify", async (c) => {
    const db = await database();
    await deliverDueNotifications(db, config);
    return c.json({ ok: true });
  });
  app.all("/lead-notify", () => errorResponse(405, "Use POST to deliver the waiting lead notifications."));
  app.all("*", () => errorResponse(404, "There is no such function."));
  app.onError(appErrorHandler);
  return app;
}

type Fetch = (request: Request) => Response | Promise<Response>;
type AppBuilder = (context: EdgeContext) => { fetch: Fetch };

/**
 * The request handler for one isolate, built on the first request: a configuration
 * problem answers 503 with its sentence (logged), never a stack trace.
 */
export function edgeHandler(
  env: () => Record<string, string | undefined>,
  build: AppBuilder = edgeApp,
): Fetch {
  let handler: Fetch | null = null;
  return (request) => {
    if (!handler) {
      try {
        const context = edgeContext(edgeConfig(env()));
        const app = build(context);
        handler = (req) => app.fetch(req);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        console.error(`The functions are not configured: ${message}`);
        return errorResponse(503, "This service is not configured yet. Please try again later.");
      }
    }
    return handler(request);
  };
}
