/**
 * What the benchmarks (`bench:chat`, `bench:contact`) share: autocannon's API,
 * the app served in-process on 127.0.0.1, and the results table.
 */
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { createApp } from "../../server/app.ts";
import startPostgres from "../../tests/setup/postgres.ts";

/** The part of autocannon's programmatic API used here (the package ships no types). */
interface Histogram {
  average: number;
  p50: number;
  p99: number;
}
export interface AutocannonResult {
  requests: Histogram & { total: number };
  latency: Histogram;
  errors: number;
  timeouts: number;
  non2xx: number;
}
export interface AutocannonRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Rewrites the request before it is sent (autocannon's hook, e.g. a fresh key each time). */
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
}
interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  requests?: AutocannonRequest[];
  warmup?: { connections: number; duration: number };
  workers?: number;
}
type Autocannon = (options: AutocannonOptions) => PromiseLike<AutocannonResult>;
export const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

/** A whole number within bounds, or an error naming the option. */
export function wholeNumber(value: string | undefined, name: string, min: number, max: number): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new Error(`--${name} must be a whole number between ${min} and ${max}.`);
  }
  return number;
}

/** Serves the app on a free 127.0.0.1 port; resolves with its origin and a way to stop it. */
export async function serveOnLoopback(app: Pick<ReturnType<typeof createApp>, "fetch">) {
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve, reject) => {
    if (server.listening) resolve();
    server.once("listening", () => resolve());
    server.once("error", reject);
  });
  const { port } = server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      if ("closeAllConnections" in server) server.closeAllConnections();
    });
  return { origin: `http://127.0.0.1:${port}`, close };
}

export interface Row {
  name: string;
  result: AutocannonResult;
}

export function printTable(rows: Row[]): void {
  const header = ["endpoint", "req/s (avg)", "p50 ms", "p99 ms", "errors", "non-2xx"];
  const lines = rows.map(({ name, result }) => [
    name,
    result.requests.average.toFixed(0),
    result.latency.p50.toFixed(1),
    result.latency.p99.toFixed(1),
    String(result.errors + result.timeouts),
    String(result.non2xx),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] ?? "").length)),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd : cell.padStart).call(cell, widths[column] ?? 0))
      .join("  ");
  console.info(format(header));
  console.info(widths.map((width) => "-".repeat(width)).join("  "));
  for (const line of lines) console.info(format(line));
}

/**
 * Runs `measure` on the embedded PGlite database, then on a throwaway PostgreSQL
 * server with fsync on, as in production (tests/setup/postgres.ts), when installed;
 * `only` one of them when asked (to profile or repeat one).
 */
export async function onBothDatabases<T>(
  measure: (databaseUrl: string | null, label: string) => Promise<T>,
  only?: "pglite" | "postgres",
): Promise<{ label: string; result: T }[]> {
  let postgresUrl: string | null = null;
  const stopPostgres =
    only === "pglite"
      ? null
      : await startPostgres({ provide: (_key, url) => (postgresUrl = url) }, { durable: true });
  try {
    const results = only === "postgres" ? [] : [{ label: "PGlite", result: await measure(null, "PGlite") }];
    if (only === "pglite") return results;
    if (postgresUrl) results.push({ label: "PostgreSQL", result: await measure(postgresUrl, "PostgreSQL") });
    else console.info("PostgreSQL is not installed (apt-get install postgresql): only PGlite was measured.");
    return results;
  } finally {
    await stopPostgres?.();
  }
}
