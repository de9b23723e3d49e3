import type { MetaDescriptor } from "react-router";
import { company } from "~/content/company";
import type { Seo } from "~/content/schema";
import { absoluteUrl } from "./site-origin";

/** The page title as shown in the tab and search results: "SMS pricing by country | Relaywave". */
export function documentTitle(title: string): string {
  return title.includes(company.name) ? title : `${title} | ${company.name}`;
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
    { property: "og:site_name", content: company.name },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: "summary" },
  ];
  if (options.noIndex) {
    tags.push({ name: "robots", content: "noindex" });
  } else {
    tags.push({ tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url });
  }
  return tags;
}
