/**
 * The router's table of site functions is the one list: each function is an Edge Function
 * of the same name with its section in supabase/config.toml, and every route the router
 * declares is one the fuzz test reaches. Adding a function is its handler, its schema, one
 * line in the router and its client; this test names whatever else is missing.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FUNCTION_PATHS } from "../../tests/support/fuzz/function-paths.ts";
import { stubDatabase } from "../../tests/support/stub-database.ts";
import type { AnswerEngine } from "../brain/types.ts";
import { loadConfig } from "../env.ts";
import type { RatesSource } from "../rates/rates-source.ts";
import { functionsRouter, SITE_FUNCTIONS } from "./router.ts";

const supabase = new URL("../../supabase/", import.meta.url);
/** Edge Functions that are not site functions: the scheduled outbox pass (decision 046). */
const EDGE_ONLY = ["lead-notify"];

function routes() {
  const router = functionsRouter({
    config: loadConfig({}),
    rates: {} as RatesSource,
    answer: (() => Promise.reject(new Error("unused"))) as AnswerEngine,
    database: async () => stubDatabase(),
  });
  // Middleware (use, all) declares no method; each handler's path is a route.
  return [...new Set(router.routes.filter((route) => route.method !== "ALL").map((route) => route.path))];
}

describe("the router's table of site functions", () => {
  it("mounts each function under its name", () => {
    const mounted = new Set(routes().map((path) => path.split("/")[1]));
    expect([...mounted].sort()).toEqual([...SITE_FUNCTIONS].sort());
  });

  it("has an Edge Function entry for each, and no entry without a function", () => {
    for (const name of SITE_FUNCTIONS) {
      const entry = new URL(`functions/${name}/index.ts`, supabase);
      expect(existsSync(entry), `supabase/functions/${name}/index.ts`).toBe(true);
      expect(readFileSync(entry, "utf8")).toContain("serveFunction()");
    }
    const entries = readdirSync(new URL("functions/", supabase), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith("_"))
      .map((entry) => entry.name);
    expect(entries.sort()).toEqual([...SITE_FUNCTIONS, ...EDGE_ONLY].sort());
  });

  it("has a section in supabase/config.toml for each, with the shared import map", () => {
    const config = readFileSync(new URL("config.toml", supabase), "utf8");
    const sections = [...config.matchAll(/^\[functions\.([\w-]+)\]\n((?:[^[\n].*\n?)*)/gm)];
    expect(sections.map(([, name]) => name).sort()).toEqual([...SITE_FUNCTIONS, ...EDGE_ONLY].sort());
    for (const [, name, body] of sections) {
      expect(body, name).toContain('import_map = "./functions/deno.json"');
      // The site functions check their own callers; only the scheduled pass needs Supabase's JWT.
      expect(body, name).toContain(`verify_jwt = ${EDGE_ONLY.includes(name ?? "")}`);
    }
  });

  it("declares no route the fuzz test does not reach", () => {
    const fuzzed = FUNCTION_PATHS.map((path) => path.replace(/^\/functions\/v1/, ""));
    const unreached = routes().filter((route) => {
      const pattern = new RegExp(`^${route.replace(/:\w+/g, "[^/]+")}$`);
      return !fuzzed.some((path) => pattern.test(path));
    });
    expect(unreached).toEqual([]);
  });
});
