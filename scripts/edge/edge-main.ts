/**
 * Runs under Deno (`npm run edge:serve`): every function in supabase/functions on
 * http://127.0.0.1:${EDGE_PORT}/functions/v1/<name>, as `supabase functions serve` does.
 * Each function's index.ts calls Deno.serve; here that call is caught, so every function
 * keeps its own handler (and its own database pool and limits, like an isolate), and one
 * listener hands `/functions/v1/<name>/rest` to it as `/<name>/rest`.
 */
type Handler = (request: Request) => Response | Promise<Response>;

interface DenoRuntime {
  serve(
    options: { port: number; hostname: string; onListen?: (addr: { port: number }) => void },
    handler: Handler,
  ): unknown;
  readDirSync(path: string | URL): Iterable<{ name: string; isDirectory: boolean }>;
  env: { get(name: string): string | undefined };
}

const deno = (globalThis as unknown as { Deno: DenoRuntime }).Deno;
const functionsDir = new URL("../../supabase/functions/", import.meta.url);
const handlers = new Map<string, Handler>();

const realServe = deno.serve.bind(deno);
for (const entry of [...deno.readDirSync(functionsDir)].sort((a, b) => a.name.localeCompare(b.name))) {
  if (!entry.isDirectory || entry.name.startsWith("_")) continue;
  let caught: Handler | null = null;
  // The functions call Deno.serve(handler) (serve-function.ts).
  deno.serve = ((handler: Handler) => {
    caught = handler;
  }) as unknown as DenoRuntime["serve"];
  await import(new URL(`${entry.name}/index.ts`, functionsDir).href);
  if (caught) handlers.set(entry.name, caught);
}
deno.serve = realServe;

const notFound = () =>
  Response.json(
    { error: "There is no such function." },
    { status: 404, headers: { "cache-control": "no-store" } },
  );

const port = Number(deno.env.get("EDGE_PORT") || 54321);
deno.serve(
  {
    port,
    hostname: "127.0.0.1",
    onListen: ({ port }) =>
      console.info(
        `Edge functions (${[...handlers.keys()].join(", ")}) on http://127.0.0.1:${port}/functions/v1/`,
      ),
  },
  (request) => {
    const url = new URL(request.url);
    const match = /^\/functions\/v1\/([^/]+)(\/.*)?$/.exec(url.pathname);
    const handler = match?.[1] ? handlers.get(match[1]) : undefined;
    if (!match || !handler) return notFound();
    url.pathname = `/${match[1]}${match[2] ?? ""}`;
    return handler(new Request(url, request));
  },
);
