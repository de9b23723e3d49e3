/**
 * The name the console shows for a stored page path ("SMS" for
 * /services/sms-services, "SMS (Arabic)" for /ar/services/sms-services): where a lead
 * was sent from, where a conversation started. The console is in English, so a page in another
 * language is named by its English page and that language. Only the site's own pages have one;
 * anything else (an old row, a page since removed) is shown as its path, or as an unknown page.
 */
import { defaultLocale, localeOfPath, unlocalizedPath } from "../../../app/content/locales.ts";
import { sitePages } from "../../../app/content/site-map.ts";

const names = new Map(sitePages.map((page) => [page.path, page.name]));
const languageNames = new Intl.DisplayNames(["en"], { type: "language" });

export function sitePageName(path: string | null): string | null {
  if (!path) return null;
  const name = names.get(unlocalizedPath(path));
  if (!name) return null;
  const locale = localeOfPath(path);
  return locale === defaultLocale ? name : `${name} (${languageNames.of(locale)})`;
}
