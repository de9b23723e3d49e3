import { describe, expect, it } from "vitest";
import { locales } from "../../app/content/locales.ts";
import { allSitePages, type SitePage, sitePages } from "../../app/content/site-map.ts";
import { robotsTxt, sitemapXml } from "./seo-files.ts";

const origin = "https://relaywave.example";

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? "");
}

describe("sitemapXml", () => {
  const xml = sitemapXml(origin, sitePages, "2025-01-31");

  it("is a sitemap document", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });

  it("lists every page once with an absolute URL; home with a trailing slash, others without", () => {
    const expected = sitePages.map((page) => (page.path === "/" ? `${origin}/` : `${origin}${page.path}`));
    expect(locs(xml)).toEqual(expected);
    expect(locs(xml)).toContain("https://relaywave.example/");
    expect(locs(xml)).toContain("https://relaywave.example/about");
    expect(locs(xml).filter((loc) => loc !== `${origin}/` && loc.endsWith("/"))).toEqual([]);
  });

  it("gives every URL the last-modified date and the page's priority", () => {
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? "");
    expect(entries).toHaveLength(sitePages.length);
    entries.forEach((entry, index) => {
      expect(entry).toContain("<lastmod>2025-01-31</lastmod>");
      expect(entry).toContain(`<priority>${sitePages[index]?.priority.toFixed(1)}</priority>`);
    });
    expect(xml).toContain("<priority>1.0</priority>");
    expect(xml).toContain("<priority>0.3</priority>");
  });

  it("escapes XML special characters in URLs", () => {
    const pages: SitePage[] = [
      {
        path: "/search?a=1&b=<2>",
        name: "Odd",
        priority: 0.5,
        locale: "en",
        defaultPath: "/search?a=1&b=<2>",
      },
    ];
    const odd = sitemapXml(origin, pages, "2025-01-31");
    expect(odd).not.toContain("&b=");
    expect(odd).not.toContain("<2>");
    expect(locs(odd)).toEqual(["https://relaywave.example/search?a=1&#38;b=&#60;2&#62;"]);
  });
});

describe("sitemapXml in every language", () => {
  const xml = sitemapXml(origin, allSitePages, "2025-01-31");
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? "");
  const alternates = (entry: string) =>
    Object.fromEntries([...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]));

  it("lists every page of every locale once", () => {
    expect(locs(xml)).toHaveLength(sitePages.length * locales.length);
    expect(locs(xml)).toContain(`${origin}/ar`);
    expect(locs(xml)).toContain(`${origin}/hi/services/sms-services/uae`);
    expect(new Set(locs(xml)).size).toBe(locs(xml).length);
  });

  it("gives each URL its three language versions and x-default, the same set on each version", () => {
    const arabic = entries.find((entry) => entry.includes(`<loc>${origin}/ar/contact</loc>`)) ?? "";
    const english = entries.find((entry) => entry.includes(`<loc>${origin}/contact</loc>`)) ?? "";
    const expected = {
      en: `${origin}/contact`,
      ar: `${origin}/ar/contact`,
      hi: `${origin}/hi/contact`,
      "x-default": `${origin}/contact`,
    };
    expect(alternates(arabic)).toEqual(expected);
    expect(alternates(english)).toEqual(expected);
    const home = entries.find((entry) => entry.includes(`<loc>${origin}/hi</loc>`)) ?? "";
    expect(alternates(home)).toMatchObject({ en: `${origin}/`, ar: `${origin}/ar`, hi: `${origin}/hi` });
    for (const entry of entries) expect(Object.keys(alternates(entry))).toHaveLength(4);
  });
});

describe("robotsTxt", () => {
  const robots = robotsTxt(origin);

  it("points to the sitemap with an absolute URL", () => {
    expect(robots).toMatch(/^Sitemap: https:\/\/relaywave\.example\/sitemap\.xml$/m);
  });

  it("lets crawlers in but keeps them out of the functions", () => {
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Allow: \/$/m);
    expect(robots).toMatch(/^Disallow: \/functions\/$/m);
  });

  it("keeps crawlers out of the console, /admin and everything under it", () => {
    expect(robots).toMatch(/^Disallow: \/admin$/m);
  });
});
