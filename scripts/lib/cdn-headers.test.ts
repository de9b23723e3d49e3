/**
 * `_headers` read as Cloudflare Pages reads it (every matching rule applies; a
 * header set by two of them is joined with a comma) gives each path exactly
 * the headers the Node server sends for it over HTTPS (decision 047).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sitePages } from "../../app/content/site-map.ts";
import { consolePages } from "../../contracts/console-urls.ts";
import { createApp } from "../../server/app.ts";
import { loadConfig } from "../../server/env.ts";
import { cspDirectives } from "../../tests/support/csp.ts";
import { writeMinimalBuild } from "../../tests/support/minimal-build.ts";
import { stubDatabase } from "../../tests/support/stub-database.ts";
import { formatHeaderRules, MAX_LINE, MAX_RULES, writeCdnFiles } from "./cdn-headers.ts";

/** The headers both must agree on: security, caching, indexing. */
const COMPARED = [
  "content-security-policy",
  "cache-control",
  "x-robots-tag",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "cross-origin-opener-policy",
  "x-frame-options",
  "strict-transport-security",
];

let root: string;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "relaywave-cdn-"));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function page(title: string, script: string): string {
  return `<!doctype html><html><head><meta charSet="utf-8"/><title>${title}</title></head><body><script>${script}</script><script type="module">import "/assets/app-abc.js";</script></body></html>`;
}

/** A client build: every page (some with their own inline scripts), the 404 page, assets and other files. */
function writeBuild(name: string): string {
  const clientDir = writeMinimalBuild(path.join(root, name, "client"));
  const write = (relative: string, content: string) => {
    const file = path.join(clientDir, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  };
  write("index.html", page("Home", "window.__page = 'home';"));
  write("about/index.html", page("About", "window.__page = 'about';"));
  write("admin/leads/index.html", page("Leads", "window.__page = 'leads';"));
  write("404/index.html", page("Page not found", "window.__page = '404';"));
  write("ar/404/index.html", page("الصفحة غير موجودة", "window.__page = 'ar/404';"));
  write("hi/404/index.html", page("पेज नहीं मिला", "window.__page = 'hi/404';"));
  write("assets/app-abc.js", "export const answer = 42;\n");
  write("assets/app-abc.css", "body{color:red}\n");
  write("og/home.png", "png");
  write("og/services/sms-services.png", "png");
  write("favicon.svg", "<svg xmlns='http://www.w3.org/2000/svg'/>");
  write("robots.txt", "User-agent: *\n");
  write("about.data", "[]");
  return clientDir;
}

/** Parses `_headers` into rules, as the hosts do. */
function parseHeaders(text: string): { path: string; headers: [string, string][] }[] {
  const rules: { path: string; headers: [string, string][] }[] = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(":");
    const rule = rules.at(-1);
    if (!rule || colon < 0) throw new Error(`Not a header line: ${line}`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** What Cloudflare Pages sends for a path: all matching rules, one header from two rules joined by ", ". */
function cdnHeadersFor(rules: ReturnType<typeof parseHeaders>, urlPath: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    const matches = rule.path.endsWith("*")
      ? urlPath.startsWith(rule.path.slice(0, -1))
      : urlPath === rule.path;
    if (!matches) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      headers[key] = headers[key] === undefined ? value : `${headers[key]}, ${value}`;
    }
  }
  return headers;
}

function compared(headers: Headers | Record<string, string>): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of COMPARED) {
    const value = headers instanceof Headers ? headers.get(name) : headers[name];
    if (value != null) picked[name] = value;
  }
  return picked;
}

const configs = {
  "no hosted services": {},
  "a hosted Supabase project and Vapi": {
    VITE_SUPABASE_URL: "https://abcd1234.supabase.co",
    VITE_SUPABASE_ANON_KEY: "public-anon-key",
    VITE_VAPI_PUBLIC_KEY: "vapi-public-key",
    VITE_VAPI_ASSISTANT_ID: "assistant-1",
  },
};

