/**
 * Finishes the client build after `react-router build`: writes sitemap.xml and
 * robots.txt from the site map, draws every public page's share image
 * (scripts/lib/share/share-images.ts), records the build fingerprint, removes the SPA
 * fallback this fully pre-rendered site never serves, makes every page paint
 * before its JavaScript loads (scripts/lib/paint-first-boot.ts), marks the modules it loads first
 * for eager compilation (scripts/lib/compile-hints.ts), precompresses
 * every text file (gzip and brotli) so the server sends them without compressing per request,
 * and writes what a CDN needs (scripts/lib/cdn-headers.ts): 404.html and _headers.
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { locales } from "../app/content/locales.ts";
import { allSitePages, sitePagesIn } from "../app/content/site-map.ts";
import { buildFingerprint, PUBLIC_ENV_NAMES } from "../config/build-fingerprint.ts";
import { loadConfig } from "../server/env.ts";
import { contentTypeOf, isCompressible } from "../server/static/content-types.ts";
import { writeCdnFiles } from "./lib/cdn-headers.ts";
import { withCompileHint } from "./lib/compile-hints.ts";
import { firstLoadModules, paintFirstBoot } from "./lib/paint-first-boot.ts";
import { robotsTxt, sitemapXml } from "./lib/seo-files.ts";
import { writeShareImages } from "./lib/share/share-images.ts";

const buildDir = path.resolve("build");
const clientDir = path.join(buildDir, "client");
const fingerprint = buildFingerprint(process.env);
const today = new Date().toISOString().slice(0, 10);
// The pages' policies depend on the public variables only (a hosted Supabase project, Vapi), as on the server.
const securityConfig = loadConfig(
  Object.fromEntries(PUBLIC_ENV_NAMES.map((name) => [name, process.env[name]])),
);

writeFileSync(path.join(clientDir, "sitemap.xml"), sitemapXml(fingerprint.siteOrigin, allSitePages, today));
writeFileSync(path.join(clientDir, "robots.txt"), robotsTxt(fingerprint.siteOrigin));
rmSync(path.join(clientDir, "__spa-fallback.html"), { force: true });
const drawStart = performance.now();
const shareImages: string[] = [];
for (const locale of locales) {
  shareImages.push(...(await writeShareImages(clientDir, sitePagesIn(locale), locale)));
}
const drawSeconds = ((performance.now() - drawStart) / 1000).toFixed(1);

const listFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));

let pages = 0;
const firstLoad = new Set<string>();
for (const file of listFiles(clientDir).filter((name) => name.endsWith(".html"))) {
  const html = readFileSync(file, "utf8");
  for (const href of firstLoadModules(html)) firstLoad.add(href);
  writeFileSync(file, paintFirstBoot(html));
  pages += 1;
}
// Before precompression, so the .gz and .br files carry the hint too.
for (const href of firstLoad) {
  const file = path.join(clientDir, href);
  writeFileSync(file, withCompileHint(readFileSync(file, "utf8")));
}

let compressed = 0;
for (const file of listFiles(clientDir)) {
  if (/\.(gz|br)$/.test(file) || !isCompressible(contentTypeOf(file)) || statSync(file).size <= 512) continue;
  const body = readFileSync(file);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  compressed += 1;
}

const headerRules = writeCdnFiles(clientDir, securityConfig);

writeFileSync(
  path.join(buildDir, "build-info.json"),
  `${JSON.stringify({ ...fingerprint, builtAt: new Date().toISOString() }, null, 2)}\n`,
);
console.info(
  `Postbuild: sitemap.xml, robots.txt, ${shareImages.length} share images in ${drawSeconds} s, ${pages} pages paint first, ${firstLoad.size} first-load modules compiled eagerly, ${compressed} files precompressed, 404.html per language, _redirects and _headers (${headerRules} rules) for ${fingerprint.siteOrigin}.`,
);
