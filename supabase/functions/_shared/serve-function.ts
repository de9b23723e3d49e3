/**
 * What each function's index.ts runs: `Deno.serve` over the shared site functions.
 * Supabase routes `/functions/v1/<name>/...` to the function `<name>` as `/<name>/...`.
 */
import { edgeHandler } from "./edge-app.ts";

interface DenoRuntime {
  serve(handler: (request: Request) => Response | Promise<Response>): unknown;
  env: { toObject(): Record<string, string> };
}

export function serveFunction(): void {
  const deno = (globalThis as unknown as { Deno: DenoRuntime }).Deno;
  deno.serve(edgeHandler(() => deno.env.toObject()));
}
