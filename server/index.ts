/**
 * Starts the production server: validates configuration, opens (and migrates)
 * the database, loads the build and listens on HOST:PORT. Configuration and
 * database problems end the process with one sentence, not a stack trace.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import type { Database } from "./db/database.ts";
import { openDatabase } from "./db/open-database.ts";
import { ConfigError, loadConfig, type ServerConfig } from "./env.ts";
import { startRetentionJob } from "./jobs/retention-job.ts";
import { createLifecycle } from "./lifecycle.ts";
import { startLeadNotifier } from "./notify/notifier.ts";
import { createRatesSource, type RatesSource } from "./rates/rates-source.ts";
import { removeServerLock, writeServerLock } from "./server-lock.ts";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const clientDir = path.join(projectRoot, "build", "client");
type App = ReturnType<typeof createApp>;

/**
 * Node's defaults (headers 60 s, whole request 300 s, no connection cap) let slow and
 * idle clients hold sockets for minutes (decision 017). Node checks the first
 * two only every `connectionsCheckingInterval` (30 s by default), hence 1 s.
 */
export const SERVER_TIMEOUTS = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
} as const;

/** Listens with the timeouts above and at most MAX_CONNECTIONS open sockets (more are closed at once). */
export function listen(fetch: App["fetch"], config: ServerConfig, onListening?: Parameters<typeof serve>[1]) {
  const server = serve(
    { fetch, port: config.port, hostname: config.host, serverOptions: SERVER_TIMEOUTS },
    onListening,
  );
  server.maxConnections = config.maxConnections;
  return server;
}

/** How long a stopping server lets requests in flight finish before it cuts their connections. */
export const DRAIN_TIMEOUT_MS = 10_000;

type NodeServer = ReturnType<typeof listen>;
const closeIdleConnections = (server: NodeServer) => {
  if ("closeIdleConnections" in server) server.closeIdleConnections();
};
const closeAllConnections = (server: NodeServer) => {
  if ("closeAllConnections" in server) server.closeAllConnections();
};

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** `client` is the build to serve; a test may pass a stand-in (tests/support/minimal-build.ts). */
export async function startServer(config: ServerConfig, client = clientDir) {
  let database: Database;
  let rates: RatesSource;
  let app: App;
  const lifecycle = createLifecycle();
  try {
    // Opened (and migrated) before listening: a database problem stops the start with its sentence.
    const opened = openDatabase(config);
    database = await opened();
    // The stored SMS rates are in effect before the first request (decision 039).
    rates = createRatesSource({ database: opened, dataDir: config.dataDir });
    await rates.start();
    app = createApp({ config, clientDir: client, database: opened, rates, lifecycle });
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  const server = listen(app.fetch, config, (info) => {
    const host = info.family === "IPv6" ? `[${info.address}]` : info.address;
    // The lead export asks a running server when the embedded database is in its hands.
    if (database.kind === "pglite") writeServerLock(config.dataDir, { pid: process.pid, port: info.port });
    console.info(`Relaywave site ready on http://${host}:${info.port} (database: ${database.kind})`);
  });
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EADDRINUSE") {
      fail(`Port ${config.port} on ${config.host} is already in use. Set PORT to another port.`);
    }
    fail(`The server could not start: ${error.message}`);
  });
  const stopRetention = startRetentionJob(database, { leadRetentionMonths: config.leadRetentionMonths });
  // Lead notifications (decision 036): rows left by an earlier run are delivered now.
  const notifier = startLeadNotifier(database, config);
  // SIGTERM (a rolling restart) or SIGINT: drain, then stop the jobs and close the pool (decision 049).
  const stop = (signal: NodeJS.Signals) => {
    // A second signal (npm and tsx relay theirs too) must not cut the drain short.
    if (lifecycle.draining) return;
    lifecycle.drain();
    console.info(`${signal}: finishing the requests in flight, then stopping.`);
    // Idle keep-alive sockets close now, busy ones after their response (the app sends
    // Connection: close while draining); whatever is still open after DRAIN_TIMEOUT_MS is cut.
    const sweep = setInterval(() => closeIdleConnections(server), 250);
    const cut = setTimeout(() => closeAllConnections(server), DRAIN_TIMEOUT_MS);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(cut);
      stopRetention();
      rates.stop();
      // database.close() writes the buffered chat turns first (decision 032).
      void notifier
        .stop()
        .then(() => database.close())
        .then(
          () => {
            removeServerLock(config.dataDir, process.pid);
            process.exit(0);
          },
          (error: unknown) => fail(`Stopping failed: ${error instanceof Error ? error.message : error}`),
        );
    });
    closeIdleConnections(server);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  return server;
}

export function readConfig(): ServerConfig {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  void startServer(readConfig());
}
