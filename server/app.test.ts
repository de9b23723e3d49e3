import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  allSitePages,
  notFoundPrerenderPath,
  notFoundPrerenderPaths,
  sitePages,
} from "../app/content/site-map.ts";
import { smsRates } from "../app/content/sms-rates.ts";
import { consolePages } from "../contracts/console-urls.ts";
import { allowConsoleError } from "../tests/setup/vitest-setup.ts";
import { createApp } from "./app.ts";
import { loadConfig } from "./env.ts";

let root: string;
let clientDir: string;
let dataDir: string;
let app: ReturnType<typeof createApp>;

function pageHtml(name: string): string {
  return `<!doctype html><html><head><title>${name}</title></head><body><h1>${name}</h1></body></html>`;
}

function writePage(urlPath: string, name: string) {
  const dir = path.join(clientDir, urlPath);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "index.html"), pageHtml(name));
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "relaywave-app-"));
  clientDir = path.join(root, "client");
  dataDir = path.join(root, "data");
  mkdirSync(dataDir, { recursive: true });
  for (const page of allSitePages) writePage(page.path, `Page ${page.name}`);
  writePage(notFoundPrerenderPath, "Page not found");
  writePage(notFoundPrerenderPaths.ar, "الصفحة غير موجودة");
  writePage(notFoundPrerenderPaths.hi, "पेज नहीं मिला");
  for (const urlPath of consolePages) writePage(urlPath, "Console");
  app = createApp({ config: loadConfig({ DATA_DIR: dataDir }), clientDir });
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe("health check", () => {
  // Opens (and migrates) a real PGlite store on first use: slow on a busy machine.
  it("GET /healthz reports ok with the embedded database", { timeout: 60_000 }, async () => {
    const response = await app.request("/healthz");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ ok: true, database: "pglite" });
  });

  it("answers 503, naming postgres, when DATABASE_URL points at a database that does not answer", async () => {
    const logged = allowConsoleError();
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: "postgres://user:secret@127.0.0.1:1/relaywave",
    });
    const response = await createApp({ config, clientDir }).request("/healthz");
    expect(response.status).toBe(503);
    const body = await response.json();
    expect(body).toEqual({ ok: false, database: "postgres", error: "The database is not answering." });
    expect(JSON.stringify(logged.mock.calls)).not.toContain("secret");
  });

  it("POST /healthz is 405", async () => {
    const response = await app.request("/healthz", { method: "POST" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET");
  });
});

describe("site functions", () => {
  it("GET /functions/v1/sms-rates answers the six published rates", async () => {
    const response = await app.request("/functions/v1/sms-rates");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
    const body = (await response.json()) as unknown[];
    expect(body).toHaveLength(6);
    expect(body).toEqual(smsRates);
  });

  it("POST /functions/v1/sms-rates is 405 with a JSON error", async () => {
    const response = await app.request("/functions/v1/sms-rates", { method: "POST" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET");
    const body = (await response.json()) as { error: string };
    expect(body.error).toMatch(/^[A-Z].+\.$/);
  });

  it("an unknown function is 404 with a JSON error", async () => {
    const response = await app.request("/functions/v1/nope");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    const body = (await response.json()) as { error: string };
    expect(body).toEqual({ error: expect.stringMatching(/^[A-Z].+\.$/) });
  });
});

describe("CORS on site functions", () => {
  const preflight = (origin: string, url = "http://127.0.0.1:3000/functions/v1/sms-rates") =>
    app.request(url, {
      method: "OPTIONS",
      headers: {
        origin,
        "access-control-request-method": "GET",
        "access-control-request-headers": "apikey, authorization, x-client-info",
      },
    });

  it("allows a preflight from the site origin, with the Supabase client headers", async () => {
    const response = await preflight(
      "http://127.0.0.1:3000",
      "http://internal.example:8080/functions/v1/sms-rates",
    );
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get("access-control-allow-origin")).toBe("http://127.0.0.1:3000");
    const allowed = (response.headers.get("access-control-allow-headers") ?? "")
      .split(",")
      .map((name) => name.trim().toLowerCase());
    expect(allowed).toEqual(expect.arrayContaining(["apikey", "authorization", "x-client-info"]));
    expect(response.headers.get("access-control-allow-methods")).toContain("GET");
  });

  it("does not allow the origin the request's own Host names", async () => {
    const response = await preflight(
      "http://internal.example:8080",
      "http://internal.example:8080/functions/v1/sms-rates",
    );
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("gives another origin no access-control-allow-origin", async () => {
    const response = await preflight("https://evil.example");
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    const simple = await app.request("/functions/v1/sms-rates", {
      headers: { origin: "https://evil.example" },
    });
    expect(simple.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("adds access-control-allow-origin to a simple GET from the site origin", async () => {
    const response = await app.request("http://127.0.0.1:3000/functions/v1/sms-rates", {
      headers: { origin: "http://127.0.0.1:3000" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("http://127.0.0.1:3000");
  });
});

describe("pre-rendered site", () => {
  it("GET /services/sms-services/india answers its page", async () => {
    const response = await app.request("/services/sms-services/india");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await response.text()).toContain("<h1>Page SMS in India</h1>");
  });

  it.each(sitePages.map((page) => page.path))("serves %s", async (urlPath) => {
    const response = await app.request(urlPath);
    expect(response.status).toBe(200);
  });

  it("GET /nope answers the 404 page with status 404", async () => {
    const response = await app.request("/nope");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await response.text()).toContain("<h1>Page not found</h1>");
  });
});
