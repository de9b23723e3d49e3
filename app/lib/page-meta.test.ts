import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { documentTitle, pageMeta } from "./page-meta.ts";

const seo = {
  title: "About our messaging team",
  description:
    "Who we are, where we work and how we help businesses reach their customers over SMS and chat.",
};

function find(tags: MetaDescriptor[], predicate: (tag: Record<string, unknown>) => boolean) {
  return tags.filter((tag) => predicate(tag as Record<string, unknown>));
}

describe("documentTitle", () => {
  it("appends the company name when the title lacks it", () => {
    expect(documentTitle("SMS pricing by country")).toBe("SMS pricing by country | Relaywave");
  });

  it("keeps a title that already names the company", () => {
    expect(documentTitle("Relaywave: business messaging")).toBe("Relaywave: business messaging");
    expect(documentTitle("SMS Services | Relaywave")).toBe("SMS Services | Relaywave");
  });
});

describe("pageMeta", () => {
  it("returns the title, description, canonical link and Open Graph tags", () => {
    const tags = pageMeta(seo, "/about");
    expect(find(tags, (tag) => "title" in tag)).toEqual([{ title: "About our messaging team | Relaywave" }]);
    expect(find(tags, (tag) => tag.name === "description")).toEqual([
      { name: "description", content: seo.description },
    ]);
    expect(find(tags, (tag) => tag.rel === "canonical")).toEqual([
      { tagName: "link", rel: "canonical", href: "http://127.0.0.1:3000/about" },
    ]);
    expect(find(tags, (tag) => tag.property === "og:url")).toEqual([
      { property: "og:url", content: "http://127.0.0.1:3000/about" },
    ]);
    expect(find(tags, (tag) => tag.property === "og:title")).toEqual([
      { property: "og:title", content: "About our messaging team | Relaywave" },
    ]);
    expect(find(tags, (tag) => tag.property === "og:description")).toEqual([
      { property: "og:description", content: seo.description },
    ]);
    expect(find(tags, (tag) => tag.name === "robots")).toEqual([]);
  });

  it("names the page's 1200×630 share image and a large Twitter card", () => {
    const tags = pageMeta(seo, "/services/sms-services");
    const image = "http://127.0.0.1:3000/og/services/sms-services.png";
    const title = "About our messaging team | Relaywave";
    const og = find(tags, (tag) => String(tag.property).startsWith("og:image"));
    expect(og).toEqual([
      { property: "og:image", content: image },
      { property: "og:image:width", content: "1200" },
      { property: "og:image:height", content: "630" },
      { property: "og:image:alt", content: title },
    ]);
    expect(find(tags, (tag) => String(tag.name).startsWith("twitter:"))).toEqual([
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:title", content: title },
      { name: "twitter:description", content: seo.description },
      { name: "twitter:image", content: image },
    ]);
    expect(find(tags, (tag) => tag.property === "og:type")).toEqual([
      { property: "og:type", content: "website" },
    ]);
  });

  it("gives the home page an absolute URL with a trailing slash", () => {
    const tags = pageMeta(seo, "/");
    expect(find(tags, (tag) => tag.rel === "canonical")[0]).toMatchObject({ href: "http://127.0.0.1:3000/" });
  });

  it("with noIndex returns a robots noindex tag and no canonical or og:url", () => {
    const tags = pageMeta(seo, "/404", { noIndex: true });
    expect(find(tags, (tag) => tag.name === "robots")).toEqual([{ name: "robots", content: "noindex" }]);
    expect(find(tags, (tag) => tag.rel === "canonical")).toEqual([]);
    expect(find(tags, (tag) => tag.property === "og:url")).toEqual([]);
    expect(find(tags, (tag) => "title" in tag)).toHaveLength(1);
  });

  it("gives a noindex page no share image and no Twitter card", () => {
    const tags = pageMeta(seo, "/404", { noIndex: true });
    expect(find(tags, (tag) => String(tag.property).startsWith("og:image"))).toEqual([]);
    expect(find(tags, (tag) => String(tag.name).startsWith("twitter:"))).toEqual([]);
  });

  it("links every language's version and x-default, and names the page's own as canonical", () => {
    const alternates = (tags: MetaDescriptor[]) =>
      find(tags, (tag) => tag.rel === "alternate").map((tag) => {
        const link = tag as Record<string, unknown>;
        return [link.hrefLang, link.href];
      });
    const expected = [
      ["en", "http://127.0.0.1:3000/contact"],
      ["ar", "http://127.0.0.1:3000/ar/contact"],
      ["hi", "http://127.0.0.1:3000/hi/contact"],
      ["x-default", "http://127.0.0.1:3000/contact"],
    ];
    const arabic = pageMeta(seo, "/contact", { locale: "ar" });
    expect(alternates(arabic)).toEqual(expected);
    expect(alternates(pageMeta(seo, "/contact"))).toEqual(expected);
    expect(find(arabic, (tag) => tag.rel === "canonical")[0]).toMatchObject({
      href: "http://127.0.0.1:3000/ar/contact",
    });
    expect(find(arabic, (tag) => tag.property === "og:url")[0]).toMatchObject({
      content: "http://127.0.0.1:3000/ar/contact",
    });
    expect(find(pageMeta(seo, "/", { locale: "hi" }), (tag) => tag.rel === "canonical")[0]).toMatchObject({
      href: "http://127.0.0.1:3000/hi",
    });
  });

  it("gives each language its Open Graph locale, the others as alternates, and its own share image", () => {
    const tags = pageMeta(seo, "/about", { locale: "ar" });
    expect(find(tags, (tag) => String(tag.property).startsWith("og:locale"))).toEqual([
      { property: "og:locale", content: "ar_AR" },
      { property: "og:locale:alternate", content: "en_GB" },
      { property: "og:locale:alternate", content: "hi_IN" },
    ]);
    expect(find(tags, (tag) => tag.property === "og:image")[0]).toMatchObject({
      content: "http://127.0.0.1:3000/og/ar/about.png",
    });
  });

  it("gives a noindex page no language alternates", () => {
    expect(
      find(pageMeta(seo, "/404", { noIndex: true, locale: "ar" }), (tag) => tag.rel === "alternate"),
    ).toEqual([]);
  });
});
