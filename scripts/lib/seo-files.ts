import { defaultLocale } from "../../app/content/locales.ts";
import type { SitePage } from "../../app/content/site-map.ts";

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

function absolute(siteOrigin: string, path: string): string {
  return path === "/" ? `${siteOrigin}/` : `${siteOrigin}${path}`;
}

/**
 * The `xhtml:link` alternates of one page: every language's version of it in `pages` (the same
 * default-locale path), and x-default, the default locale's (decision 090). None when the page has
 * no other version.
 */
function alternateLinks(siteOrigin: string, page: SitePage, pages: readonly SitePage[]): string {
  const versions = pages.filter((other) => other.defaultPath === page.defaultPath);
  if (versions.length < 2) return "";
  const fallback = versions.find((other) => other.locale === defaultLocale);
  const links: [string, string][] = versions.map((other) => [other.locale, other.path]);
  if (fallback) links.push(["x-default", fallback.path]);
  return links
    .map(
      ([hreflang, path]) =>
        `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(absolute(siteOrigin, path))}"/>`,
    )
    .join("");
}

/** sitemap.xml listing every public page of every language, each with its alternates, from the site maps. */
export function sitemapXml(siteOrigin: string, pages: readonly SitePage[], lastModified: string): string {
  const urls = pages
    .map(
      (page) =>
        `  <url>\n    <loc>${escapeXml(absolute(siteOrigin, page.path))}</loc>${alternateLinks(siteOrigin, page, pages)}\n    <lastmod>${lastModified}</lastmod>\n    <priority>${page.priority.toFixed(1)}</priority>\n  </url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

/** robots.txt: everything public may be crawled; functions are not pages, the console is private. */
export function robotsTxt(siteOrigin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /functions/\nDisallow: /admin\n\nSitemap: ${siteOrigin}/sitemap.xml\n`;
}
