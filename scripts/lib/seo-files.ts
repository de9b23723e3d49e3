import type { SitePage } from "../../app/content/site-map.ts";

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

function absolute(siteOrigin: string, path: string): string {
  return path === "/" ? `${siteOrigin}/` : `${siteOrigin}${path}`;
}

/** sitemap.xml listing every public page, from the site map. */
export function sitemapXml(siteOrigin: string, pages: readonly SitePage[], lastModified: string): string {
  const urls = pages
    .map(
      (page) =>
        `  <url>\n    <loc>${escapeXml(absolute(siteOrigin, page.path))}</loc>\n    <lastmod>${lastModified}</lastmod>\n    <priority>${page.priority.toFixed(1)}</priority>\n  </url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** robots.txt: everything public may be crawled; functions are not pages, the console is private. */
export function robotsTxt(siteOrigin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /functions/\nDisallow: /admin\n\nSitemap: ${siteOrigin}/sitemap.xml\n`;
}
