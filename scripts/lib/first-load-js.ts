/**
 * Measures the JavaScript a pre-rendered page makes the browser load before it
 * is interactive: every module its HTML loads or preloads, plus their static
 * imports, gzip-compressed. Dynamic imports (chat panel, voice SDK) are not
 * counted: they load later, on demand.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

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
