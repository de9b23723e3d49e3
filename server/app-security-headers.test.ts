/**
 * Security headers through the whole app (decision 013): every kind of
 * response the server makes carries them, and each page's policy lists the
 * hashes of exactly its own inline scripts.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allowConsoleError } from "../tests/setup/vitest-setup.ts";
import { cspDirectives } from "../tests/support/csp.ts";
import { writeMinimalBuild } from "../tests/support/minimal-build.ts";
import { stubDatabase } from "../tests/support/stub-database.ts";
import { createApp } from "./app.ts";
import { loadConfig } from "./env.ts";
import { HSTS, NON_PAGE_POLICY } from "./http/security-headers.ts";
import { scriptHashSource } from "./static/inline-scripts.ts";

const ORIGIN = "http://127.0.0.1:3000";
const ADMIN_TOKEN = "operator-token-0123456789";
const homeScript = 'window.__reactRouterContext = {"page":"home"};';
const notFoundScript = 'window.__reactRouterContext = {"page":"404"};';
const moduleScript = 'import "/assets/manifest-abc.js";';

let root: string;
let clientDir: string;
/** The app with no optional configuration, shared by the tests that need nothing else. */
let app: ReturnType<typeof createApp>;

function write(relative: string, content: string) {
  const file = path.join(clientDir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

function page(title: string, ...scripts: string[]): string {
  const tags = scripts.map((script) => `<script>${script}</script>`).join("");
  return `<!doctype html><html><head><title>${title}</title>\n<script type="application/ld+json">{"@type":"Organization"}</script></head><body><h1>${title}</h1>${tags}\n<script type="module" async="">${moduleScript}</script></body></html>`;
}

/** A database that answers pings and fails every query, so an export ends in app.onError. */
const brokenDatabase = stubDatabase({
  insert: () => Promise.reject(new Error("the disk is on fire")),
  list: () => Promise.reject(new Error("the disk is on fire")),
  deleteCreatedBefore: () => Promise.reject(new Error("the disk is on fire")),
});

function appWith(env: Record<string, string> = {}) {
  const config = loadConfig({ DATA_DIR: path.join(root, "data"), ADMIN_TOKEN, ...env });
  return createApp({ config, clientDir, database: async () => brokenDatabase });
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "relaywave-security-"));
  clientDir = writeMinimalBuild(path.join(root, "client"));
  write("index.html", page("Home", homeScript));
  write("404/index.html", page("Page not found", notFoundScript));
  write("assets/app-abc123.js", "export const answer = 42;\n");
  app = appWith();
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

function expectCommonHeaders(response: Response) {
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("permissions-policy")).toContain("microphone=(self)");
  expect(response.headers.get("permissions-policy")).toContain("camera=()");
  expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
  expect(response.headers.get("x-frame-options")).toBe("DENY");
  // Plain http: no HSTS.
  expect(response.headers.get("strict-transport-security")).toBeNull();
}

function expectNonPage(response: Response) {
  expectCommonHeaders(response);
  expect(response.headers.get("content-security-policy")).toBe(NON_PAGE_POLICY);
}

function scriptSrc(response: Response): string[] {
  return cspDirectives(response.headers.get("content-security-policy")).get("script-src") ?? [];
}

