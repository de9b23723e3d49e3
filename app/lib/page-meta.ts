import type { MetaDescriptor } from "react-router";
import { companyName } from "~/content/company/name.ts";
import type { Seo } from "~/content/schema.ts";
import { shareImagePath } from "./share-image.ts";
import { absoluteUrl } from "./site-origin.ts";

/** The page title as shown in the tab and search results: "SMS pricing by country | Relaywave". */
export function documentTitle(title: string): string {
  return title.includes(companyName) ? title : `${title} | ${companyName}`;
}

/** Title, description, canonical URL and Open Graph tags for one page. */
export function pageMeta(seo: Seo, path: string, options: { noIndex?: boolean } = {}): MetaDescriptor[] {
  const title = documentTitle(seo.title);
  const url = absoluteUrl(path);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: seo.description },
    { property: "og:title", content: title },
    { property: "og:description", content: seo.description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: companyName },
  ];
  if (options.noIndex) {
    tags.push({ name: "robots", content: "noindex" });
  } else {
    const image = absoluteUrl(shareImagePath(path));
    tags.push(
      { tagName: "link", rel: "canonical", href: url },
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
