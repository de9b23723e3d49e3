/**
 * What each function's index.ts runs: `Deno.serve` over the shared site functions.
 * Supabase routes `/functions/v1/<name>/...` to the function `<name>` as `/<name>/...`.
 */
import { type EdgeContext, edgeApp, edgeHandler } from "./edge-app.ts";

interface DenoRuntime {
  serve(handler: (request: Request) => Response | Promise<Response>): unknown;
  env: { toObject(): Record<string, string> };
}

/** `build` makes the isolate's app: the site functions' router unless told otherwise. */
export function serveFunction(
  build: (context: EdgeContext) => { fetch: (request: Request) => Response | Promise<Response> } = edgeApp,
): void {
  const deno = (globalThis as unknown as { Deno: DenoRuntime }).Deno;
  deno.serve(edgeHandler(() => deno.env.toObject(), build));
}
