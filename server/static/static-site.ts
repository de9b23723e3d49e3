/**
 * Serves the pre-rendered site: each route's own HTML at its exact path (no
 * trailing slash, no redirect), hashed assets, and the 404 page with status 404
 * for anything else. Each HTML response carries its own Content-Security-Policy,
 * listing the hashes of that page's inline scripts (decision 013).
 */
import { parseAccept } from "hono/utils/accept";
import { defaultLocale, locales } from "../../app/content/locales.ts";
import { methodNotAllowed } from "../http/errors.ts";
import { loadStaticFiles, type StaticFile } from "./static-files.ts";

export interface StaticSiteOptions {
  clientDir: string;
  /** Public page paths ("/", "/about", ...). */
  routePaths: readonly string[];
  /** Pages that are not public (the console): served with `X-Robots-Tag: noindex`. */
  privatePaths?: readonly string[];
  /** Where the 404 page was pre-rendered ("/404"). */
  notFoundPath: string;
  /**
   * Other languages' 404 pages by the first segment of the paths they answer ({ ar: "/ar/404" }):
   * "/ar/anything" gets the Arabic one, any other unknown path `notFoundPath` (decision 090).
   */
  localNotFoundPaths?: Readonly<Record<string, string>>;
  /**
   * The Content-Security-Policy of an HTML page from the hashes of its inline
   * scripts. Called once per page at start; without it pages get no CSP here.
   */
  pagePolicy?: (scriptHashes: readonly string[]) => string;
}

export type StaticSite = (request: Request) => Response;

function htmlFileFor(routePath: string): string {
  return routePath === "/" ? "/index.html" : `${routePath}/index.html`;
}

/** Files reachable by their own URL: not page HTML (served at the route path) nor build internals. */
function isPublicFile(urlPath: string): boolean {
  return !urlPath.endsWith("/index.html") && !urlPath.startsWith("/.vite/") && !urlPath.startsWith("/__");
}

interface Representation {
  body: Buffer;
  encoding: "br" | "gzip" | null;
  /** Each encoding is its own representation, so it gets its own ETag (RFC 9110). */
  etag: string;
}

/** The variant for Accept-Encoding: a coding with q=0 is refused (RFC 9110); brotli wins a tie. */
function pickRepresentation(request: Request, file: StaticFile): Representation {
  const weights = new Map(
    parseAccept(request.headers.get("accept-encoding") ?? "").map(({ type, q }) => [type.toLowerCase(), q]),
  );
  const br = weights.get("br") ?? 0;
  const gzip = weights.get("gzip") ?? 0;
  const tagged = (suffix: string) => file.etag.replace(/"$/, `-${suffix}"`);
  if (file.brotli && br > 0 && (br >= gzip || !file.gzip))
    return { body: file.brotli, encoding: "br", etag: tagged("br") };
  if (file.gzip && gzip > 0) return { body: file.gzip, encoding: "gzip", etag: tagged("gz") };
  return { body: file.body, encoding: null, etag: file.etag };
}

/** A 304 for a matching If-None-Match is Hono's etag middleware's, in app.ts. */
function respond(
  request: Request,
  file: StaticFile,
  policy: string | undefined,
  status = 200,
  noindex = false,
): Response {
  const { body, encoding, etag } = pickRepresentation(request, file);
  const headers = new Headers({
    "content-type": file.contentType,
    "cache-control": file.cacheControl,
    etag,
  });
  if (policy) headers.set("content-security-policy", policy);
  if (noindex) headers.set("x-robots-tag", "noindex");
  if (file.gzip || file.brotli) headers.set("vary", "Accept-Encoding");
  if (encoding) headers.set("content-encoding", encoding);
  headers.set("content-length", String(body.byteLength));
  return new Response(request.method === "HEAD" ? null : new Uint8Array(body), { status, headers });
}

/**
 * Written for static hosts (scripts/lib/cdn-headers.ts, decisions 047 and 090): their headers,
 * Netlify's redirects and each language's 404 page; this server answers 404 for them.
 */
export const STATIC_HOST_FILES: readonly string[] = [
  "/_headers",
  "/_redirects",
  "/404.html",
  ...locales.filter((locale) => locale !== defaultLocale).map((locale) => `/${locale}/404.html`),
];

export function createStaticSite(options: StaticSiteOptions): StaticSite {
  const files = loadStaticFiles(options.clientDir);
  for (const hostFile of STATIC_HOST_FILES) files.delete(hostFile);
  const pages = new Map<string, StaticFile>();
  const privatePages = new Set<StaticFile>();
  for (const routePath of options.privatePaths ?? []) {
    const file = files.get(htmlFileFor(routePath));
    if (!file) throw new Error(`The build has no page for ${routePath}. Rebuild the site.`);
    pages.set(routePath, file);
    privatePages.add(file);
  }
  for (const routePath of options.routePaths) {
    const file = files.get(htmlFileFor(routePath));
    if (!file) throw new Error(`The build has no page for ${routePath}. Rebuild the site.`);
    pages.set(routePath, file);
  }
  const notFoundPage = (routePath: string): StaticFile => {
    const file = files.get(htmlFileFor(routePath));
    if (!file) throw new Error(`The build has no 404 page at ${routePath}. Rebuild the site.`);
    return { ...file, cacheControl: "no-cache" };
  };
  const notFound = notFoundPage(options.notFoundPath);
  const localNotFound = new Map(
    Object.entries(options.localNotFoundPaths ?? {}).map(([segment, routePath]) => [
      segment,
      notFoundPage(routePath),
    ]),
  );
  const notFoundFor = (pathname: string) => localNotFound.get(pathname.split("/")[1] ?? "") ?? notFound;
  // Built once here, not per request: a page's policy only changes with a new build.
  const policies = new Map<StaticFile, string>();
  if (options.pagePolicy) {
    for (const file of [...files.values(), notFound, ...localNotFound.values()]) {
      if (file.scriptHashes) policies.set(file, options.pagePolicy(file.scriptHashes));
    }
  }
  const serve = (request: Request, file: StaticFile, status?: number) =>
    respond(request, file, policies.get(file), status, privatePages.has(file));

  return (request) => {
    if (request.method !== "GET" && request.method !== "HEAD") return methodNotAllowed(["GET", "HEAD"]);
    const url = new URL(request.url);
    const pathname = url.pathname;
    if (pathname.length > 1 && pathname.endsWith("/")) {
      // A loop, not /\/+$/: that regex backtracks quadratically on a long run of slashes (server/redos.test.ts).
      let end = pathname.length;
      while (end > 0 && pathname[end - 1] === "/") end--;
      const canonical = pathname.slice(0, end) || "/";
      if (pages.has(canonical)) {
        return new Response(null, { status: 308, headers: { location: `${canonical}${url.search}` } });
      }
    }
    const page = pages.get(pathname);
    if (page) return serve(request, page);
    const file = isPublicFile(pathname) ? files.get(pathname) : undefined;
    if (file) return serve(request, file);
    return serve(request, notFoundFor(pathname), 404);
  };
}