describe.each(Object.entries(configs))("_headers with %s", (label, env) => {
  let clientDir: string;
  let rules: ReturnType<typeof parseHeaders>;
  let text: string;
  const server = () => {
    const config = loadConfig({ DATA_DIR: path.join(root, "data"), ...env });
    return createApp({ config, clientDir, database: async () => stubDatabase({}) });
  };

  beforeAll(() => {
    clientDir = writeBuild(label.replace(/\W/g, "-"));
    writeCdnFiles(clientDir, loadConfig(env));
    text = readFileSync(path.join(clientDir, "_headers"), "utf8");
    rules = parseHeaders(text);
  });

  it("gives every page, at /path and /path/, the headers the Node server sends over HTTPS", async () => {
    const app = server();
    for (const urlPath of [...sitePages.map((entry) => entry.path), ...consolePages]) {
      const node = compared((await app.request(`https://127.0.0.1${urlPath}`)).headers);
      expect(node["content-security-policy"]).toMatch(/^default-src 'self'/);
      expect(compared(cdnHeadersFor(rules, urlPath)), urlPath).toEqual(node);
      if (urlPath !== "/") expect(compared(cdnHeadersFor(rules, `${urlPath}/`)), `${urlPath}/`).toEqual(node);
    }
  });

  it("gives each page its own script hashes, and noindex to the console only", () => {
    const policy = (urlPath: string) =>
      cspDirectives(cdnHeadersFor(rules, urlPath)["content-security-policy"] ?? "");
    expect(
      policy("/")
        .get("script-src")
        ?.filter((source) => source.startsWith("'sha256-")),
    ).toHaveLength(2);
    expect(policy("/").get("script-src")).not.toEqual(policy("/about").get("script-src"));
    expect(cdnHeadersFor(rules, "/admin/leads")["x-robots-tag"]).toBe("noindex");
    expect(cdnHeadersFor(rules, "/about")["x-robots-tag"]).toBeUndefined();
  });

  it("caches hashed assets for a year and other files briefly, with the non-page policy", async () => {
    const app = server();
    for (const urlPath of [
      "/assets/app-abc.js",
      "/assets/app-abc.css",
      "/og/home.png",
      "/og/services/sms-services.png",
      "/favicon.svg",
      "/robots.txt",
    ]) {
      const node = compared((await app.request(`https://127.0.0.1${urlPath}`)).headers);
      expect(compared(cdnHeadersFor(rules, urlPath)), urlPath).toEqual(node);
    }
    expect(cdnHeadersFor(rules, "/assets/app-abc.js")["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
  });

  it("writes 404.html carrying the 404 page's policy, for any unknown path", async () => {
    const node = (await server().request("https://127.0.0.1/no-such-page")).headers;
    const html = readFileSync(path.join(clientDir, "404.html"), "utf8");
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/.exec(html)?.[1] ?? "";
    expect(html.indexOf("http-equiv")).toBeLessThan(html.indexOf("<script"));
    const expected = cspDirectives(node.get("content-security-policy"));
    expected.delete("frame-ancestors");
    expect(cspDirectives(meta)).toEqual(expected);
    // Unknown paths match only /*: the common headers, nothing joined.
    const unknown = compared(cdnHeadersFor(rules, "/no-such-page"));
    const { "content-security-policy": _csp, "cache-control": _cache, ...common } = compared(node);
    expect(unknown).toEqual(common);
  });

  it("writes each language's 404.html under its prefix, and Netlify's rule to serve it", async () => {
    for (const [file, title, unknown] of [
      ["ar/404.html", "الصفحة غير موجودة", "/ar/no-such-page"],
      ["hi/404.html", "पेज नहीं मिला", "/hi/no-such-page"],
    ] as const) {
      const html = readFileSync(path.join(clientDir, file), "utf8");
      expect(html).toContain(`<title>${title}</title>`);
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/.exec(html)?.[1] ?? "";
      const node = (await server().request(`https://127.0.0.1${unknown}`)).headers;
      expect(node.get("content-security-policy")).toContain(cspDirectives(meta).get("script-src")?.at(-1));
    }
    expect(readFileSync(path.join(clientDir, "_redirects"), "utf8").split("\n")).toEqual([
      "/ar/* /ar/404.html 404",
      "/hi/* /hi/404.html 404",
      "",
    ]);
  });

  it("stays within Cloudflare Pages' limits", () => {
    expect(rules.length).toBeLessThanOrEqual(MAX_RULES);
    for (const line of text.split("\n")) expect(line.length).toBeLessThanOrEqual(MAX_LINE);
  });
});

it("lets the hosted Supabase project's origin through connect-src", () => {
  const clientDir = writeBuild("supabase-only");
  writeCdnFiles(clientDir, loadConfig(configs["a hosted Supabase project and Vapi"]));
  const rules = parseHeaders(readFileSync(path.join(clientDir, "_headers"), "utf8"));
  const connect = cspDirectives(cdnHeadersFor(rules, "/contact")["content-security-policy"] ?? "").get(
    "connect-src",
  );
  expect(connect).toEqual(
    expect.arrayContaining(["'self'", "https://abcd1234.supabase.co", "wss://abcd1234.supabase.co"]),
  );
});

it("refuses a file Cloudflare Pages would reject", () => {
  const rule = { path: "/", headers: [["X-Test", "1"]] as [string, string][] };
  expect(() => formatHeaderRules(Array.from({ length: MAX_RULES + 1 }, () => rule))).toThrow(/at most 100/);
  expect(() => formatHeaderRules([{ path: "/", headers: [["X-Long", "a".repeat(MAX_LINE)]] }])).toThrow(
    /longer than 2000/,
  );
});
