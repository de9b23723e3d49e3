import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { documentTitle, pageMeta } from "./page-meta";

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
});