describe("pages", () => {
  it("a page's policy lists exactly its own inline scripts' hashes, and nothing unsafe", async () => {
    const response = await app.request(`${ORIGIN}/`);
    expect(response.status).toBe(200);
    expectCommonHeaders(response);
    expect(scriptSrc(response)).toEqual([
      "'self'",
      scriptHashSource(homeScript),
      scriptHashSource(moduleScript),
    ]);
    const policy = cspDirectives(response.headers.get("content-security-policy"));
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
  });

  it("another page lists its own hashes, not the home page's", async () => {
    const response = await app.request(`${ORIGIN}/about`);
    expect(response.status).toBe(200);
    expect(scriptSrc(response)).toEqual(["'self'"]);
  });

  it("the 404 page, served with status 404, lists its own hashes", async () => {
    const response = await app.request(`${ORIGIN}/no-such-page`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expectCommonHeaders(response);
    expect(scriptSrc(response)).toEqual([
      "'self'",
      scriptHashSource(notFoundScript),
      scriptHashSource(moduleScript),
    ]);
  });

  it("a 304 of a page carries the page's policy", async () => {
    const first = await app.request(`${ORIGIN}/`);
    const response = await app.request(`${ORIGIN}/`, {
      headers: { "if-none-match": first.headers.get("etag") ?? "" },
    });
    expect(response.status).toBe(304);
    expectCommonHeaders(response);
    expect(response.headers.get("content-security-policy")).toBe(
      first.headers.get("content-security-policy"),
    );
  });

  it("with voice and a hosted Supabase the page allows their hosts, and script-src stays strict", async () => {
    const response = await appWith({
      VITE_VAPI_PUBLIC_KEY: "public-key",
      VITE_VAPI_ASSISTANT_ID: "assistant-id",
      VITE_SUPABASE_URL: "https://abcdefgh.supabase.co",
      VITE_SUPABASE_ANON_KEY: "anon-key",
    }).request(`${ORIGIN}/`);
    const policy = cspDirectives(response.headers.get("content-security-policy"));
    expect(policy.get("connect-src")).toEqual(
      expect.arrayContaining([
        "'self'",
        "https://abcdefgh.supabase.co",
        "wss://abcdefgh.supabase.co",
        "https://api.vapi.ai",
        "wss://*.daily.co",
      ]),
    );
    expect(policy.get("script-src")).toContain("https://c.daily.co");
    expect(policy.get("script-src")).toContain(scriptHashSource(homeScript));
    expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
    expect(policy.get("script-src")).not.toContain("'unsafe-eval'");
  });
});

describe("everything else gets the non-page policy", () => {
  it("an asset", async () => {
    const response = await app.request(`${ORIGIN}/assets/app-abc123.js`);
    expect(response.status).toBe(200);
    expectNonPage(response);
  });

  it("a 308 to the canonical path", async () => {
    const response = await app.request(`${ORIGIN}/about/`);
    expect(response.status).toBe(308);
    expectNonPage(response);
  });

  it("a 405 from the site", async () => {
    const response = await app.request(`${ORIGIN}/`, { method: "POST" });
    expect(response.status).toBe(405);
    expectNonPage(response);
  });

  it("a function's JSON", async () => {
    const response = await app.request(`${ORIGIN}/functions/v1/sms-rates`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expectNonPage(response);
  });

  it("an unknown function's 404", async () => {
    const response = await app.request(`${ORIGIN}/functions/v1/nope`);
    expect(response.status).toBe(404);
    expectNonPage(response);
  });

  it("a CORS preflight", async () => {
    const response = await app.request(`${ORIGIN}/functions/v1/chat`, {
      method: "OPTIONS",
      headers: { origin: ORIGIN, "access-control-request-method": "POST" },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe(ORIGIN);
    expectNonPage(response);
  });

  it("the voice LLM's SSE stream", async () => {
    const response = await app.request(`${ORIGIN}/functions/v1/voice-llm/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ stream: true, messages: [{ role: "user", content: "Tell me about WhatsApp" }] }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    expectNonPage(response);
    expect(await response.text()).toContain("data: [DONE]");
  });

  it("the health check", async () => {
    const response = await app.request(`${ORIGIN}/healthz`);
    expect(response.status).toBe(200);
    expectNonPage(response);
  });

  it("an error that reached app.onError, without a stack trace", async () => {
    const logged = allowConsoleError();
    const response = await app.request(`${ORIGIN}/functions/v1/admin/leads`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(response.status).toBe(500);
    expectNonPage(response);
    const body = await response.text();
    expect(body).not.toContain("disk is on fire");
    expect(body).not.toMatch(/\bat \S+ \(/);
    expect(logged).toHaveBeenCalled();
  });
});

describe("HSTS", () => {
  it("is sent on a request that arrived over https", async () => {
    const response = await app.request("https://relaywave.example/");
    expect(response.headers.get("strict-transport-security")).toBe(HSTS);
  });

  it("follows X-Forwarded-Proto: https only with TRUST_PROXY", async () => {
    const init = { headers: { "x-forwarded-proto": "https" } };
    const untrusted = await app.request(`${ORIGIN}/functions/v1/sms-rates`, init);
    expect(untrusted.headers.get("strict-transport-security")).toBeNull();
    const trusted = await appWith({ TRUST_PROXY: "true" }).request(`${ORIGIN}/functions/v1/sms-rates`, init);
    expect(trusted.headers.get("strict-transport-security")).toBe(HSTS);
  });
});
