import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { cspDirectives as directives } from "../../tests/support/csp.ts";
import {
  arrivedOverHttps,
  HSTS,
  NON_PAGE_POLICY,
  pageContentSecurityPolicy,
  type SecurityConfig,
  securityHeaders,
  securityHeadersMiddleware,
} from "./security-headers.ts";

const plain: SecurityConfig = { vapi: null, supabase: null, trustProxy: false };
const voice: SecurityConfig = { ...plain, vapi: { publicKey: "public-key", assistantId: "assistant-id" } };
const hosted: SecurityConfig = {
  ...plain,
  supabase: { url: "https://abcdefgh.supabase.co/", anonKey: "anon-key" },
};
const hashes = ["'sha256-AAAA'", "'sha256-BBBB'"];

describe("pageContentSecurityPolicy", () => {
  it("without voice or Supabase allows only this origin and the page's own script hashes", () => {
    const policy = directives(pageContentSecurityPolicy(plain, hashes));
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("script-src")).toEqual(["'self'", ...hashes]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
    expect(policy.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get("img-src")).toEqual(["'self'"]);
    expect(policy.get("media-src")).toEqual(["'self'"]);
    expect(policy.get("worker-src")).toEqual(["'self'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
  });

  it.each([
    ["plain", plain],
    ["voice", voice],
    ["hosted Supabase", hosted],
  ])("never allows inline scripts or eval in script-src (%s)", (_name, config) => {
    const scriptSrc = directives(pageContentSecurityPolicy(config, hashes)).get("script-src") ?? [];
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(scriptSrc).not.toContain("'unsafe-hashes'");
    expect(scriptSrc).not.toContain("*");
    expect(scriptSrc.filter((source) => /^(https?:|blob:|data:)$/.test(source))).toEqual([]);
  });

  it("with a page without inline scripts lists no hash", () => {
    const policy = directives(pageContentSecurityPolicy(plain, []));
    expect(policy.get("script-src")).toEqual(["'self'"]);
  });

  it("with voice allows the Vapi API, Daily's call machine, media servers, blob media and workers", () => {
    const policy = directives(pageContentSecurityPolicy(voice, hashes));
    expect(policy.get("script-src")).toEqual([
      "'self'",
      ...hashes,
      "https://c.daily.co",
      "'wasm-unsafe-eval'",
    ]);
    expect(policy.get("connect-src")).toEqual([
      "'self'",
      "https://api.vapi.ai",
      "https://*.daily.co",
      "wss://*.daily.co",
      "https://*.pluot.blue",
      "wss://*.pluot.blue",
    ]);
    expect(policy.get("media-src")).toEqual(["'self'", "blob:"]);
    expect(policy.get("worker-src")).toEqual(["'self'", "blob:"]);
  });

  it("with a hosted Supabase project allows its origin over https and wss, and nothing of voice", () => {
    const policy = directives(pageContentSecurityPolicy(hosted, hashes));
    expect(policy.get("connect-src")).toEqual([
      "'self'",
      "https://abcdefgh.supabase.co",
      "wss://abcdefgh.supabase.co",
    ]);
    expect(policy.get("script-src")).toEqual(["'self'", ...hashes]);
    expect(policy.get("media-src")).toEqual(["'self'"]);
  });

  it("a local Supabase on http gets its ws socket, port included", () => {
    const local = { ...plain, supabase: { url: "http://127.0.0.1:54321", anonKey: "anon-key" } };
    const connect = directives(pageContentSecurityPolicy(local, [])).get("connect-src");
    expect(connect).toEqual(["'self'", "http://127.0.0.1:54321", "ws://127.0.0.1:54321"]);
  });

  it("with both, connect-src lists Supabase and the voice hosts", () => {
    const both = { ...voice, supabase: hosted.supabase };
    const connect = directives(pageContentSecurityPolicy(both, [])).get("connect-src") ?? [];
    expect(connect).toEqual(
      expect.arrayContaining([
        "https://abcdefgh.supabase.co",
        "wss://abcdefgh.supabase.co",
        "https://api.vapi.ai",
      ]),
    );
  });
});

describe("arrivedOverHttps", () => {
  it.each([
    ["our own TLS socket", { tls: true, forwardedProto: undefined }, false, true],
    ["TLS, whatever the header says", { tls: true, forwardedProto: "http" }, false, true],
    ["plain http", { tls: false, forwardedProto: undefined }, false, false],
    ["X-Forwarded-Proto without TRUST_PROXY", { tls: false, forwardedProto: "https" }, false, false],
    ["X-Forwarded-Proto: https with TRUST_PROXY", { tls: false, forwardedProto: "https" }, true, true],
    ["X-Forwarded-Proto: HTTPS with TRUST_PROXY", { tls: false, forwardedProto: " HTTPS " }, true, true],
    ["X-Forwarded-Proto: http with TRUST_PROXY", { tls: false, forwardedProto: "http" }, true, false],
    ["TRUST_PROXY and no header", { tls: false, forwardedProto: undefined }, true, false],
    ["a forged https left of our proxy's http", { tls: false, forwardedProto: "https, http" }, true, false],
    ["our proxy's https, right-most", { tls: false, forwardedProto: "http, https" }, true, true],
  ])("%s", (_name, transport, trustProxy, expected) => {
    expect(arrivedOverHttps(transport, trustProxy)).toBe(expected);
  });
});

describe("securityHeaders", () => {
  it("carries the common headers, the non-page policy by default and no HSTS over http", () => {
    const headers = securityHeaders({ https: false });
    expect(headers).toEqual({
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "permissions-policy": expect.stringContaining("microphone=(self)"),
      "cross-origin-opener-policy": "same-origin",
      "x-frame-options": "DENY",
      "content-security-policy": NON_PAGE_POLICY,
    });
  });

  it("allows the microphone for this origin only and denies the other powerful features", () => {
    const policy = securityHeaders({ https: false })["permissions-policy"] ?? "";
    const features = policy.split(",").map((part) => part.trim());
    expect(features).toContain("microphone=(self)");
    for (const denied of ["camera", "geolocation", "payment", "usb"])
      expect(features).toContain(`${denied}=()`);
  });

  it("adds HSTS over https and keeps a given policy", () => {
    const headers = securityHeaders({ https: true, policy: "default-src 'self'" });
    // Browsers keep HTTPS-only for a year, on every subdomain too.
    const hsts = /^max-age=(\d+); includeSubDomains$/.exec(headers["strict-transport-security"] ?? "");
    expect(Number(hsts?.[1])).toBeGreaterThanOrEqual(365 * 24 * 3600);
    expect(headers["content-security-policy"]).toBe("default-src 'self'");
  });

  it("the non-page policy allows nothing and may not be framed", () => {
    const policy = directives(NON_PAGE_POLICY);
    expect(policy.get("default-src")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'none'"]);
  });
});

describe("securityHeadersMiddleware", () => {
  function appWith(config: SecurityConfig) {
    const app = new Hono();
    app.use("*", securityHeadersMiddleware(config));
    app.get("/json", (c) => c.json({ ok: true }));
    app.get("/page", (c) =>
      c.html("<h1>Page</h1>", 200, { "content-security-policy": "default-src 'self'; script-src 'self'" }),
    );
    app.get("/redirect", () => Response.redirect("http://127.0.0.1:3000/json", 302));
    app.get("/boom", () => {
      throw new Error("the disk is on fire");
    });
    app.onError(() => new Response(JSON.stringify({ error: "Something went wrong." }), { status: 500 }));
    return app;
  }

  it("sets every header on a JSON response, with the non-page policy", async () => {
    const response = await appWith(plain).request("http://127.0.0.1:3000/json");
    expect(response.headers.get("content-security-policy")).toBe(NON_PAGE_POLICY);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("keeps the policy a page brought", async () => {
    const response = await appWith(plain).request("http://127.0.0.1:3000/page");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'self'; script-src 'self'");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
  });

  it("sets them on a response with immutable headers", async () => {
    const response = await appWith(plain).request("http://127.0.0.1:3000/redirect");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("http://127.0.0.1:3000/json");
    expect(response.headers.get("content-security-policy")).toBe(NON_PAGE_POLICY);
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("sets them on what app.onError makes of a thrown error", async () => {
    const response = await appWith(plain).request("http://127.0.0.1:3000/boom");
    expect(response.status).toBe(500);
    expect(response.headers.get("content-security-policy")).toBe(NON_PAGE_POLICY);
    expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
  });

  it("adds HSTS to a request that came over https", async () => {
    const response = await appWith(plain).request("https://relaywave.example/json");
    expect(response.headers.get("strict-transport-security")).toBe(HSTS);
  });

  it("trusts X-Forwarded-Proto only with TRUST_PROXY", async () => {
    const init = { headers: { "x-forwarded-proto": "https" } };
    const untrusted = await appWith(plain).request("http://127.0.0.1:3000/json", init);
    expect(untrusted.headers.get("strict-transport-security")).toBeNull();
    const trusted = await appWith({ ...plain, trustProxy: true }).request("http://127.0.0.1:3000/json", init);
    expect(trusted.headers.get("strict-transport-security")).toBe(HSTS);
  });

  it("reads TLS from the Node socket when there is one, not from the URL", async () => {
    const app = appWith(plain);
    const overTls = await app.request(
      "http://127.0.0.1:3000/json",
      {},
      { incoming: { socket: { encrypted: true } } },
    );
    expect(overTls.headers.get("strict-transport-security")).toBe(HSTS);
    // An absolute-form request target can say https over a plain socket.
    const plainSocket = await app.request("https://127.0.0.1:3000/json", {}, { incoming: { socket: {} } });
    expect(plainSocket.headers.get("strict-transport-security")).toBeNull();
  });
});
