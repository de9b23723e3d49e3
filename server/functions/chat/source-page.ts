/**
 * The page a conversation started on, from the Referer (decision 054). The visitor controls
 * that header, and the console shows the page: only a same-origin http(s) Referer whose path
 * is a page of the site (app/content/site-map.ts) is kept, as that path; anything else is
 * unknown (null). The path alone is stored, never the query or the host.
 */
import { allSitePages } from "../../../app/content/site-map.ts";

/** Every page of every language: a conversation started on "/ar/contact" keeps that page (decision 090). */
const pagePaths = new Set(allSitePages.map((page) => page.path));

/** `siteOrigin` is SITE_ORIGIN; the URL parser normalises both sides (case, default port). */
export function sourcePageOf(referer: string | undefined, siteOrigin: string): string | null {
  if (!referer) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.origin !== new URL(siteOrigin).origin) return null;
  return pagePaths.has(url.pathname) ? url.pathname : null;
}
