/**
 * The pages on a CDN (decision 047): `build/client/_headers` in the format
 * Netlify and Cloudflare Pages read, with the headers the Node server sends
 * (server/http/security-headers.ts, server/static/static-files.ts), and
 * `build/client/404.html`, which both hosts serve for unknown paths.
 *
 * Both hosts apply every rule whose path matches a request, and Cloudflare
 * joins a header set by two matching rules with a comma: two policies would
 * both be enforced and block the page's scripts. So no header is ever set by
 * two rules that can match one path: the common headers on `/*`, each page's
 * policy and cache rule on its own exact paths, the non-page policy on the
 * files that are no page.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { defaultLocale, locales } from "../../app/content/locales.ts";
import { notFoundPrerenderPaths, sitePages } from "../../app/content/site-map.ts";
import { consolePages } from "../../contracts/console-urls.ts";
import {
  NON_PAGE_POLICY,
  pageContentSecurityPolicy,
  type SecurityConfig,
  securityHeaders,
} from "../../server/http/security-headers.ts";
import { inlineScriptHashes } from "../../server/static/inline-scripts.ts";
import { loadStaticFiles, type StaticFile } from "../../server/static/static-files.ts";
import { STATIC_HOST_FILES } from "../../server/static/static-site.ts";

/** Cloudflare Pages' documented limits for `_headers`. */
export const MAX_RULES = 100;
export const MAX_LINE = 2000;

export interface HeaderRule {
  path: string;
  headers: [string, string][];
}

/** "x-content-type-options" → "X-Content-Type-Options" (Netlify repeats a header whose case differs from its own). */
const headerName = (name: string) =>
  name.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => dash + c.toUpperCase());

const pageFile = (routePath: string) => (routePath === "/" ? "/index.html" : `${routePath}/index.html`);

/**
 * Files that need no rule of their own: pages (their own rules), React Router's
 * loader data (fetched on navigation, never rendered, unhashed: the host's own
 * revalidation is right for it) and this file.
 */
const needsNoRule = (urlPath: string, file: StaticFile) =>
  file.scriptHashes !== null ||
  urlPath.endsWith(".data") ||
  (STATIC_HOST_FILES as readonly string[]).includes(urlPath);

export function cdnHeaderRules(files: ReadonlyMap<string, StaticFile>, config: SecurityConfig): HeaderRule[] {
  const { "content-security-policy": _perResponse, ...common } = securityHeaders({ https: true });
  const rules: HeaderRule[] = [
    // A CDN serves over HTTPS only, so HSTS is always true here.
    { path: "/*", headers: Object.entries(common).map(([name, value]) => [headerName(name), value]) },
  ];

  const pages = [...sitePages.map((page) => ({ path: page.path, noindex: false }))].concat(
    consolePages.map((path) => ({ path, noindex: true })),
  );
  for (const page of pages) {
    const file = files.get(pageFile(page.path));
    if (!file?.scriptHashes) throw new Error(`The build has no page for ${page.path}. Rebuild the site.`);
    const headers: [string, string][] = [
      ["Content-Security-Policy", pageContentSecurityPolicy(config, file.scriptHashes)],
      ["Cache-Control", file.cacheControl],
      ...(page.noindex ? [["X-Robots-Tag", "noindex"] as [string, string]] : []),
    ];
    // Netlify serves /about/index.html at /about, Cloudflare Pages at /about/: one rule for each.
    rules.push({ path: page.path, headers });
    if (page.path !== "/") rules.push({ path: `${page.path}/`, headers });
  }

  // Other files: one splat per top-level folder that holds no page (/assets/*, /og/*), else one rule per file.
  const holdsPage = (folder: string) =>
    pages.some((page) => page.path.startsWith(`/${folder}/`) || page.path === `/${folder}`);
  const groups = new Map<string, string>();
  for (const [urlPath, file] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    if (needsNoRule(urlPath, file)) continue;
    const folder = urlPath.split("/")[1] ?? "";
    const isNested = urlPath.indexOf("/", 1) > 0;
    const rulePath = isNested && !holdsPage(folder) ? `/${folder}/*` : urlPath;
    const known = groups.get(rulePath);
    if (known !== undefined) {
      if (known !== file.cacheControl)
        throw new Error(
          `${urlPath} is cached unlike the other files of ${rulePath}: give it a rule of its own.`,
        );
      continue;
    }
    groups.set(rulePath, file.cacheControl);
    rules.push({
      path: rulePath,
      headers: [
        ["Content-Security-Policy", NON_PAGE_POLICY],
        ["Cache-Control", file.cacheControl],
      ],
    });
  }
  return rules;
}

