/**
 * The first-load JavaScript budget: every pre-rendered page may load at most
 * 1.15 times the JavaScript of an empty React Router app built with the same
 * versions (bench/empty-app), and never an SDK that must load only on demand.
 * Used by `npm test` (scripts/check-js-budget.ts) and `npm run audit`.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export const BUDGET_RATIO = 1.15;

export interface FirstLoadJs {
  files: string[];
  gzipBytes: number;
  rawBytes: number;
}

const htmlScriptPatterns = [
  /<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g,
  /<script[^>]+src="([^"]+)"/g,
  /import\(\s*"([^"]+\.js)"\s*\)/g,
  /import\s+(?:[\w*{}\s,]+from\s+)?"([^"]+\.js)"/g,
  // The paint-first boot script's list of modules to preload (scripts/lib/paint-first-boot.ts).
  /"(\/assets\/[^"]+\.js)"/g,
];

// Static imports in minified chunks: `import"./a.js"`, `import{x as y}from"./a.js"`, `export{..}from"./a.js"`.
const staticImportPattern = /(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}$\s,]*?from\s*)?["']([^"']+\.js)["']/g;

function matchAll(source: string, pattern: RegExp): string[] {
  return [...source.matchAll(pattern)].map((match) => match[1] ?? "").filter(Boolean);
}

/** The site-absolute URLs of the scripts an HTML page loads or preloads. */
export function scriptUrlsInHtml(html: string): string[] {
  return [...new Set(htmlScriptPatterns.flatMap((pattern) => matchAll(html, pattern)))].filter((url) =>
    url.startsWith("/"),
  );
}

/** Static import specifiers of one built module. */
export function staticImportsOf(code: string): string[] {
  return matchAll(code, staticImportPattern);
}

/**
 * The JavaScript a pre-rendered page makes the browser load before it is interactive:
 * every module its HTML loads or preloads, plus their static imports, gzip-compressed.
 * Dynamic imports (chat panel, voice SDK) are not counted: they load later, on demand.
 */
export function measureFirstLoadJs(clientDir: string, htmlFile: string): FirstLoadJs {
  const html = readFileSync(htmlFile, "utf8");
  const root = path.resolve(clientDir);
  const queue = scriptUrlsInHtml(html).map((url) => path.join(root, url));
  const seen = new Set<string>();
  let gzipBytes = 0;
  let rawBytes = 0;
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const code = readFileSync(file);
    rawBytes += code.byteLength;
    gzipBytes += gzipSync(code).byteLength;
    for (const specifier of staticImportsOf(code.toString("utf8"))) {
      queue.push(
        specifier.startsWith("/") ? path.join(root, specifier) : path.resolve(path.dirname(file), specifier),
      );
    }
  }
  return { files: [...seen].map((file) => path.relative(root, file)), gzipBytes, rawBytes };
}

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
