/**
 * The name the console shows for a stored page path ("SMS Services" for
 * /services/sms-services): where a lead was sent from, where a conversation started.
 * Only the site's own pages have one; anything else (an old row, a page since removed)
 * is shown as its path, or as an unknown page.
 */
import { sitePages } from "../../../app/content/site-map.ts";

const names = new Map(sitePages.map((page) => [page.path, page.name]));

export const sitePageName = (path: string | null): string | null => (path ? (names.get(path) ?? null) : null);