/** The `_headers` file; refuses what Cloudflare Pages would reject. */
export function formatHeaderRules(rules: readonly HeaderRule[]): string {
  if (rules.length > MAX_RULES)
    throw new Error(
      `_headers would have ${rules.length} rules; Cloudflare Pages reads at most ${MAX_RULES}.`,
    );
  const lines = [
    "# Generated by npm run build (scripts/lib/cdn-headers.ts): the headers the Node server sends, for Netlify and Cloudflare Pages.",
  ];
  for (const rule of rules) {
    lines.push(rule.path, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`));
  }
  const long = lines.find((line) => line.length > MAX_LINE);
  if (long) throw new Error(`A _headers line is longer than ${MAX_LINE} characters: ${long.slice(0, 80)}…`);
  return `${lines.join("\n")}\n`;
}

/**
 * The 404 page as hosts serve it for any unknown path, where no path rule can
 * name it: its policy travels in the page as a meta element, before any
 * script. frame-ancestors is left out (a meta policy cannot carry it; `/*`'s
 * X-Frame-Options: DENY does that job).
 */
export function notFoundPageForCdn(html: string, policy: string): string {
  const metaPolicy = policy
    .split(";")
    .map((directive) => directive.trim())
    .filter((directive) => !directive.startsWith("frame-ancestors"))
    .join("; ");
  const meta = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy.replace(/"/g, "&quot;")}"/>`;
  const charset = /<meta charset="?utf-8"?\s*\/?>/i.exec(html);
  if (!charset)
    throw new Error("The 404 page has no <meta charset>: cannot place its policy before its scripts.");
  const at = charset.index + charset[0].length;
  return html.slice(0, at) + meta + html.slice(at);
}

/**
 * Netlify's `_redirects`: an unknown path under a language's prefix gets that language's 404 page
 * with status 404 (a rule applies only where no file matches). Cloudflare Pages needs none: it
 * serves the nearest `404.html` up the directory tree (decision 090).
 */
export function notFoundRedirects(): string {
  const lines = locales
    .filter((locale) => locale !== defaultLocale)
    .map((locale) => `/${locale}/* ${notFoundPrerenderPaths[locale].replace(/\/404$/, "/404.html")} 404`);
  return `${lines.join("\n")}\n`;
}

/**
 * Writes each language's `404.html` (the default one at the root, the others under their prefix:
 * `ar/404.html`), Netlify's `_redirects` and `_headers` into a finished client build; returns the
 * number of header rules.
 */
export function writeCdnFiles(clientDir: string, config: SecurityConfig): number {
  for (const locale of locales) {
    const notFoundPath = notFoundPrerenderPaths[locale];
    const notFoundHtml = readFileSync(path.join(clientDir, notFoundPath, "index.html"), "utf8");
    const policy = pageContentSecurityPolicy(config, inlineScriptHashes(notFoundHtml));
    const target = path.join(clientDir, path.dirname(notFoundPath), "404.html");
    writeFileSync(target, notFoundPageForCdn(notFoundHtml, policy));
  }
  writeFileSync(path.join(clientDir, "_redirects"), notFoundRedirects());
  const rules = cdnHeaderRules(loadStaticFiles(clientDir), config);
  writeFileSync(path.join(clientDir, "_headers"), formatHeaderRules(rules));
  return rules.length;
}
