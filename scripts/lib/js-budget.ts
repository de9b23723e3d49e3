/**
 * The first-load JavaScript budget: every pre-rendered page may load at most
 * 1.15 times the JavaScript of an empty React Router app built with the same
 * versions (bench/empty-app), and never an SDK that must load only on demand.
 * Used by `npm test` (scripts/check-js-budget.ts) and `npm run audit`.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { measureFirstLoadJs } from "./first-load-js";

export const BUDGET_RATIO = 1.15;

/** SDKs that must load only when asked for, recognised by code they always contain. */
const lazyOnly = [
  { name: "Supabase SDK", marker: /GoTrueClient/ },
  { name: "toast library", marker: /data-sonner-toaster/ },
  { name: "voice SDK (Vapi, Daily)", marker: /api\.vapi\.ai|call-machine/ },
];

export interface PageJs {
  path: string;
  gzipBytes: number;
  files: string[];
  /** Names of on-demand SDKs this page loads up front. */
  eager: string[];
  ok: boolean;
}

export interface JsBudget {
  baselineBytes: number;
  budgetBytes: number;
  pages: PageJs[];
}

export function htmlFileOf(clientDir: string, routePath: string): string {
  return path.join(clientDir, routePath === "/" ? "index.html" : `${routePath.slice(1)}/index.html`);
}

/** Builds the empty yardstick app and returns its first-load JavaScript, gzip bytes. */
export function emptyAppBaseline(emptyAppDir = path.resolve("bench/empty-app")): number {
  const built = spawnSync("npx", ["react-router", "build"], { cwd: emptyAppDir, encoding: "utf8" });
  if (built.status !== 0) throw new Error(`Could not build the empty yardstick app:\n${built.stderr}`);
  const emptyDir = path.join(emptyAppDir, "build/client");
  return measureFirstLoadJs(emptyDir, htmlFileOf(emptyDir, "/")).gzipBytes;
}

export function measureJsBudget(
  clientDir: string,
  routePaths: readonly string[],
  baselineBytes: number,
): JsBudget {
  const budgetBytes = Math.floor(baselineBytes * BUDGET_RATIO);
  const pages = routePaths.map((routePath) => {
    const { gzipBytes, files } = measureFirstLoadJs(clientDir, htmlFileOf(clientDir, routePath));
    const eager = lazyOnly
      .filter(({ marker }) =>
        files.some((file) => marker.test(readFileSync(path.join(clientDir, file), "utf8"))),
      )
      .map(({ name }) => name);
    return { path: routePath, gzipBytes, files, eager, ok: gzipBytes <= budgetBytes && eager.length === 0 };
  });
  return { baselineBytes, budgetBytes, pages };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
