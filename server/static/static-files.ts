/**
 * Loads the built site into memory once at start: each file with its
 * precompressed variants (written by scripts/postbuild.ts, or made here when
 * absent), a strong ETag, its cache policy and, for HTML, the hashes of its
 * inline scripts.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { contentTypeOf, isCompressible } from "./content-types.ts";
import { inlineScriptHashes } from "./inline-scripts.ts";

export interface StaticFile {
  body: Buffer;
  gzip: Buffer | null;
  brotli: Buffer | null;
  contentType: string;
  etag: string;
  cacheControl: string;
  /** HTML only: the CSP hash sources of the page's inline scripts (decision 013); null for other files. */
  scriptHashes: readonly string[] | null;
}

/** Hashed build output never changes: cache it for a year. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Pages must be revalidated (cheaply, by ETag) so a deploy shows at once. */
export const REVALIDATE = "no-cache";
/** Favicon, robots.txt, sitemap.xml: unhashed names, short cache. */
export const SHORT = "public, max-age=3600";

function cachePolicy(urlPath: string, contentType: string): string {
  if (urlPath.startsWith("/assets/")) return IMMUTABLE;
  if (contentType.startsWith("text/html")) return REVALIDATE;
  return SHORT;
}

function readVariant(file: string): Buffer | null {
  return existsSync(file) ? readFileSync(file) : null;
}

/** Every servable file of the build, by URL path ("/assets/root-abc.js", "/about/index.html"). */
export function loadStaticFiles(clientDir: string): Map<string, StaticFile> {
  if (!existsSync(clientDir) || !statSync(clientDir).isDirectory()) {
    throw new Error(`The site build is missing at ${clientDir}. Run "npm run build" first.`);
  }
  const files = new Map<string, StaticFile>();
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || file.endsWith(".gz") || file.endsWith(".br")) continue;
    const urlPath = `/${path.relative(clientDir, file).split(path.sep).join("/")}`;
    const body = readFileSync(file);
    const contentType = contentTypeOf(file);
    const compressible = isCompressible(contentType) && body.byteLength > 512;
    files.set(urlPath, {
      body,
      gzip: compressible ? (readVariant(`${file}.gz`) ?? gzipSync(body)) : null,
      brotli: compressible ? readVariant(`${file}.br`) : null,
      contentType,
      etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
      cacheControl: cachePolicy(urlPath, contentType),
      scriptHashes: contentType.startsWith("text/html") ? inlineScriptHashes(body.toString("utf8")) : null,
    });
  }
  return files;
}
