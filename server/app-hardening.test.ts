/**
 * Faults an outside probe found in the HTTP layer (decisions 017–019), each reproduced
 * through the whole app: a quadratic path, origin checks that trusted Host, and
 * HTTP details (q=0, weak validators, Vary, admin brute force).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeMinimalBuild } from "../tests/support/minimal-build.ts";
import { stubDatabase } from "../tests/support/stub-database.ts";
import { createApp } from "./app.ts";
import { loadConfig } from "./env.ts";

const ORIGIN = "http://127.0.0.1:3000";
const APP_JS = `export const words = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `word-${i}`))};\n`;
let root: string;
let clientDir: string;

const noLeads = stubDatabase();

function appWith(env: Record<string, string> = {}) {
  const config = loadConfig({ DATA_DIR: path.join(root, "data"), ...env });
  return createApp({ config, clientDir, database: async () => noLeads });
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "relaywave-hardening-"));
  clientDir = writeMinimalBuild(path.join(root, "client"));
  mkdirSync(path.join(clientDir, "assets"));
  writeFileSync(path.join(clientDir, "assets/app-abc.js"), APP_JS);
  writeFileSync(path.join(clientDir, "assets/app-abc.js.br"), brotliCompressSync(APP_JS));
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

describe("a long run of slashes", () => {
  it("costs no more than three times the same path without its final slash", async () => {
    const app = appWith();
    const slashes = "/".repeat(15_000);
    const time = async (urlPath: string) => {
      const started = performance.now();
      await (await app.request(`${ORIGIN}${urlPath}`)).arrayBuffer();
      return performance.now() - started;
    };
    const withSlash: number[] = [];
    const without: number[] = [];
    // Many single requests, interleaved, after a warm-up: the medians shrug off a shared machine's hiccups.
    for (let i = 0; i < 5; i++) await time(`${slashes}x/`);
    for (let round = 0; round < 51; round++) {
      withSlash.push(await time(`${slashes}x/`));
      without.push(await time(`${slashes}x`));
    }
    console.info(
      `slashes: ${median(withSlash).toFixed(2)} ms with the final slash, ${median(without).toFixed(2)} ms without`,
    );
    expect(median(withSlash)).toBeLessThanOrEqual(3 * median(without));
  });

  it("still redirects a page's trailing slashes with 308 to its path", async () => {
    const response = await appWith().request(`${ORIGIN}/about///?a=1`);
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe("/about?a=1");
  });
});

describe("origin checks never trust Host", () => {
  const evil = { host: "evil.com", origin: "http://evil.com" };

  it("sms-rates gives an origin that only matches Host no CORS access", async () => {
    const response = await appWith().request("http://evil.com/functions/v1/sms-rates", { headers: evil });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("a preflight from such an origin is not allowed either", async () => {
    const response = await appWith().request("http://evil.com/functions/v1/contact", {
      method: "OPTIONS",
      headers: { ...evil, "access-control-request-method": "POST" },
    });
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("the contact form's CSRF check refuses it", async () => {
    const response = await appWith().request("http://evil.com/functions/v1/contact", {
      method: "POST",
      headers: { ...evil, "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(403);
  });

  it("CORS_ALLOWED_ORIGINS adds origins, and SITE_ORIGIN stays allowed", async () => {
    const app = appWith({ CORS_ALLOWED_ORIGINS: "https://www.relaywave.example, http://127.0.0.1:3201" });
    for (const origin of ["https://www.relaywave.example", "http://127.0.0.1:3201", ORIGIN]) {
      const response = await app.request(`${ORIGIN}/functions/v1/sms-rates`, { headers: { origin } });
      expect(response.headers.get("access-control-allow-origin")).toBe(origin);
    }
  });

  it.each([
    ["none", {}],
    ["the site's", { origin: ORIGIN }],
    ["a foreign", { origin: "https://evil.example" }],
  ])(
    "sms-rates varies on Origin with %s origin, so a shared cache keeps copies apart",
    async (_, headers) => {
      const response = await appWith().request(`${ORIGIN}/functions/v1/sms-rates`, { headers });
      expect(response.headers.get("cache-control")).toBe("public, max-age=60");
      expect(response.headers.get("vary")).toMatch(/\bOrigin\b/i);
    },
  );
});

describe("the operator endpoints", () => {
  const ADMIN_TOKEN = "operator-token-0123456789";
  const leads = (app: ReturnType<typeof appWith>, token: string, ip = "198.51.100.7") =>
    app.request(`${ORIGIN}/functions/v1/admin/leads`, {
      headers: { authorization: `Bearer ${token}`, "x-forwarded-for": ip },
    });

  it("answer 429 with Retry-After after a few wrong tokens from one address, even to the right one", async () => {
    const app = appWith({ ADMIN_TOKEN, TRUST_PROXY: "true" });
    for (let i = 0; i < 5; i++) expect((await leads(app, `wrong-token-${i}`)).status).toBe(401);
    for (const token of ["wrong-token-6", ADMIN_TOKEN]) {
      const response = await leads(app, token);
      expect(response.status).toBe(429);
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(60);
      expect(((await response.json()) as { error: string }).error).toMatch(/^[A-Z].+\.$/);
    }
    // Another address is not held back.
    expect((await leads(app, ADMIN_TOKEN, "198.51.100.8")).status).toBe(200);
  });

  it("refuse a wrong token with 401, a sentence and WWW-Authenticate, whatever its length", async () => {
    const app = appWith({ ADMIN_TOKEN });
    for (const token of ["x", "operator-token-012345678", "operator-token-0123456789a", "not a token!"]) {
      const response = await leads(app, token, `203.0.113.${token.length}`);
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toBe("Bearer");
      expect(((await response.json()) as { error: string }).error).toBe(
        "A valid operator token is required.",
      );
    }
  });
});

describe("content coding", () => {
  it.each([
    ["br;q=0, gzip;q=0", null],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=0, br", "br"],
    ["br;q=0.5, gzip", "gzip"],
    ["gzip, deflate, br, zstd", "br"],
    ["identity", null],
  ])("Accept-Encoding %s gets %s", async (accepted, coding) => {
    const response = await appWith().request(`${ORIGIN}/assets/app-abc.js`, {
      headers: { "accept-encoding": accepted },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe(coding);
    if (!coding) expect(await response.text()).toBe(APP_JS);
  });
});

describe("conditional requests", () => {
  const get = async (urlPath: string, ifNoneMatch?: string) =>
    appWith().request(
      `${ORIGIN}${urlPath}`,
      ifNoneMatch ? { headers: { "if-none-match": ifNoneMatch } } : {},
    );

  it.each([
    ["the same tag among others", (tag: string) => `"other", ${tag}`],
    ["its weak form", (tag: string) => `W/${tag}`],
    ["its weak form among others", (tag: string) => `W/"other", W/${tag}`],
    ["*", () => "*"],
  ])("a page answers 304 with no body to %s", async (_, ifNoneMatch) => {
    const tag = (await get("/about")).headers.get("etag") ?? "";
    expect(tag).toMatch(/^"[\w-]+"$/);
    const response = await get("/about", ifNoneMatch(tag));
    expect(response.status).toBe(304);
    expect(response.headers.get("etag")).toBe(tag);
    expect(await response.text()).toBe("");
  });

  it("a stale tag gets the page, and the 404 page never gets a 304", async () => {
    expect((await get("/about", '"stale"')).status).toBe(200);
    expect((await get("/missing", "*")).status).toBe(404);
  });
});
