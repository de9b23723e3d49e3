import type { MetaDescriptor } from "react-router";
import { companyName } from "~/content/company/name.ts";
import { defaultLocale, type Locale, locales, localizedPath, ogLocale } from "~/content/locales.ts";
import type { Seo } from "~/content/schema.ts";
import { shareImagePath } from "./share-image.ts";
import { absoluteUrl } from "./site-origin.ts";

/** The page title as shown in the tab and search results: "SMS pricing by country | Relaywave". */
export function documentTitle(title: string): string {
  return title.includes(companyName) ? title : `${title} | ${companyName}`;
}

/**
 * Every language's version of a page, reciprocal on each of them, and `x-default` (the default
 * locale's, at today's URLs) for searchers in any other language (decision 090).
 */
function alternates(path: string): MetaDescriptor[] {
  return [
    ...locales.map((locale) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: locale,
      href: absoluteUrl(localizedPath(path, locale)),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(path) },
  ];
}

/**
 * Title, description, canonical URL, language alternates and Open Graph tags for one page: `path`
 * is its default-locale path ("/about"), `locale` the language of this version ("/ar/about").
 */
export function pageMeta(
  seo: Seo,
  path: string,
  options: { locale?: Locale; noIndex?: boolean } = {},
): MetaDescriptor[] {
  const locale = options.locale ?? defaultLocale;
  const title = documentTitle(seo.title);
  const url = absoluteUrl(localizedPath(path, locale));
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: seo.description },
    { property: "og:title", content: title },
    { property: "og:description", content: seo.description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: companyName },
    { property: "og:locale", content: ogLocale[locale] },
    ...locales
      .filter((other) => other !== locale)
      .map((other) => ({ property: "og:locale:alternate", content: ogLocale[other] })),
  ];
  if (options.noIndex) {
    tags.push({ name: "robots", content: "noindex" });
  } else {
    const image = absoluteUrl(shareImagePath(path, locale));
    tags.push(
      { tagName: "link", rel: "canonical", href: url },
      ...alternates(path),
      { property: "og:url", content: url },
      { property: "og:image", content: image },
      { property: "og:image:width", content: "1200" },
      { property: "og:image:height", content: "630" },
      { property: "og:image:alt", content: title },
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:title", content: title },
      { name: "twitter:description", content: seo.description },
      { name: "twitter:image", content: image },
    );
  }
  return tags;
}
