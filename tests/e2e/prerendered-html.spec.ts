import { expect, test } from "@playwright/test";
import { expectedPages, notFoundHeading } from "./support/expected-pages.ts";

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/'/g, "&#x27;")
    .replace(/"/g, "&quot;");
}

// What a crawler or a browser without JavaScript receives: the server's HTML only.
test.describe("pre-rendered HTML", () => {
  for (const page of expectedPages) {
    test(`${page.path} answers 200 with its own <h1> and meta tags`, async ({ request }) => {
      const response = await request.get(page.path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/html");
      expect(response.headers()["cache-control"]).toBe("no-cache");
      const html = await response.text();
      const h1 = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1];
      expect(h1).toBe(escapeHtml(page.h1));
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{70,}"/);
      const canonical = page.path === "/" ? "http://127.0.0.1:3000/" : `http://127.0.0.1:3000${page.path}`;
      expect(html).toContain(`<link rel="canonical" href="${canonical}"/>`);
      expect(html).toContain(`<meta property="og:url" content="${canonical}"/>`);
      expect(html).toContain('<a href="#main-content"');
      expect(html).toContain('<main id="main-content"');
    });
  }

  test("an unknown path answers 404 with the not-found page", async ({ request }) => {
    const response = await request.get("/no/such/page", { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain(notFoundHeading);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  test("a trailing slash redirects to the canonical path", async ({ request }) => {
    const response = await request.get("/about/", { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toBe("/about");
  });

  test("each home page carries Organization structured data and its own language", async ({ request }) => {
    for (const [path, language] of <const>[
      ["/", "en"],
      ["/ar", "ar"],
      ["/hi", "hi"],
    ]) {
      const html = await (await request.get(path)).text();
      const json = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
      const graph = (JSON.parse(json ?? "{}")["@graph"] ?? []) as Record<string, unknown>[];
      const organization = graph.find((node) => node["@type"] === "Organization");
      expect(organization?.name, path).toBe("Relaywave");
      const page = graph.find((node) => node["@type"] === "WebPage");
      expect(page?.inLanguage, path).toBe(language);
      expect(String(page?.url), path).toMatch(new RegExp(`${path === "/" ? "/" : path}$`));
    }
  });

  test("hashed assets are cached for a year and served compressed", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const script = html.match(/import\("(\/assets\/[^"]+\.js)"\)/)?.[1];
    expect(script).toBeTruthy();
    const response = await request.get(script as string, { headers: { "accept-encoding": "br, gzip" } });
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers()["content-encoding"]).toBe("br");
  });

  test("sitemap.xml lists every page and robots.txt points to it", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const page of expectedPages) {
      const loc = page.path === "/" ? "http://127.0.0.1:3000/" : `http://127.0.0.1:3000${page.path}`;
      expect(sitemap).toContain(`<loc>${loc}</loc>`);
    }
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Sitemap: http://127.0.0.1:3000/sitemap.xml");
  });

  test("the favicon is served", async ({ request }) => {
    const response = await request.get("/favicon.svg");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/svg+xml");
  });
});
