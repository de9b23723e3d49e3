import { describe, expect, it } from "vitest";
import { sitePages } from "../site-map.ts";
import { siteData } from "./site-data.ts";

describe("the root's data for the browser", () => {
  const data = siteData("en");

  it("carries the page's locale and how to write it", () => {
    expect(data).toMatchObject({ locale: "en", lang: "en", dir: "ltr", intl: "en-GB" });
  });

  it("has the shared words filled from the facts", () => {
    expect(data.chrome.homeLink).toBe("Relaywave home");
    expect(data.chrome.footerBlurb).toMatch(/^Relaywave connects businesses/);
    expect(data.chrome.skipLink).toBe("Skip to main content");
    expect(JSON.stringify(data.chrome)).not.toMatch(/\{(?!market\})[a-z][A-Za-z]*\}/);
  });

  it("links only pages of the site map from the menus and cards", () => {
    const known = new Set(sitePages.map((page) => page.path));
    const { navigation, services, markets } = data;
    const hrefs = [
      ...navigation.serviceLinks,
      ...navigation.smsCountryLinks,
      ...navigation.primaryLinks,
      navigation.headerCta,
      navigation.servicesMenu.overview,
      navigation.servicesMenu.pricing,
      ...navigation.footerColumns.flatMap((column) => column.links),
    ].map((link) => link.href);
    for (const href of [...hrefs, ...services.map((card) => card.path), ...markets.map((card) => card.path)])
      expect(known, href).toContain(href);
    expect(navigation.smsCountryLinks.map((link) => link.label)).toContain("SMS in UAE");
    expect(markets.find((card) => card.slug === "uae")?.title).toBe("SMS in United Arab Emirates");
  });

  it("survives the trip to the browser as loader data", () => {
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});
