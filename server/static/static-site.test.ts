import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createStaticSite, type StaticSite } from "./static-site.ts";

const HOME_HTML = "<!doctype html><title>Home</title><h1>Home page</h1>";
const ABOUT_HTML = "<!doctype html><title>About</title><h1>About page</h1>";
const NOT_FOUND_HTML = "<!doctype html><title>Not found</title><h1>Page not found</h1>";
const APP_JS = `export const words = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `word-${i}`))};\n`;
const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg"/>';

let clientDir: string;

function write(relative: string, content: string | Buffer) {
  const file = path.join(clientDir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

function buildSite(): StaticSite {
  return createStaticSite({ clientDir, routePaths: ["/", "/about"], notFoundPath: "/404" });
}

function get(site: StaticSite, urlPath: string, init: RequestInit = {}): Response {
  return site(new Request(`http://127.0.0.1:3000${urlPath}`, init));
}

beforeEach(() => {
  clientDir = mkdtempSync(path.join(tmpdir(), "relaywave-static-"));
  write("index.html", HOME_HTML);
  write("about/index.html", ABOUT_HTML);
  write("404/index.html", NOT_FOUND_HTML);
  write("assets/app-abc123.js", APP_JS);
  write("favicon.svg", FAVICON);
  write("__spa-fallback.html", "<!doctype html><title>SPA fallback</title>");
  write(".vite/manifest.json", '{"app.js":{"file":"assets/app-abc123.js"}}');
});

afterEach(() => {
  rmSync(clientDir, { recursive: true, force: true });
});

describe("createStaticSite", () => {
  it("has a compressible asset fixture", () => {
    expect(Buffer.byteLength(APP_JS)).toBeGreaterThan(512);
  });

  it.each([
    ["/", HOME_HTML],
    ["/about", ABOUT_HTML],
  ])("serves %s with its HTML, no-cache and an ETag", async (urlPath, html) => {
    const response = get(buildSite(), urlPath);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(html);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("etag")).toMatch(/^"[\w-]+"$/);
  });

  it("gives different pages different ETags", () => {
    const site = buildSite();
    expect(get(site, "/").headers.get("etag")).not.toBe(get(site, "/about").headers.get("etag"));
  });

  it("redirects a trailing slash to the page's path with 308, keeping the query", () => {
    const site = buildSite();
    const response = get(site, "/about/?utm_source=mail&x=1");
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe("/about?utm_source=mail&x=1");
    expect(get(site, "/about/").headers.get("location")).toBe("/about");
  });

  it.each([
    "/missing",
    "/404",
    "/404/index.html",
    "/about/index.html",
    "/index.html",
    "/__spa-fallback.html",
    "/.vite/manifest.json",
    "/missing/",
  ])("answers %s with the 404 page", async (urlPath) => {
    const response = get(buildSite(), urlPath);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.text()).toBe(NOT_FOUND_HTML);
  });

  it("answers an unknown path under a language's prefix with that language's 404 page", async () => {
    const arabic = "<!doctype html><html lang=ar><title>غير موجودة</title>";
    write("ar/404/index.html", arabic);
    write("ar/index.html", "<!doctype html><html lang=ar><title>الرئيسية</title>");
    const site = createStaticSite({
      clientDir,
      routePaths: ["/", "/about", "/ar"],
      notFoundPath: "/404",
      localNotFoundPaths: { ar: "/ar/404" },
    });
    for (const urlPath of ["/ar/nothing", "/ar/services/sms-services/oman"]) {
      const response = get(site, urlPath);
      expect(response.status, urlPath).toBe(404);
      expect(await response.text()).toBe(arabic);
    }
    expect(get(site, "/ar").status).toBe(200);
    expect(get(site, "/ar/").status).toBe(308);
    expect(await get(site, "/arabic/nothing").text()).toBe(NOT_FOUND_HTML);
    expect(await get(site, "/nothing/ar").text()).toBe(NOT_FOUND_HTML);
  });

  it("does not answer 304 for the 404 page, even with its ETag", async () => {
    const site = buildSite();
    const etag = get(site, "/missing").headers.get("etag") ?? "";
    const response = get(site, "/missing", { headers: { "if-none-match": etag } });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(NOT_FOUND_HTML);
  });

  it("serves hashed assets with a one-year immutable cache", async () => {
    const response = get(buildSite(), "/assets/app-abc123.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(await response.text()).toBe(APP_JS);
  });

  it("answers the static hosts' _headers and 404.html with the 404 page, not as files", async () => {
    write("_headers", "/*\n  X-Frame-Options: DENY\n");
    write("404.html", NOT_FOUND_HTML);
    const site = buildSite();
    for (const hostFile of ["/_headers", "/404.html"]) {
      const response = get(site, hostFile);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe(NOT_FOUND_HTML);
    }
  });

  it("serves unhashed public files with a short cache and no Vary for small files", async () => {
    const response = get(buildSite(), "/favicon.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(response.headers.get("vary")).toBeNull();
    expect(await response.text()).toBe(FAVICON);
  });

  it("answers gzip to a client that accepts it", async () => {
    const response = get(buildSite(), "/assets/app-abc123.js", {
      headers: { "accept-encoding": "gzip, deflate" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get("content-length")).toBe(String(body.byteLength));
    expect(body.byteLength).toBeLessThan(Buffer.byteLength(APP_JS));
    expect(gunzipSync(body).toString("utf8")).toBe(APP_JS);
  });

  it("uses a precompressed .br file for a client that accepts brotli", async () => {
    const brotli = brotliCompressSync(Buffer.from(APP_JS));
    write("assets/app-abc123.js.br", brotli);
    const site = buildSite();
    const response = get(site, "/assets/app-abc123.js", { headers: { "accept-encoding": "br, gzip" } });
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(Buffer.from(await response.arrayBuffer()).equals(brotli)).toBe(true);
    // The .br file is a variant, not a URL of its own.
    expect(get(site, "/assets/app-abc123.js.br").status).toBe(404);
    // A gzip-only client still gets gzip.
    const gzipOnly = get(site, "/assets/app-abc123.js", { headers: { "accept-encoding": "gzip" } });
    expect(gzipOnly.headers.get("content-encoding")).toBe("gzip");
  });

  it("does not offer brotli when there is no .br file", () => {
    const response = get(buildSite(), "/assets/app-abc123.js", { headers: { "accept-encoding": "br" } });
    expect(response.headers.get("content-encoding")).toBeNull();
  });

  it("answers HEAD with the headers and an empty body", async () => {
    const response = get(buildSite(), "/about", { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("content-length")).toBe(String(Buffer.byteLength(ABOUT_HTML)));
    expect(response.headers.get("etag")).toBeTruthy();
    expect(await response.text()).toBe("");
  });

  it.each(["POST", "PUT", "DELETE"])("answers %s with 405 and a JSON sentence", async (method) => {
    const response = get(buildSite(), "/about", { method });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    expect(response.headers.get("content-type")).toContain("application/json");
    const body = (await response.json()) as { error: string };
    expect(body.error).toMatch(/^[A-Z].+\.$/);
  });

  it("refuses to start when a route's page is missing from the build", () => {
    rmSync(path.join(clientDir, "about"), { recursive: true });
    expect(buildSite).toThrow("The build has no page for /about. Rebuild the site.");
  });

  it("refuses to start when the 404 page is missing from the build", () => {
    rmSync(path.join(clientDir, "404"), { recursive: true });
    expect(buildSite).toThrow(/no 404 page/);
  });

  it("refuses to start when the build directory does not exist", () => {
    const missing = path.join(clientDir, "nope");
    expect(() => createStaticSite({ clientDir: missing, routePaths: ["/"], notFoundPath: "/404" })).toThrow(
      /site build is missing/,
    );
  });
});
