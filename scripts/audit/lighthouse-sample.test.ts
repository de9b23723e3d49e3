import { describe, expect, it } from "vitest";
import { allSitePages, notFoundPrerenderPaths, sitePages } from "../../app/content/site-map.ts";
import { lighthousePaths, sampleOf, weekOf } from "./lighthouse-sample.ts";

describe("the Lighthouse sample", () => {
  it("measures every English page and the English 404", () => {
    const sample = lighthousePaths(new Date("2026-11-25"));
    for (const page of sitePages) expect(sample.has(page.path), page.path).toBe(true);
    expect(sample.has("/404")).toBe(true);
  });

  it("takes one page of every template in each other language", () => {
    const arabic = sampleOf("ar", 0);
    for (const path of [
      "/ar",
      "/ar/services",
      "/ar/services/sms-services/pricing",
      "/ar/about",
      "/ar/contact",
      "/ar/careers",
      "/ar/privacy",
      notFoundPrerenderPaths.ar,
    ])
      expect(arabic).toContain(path);
    const services = arabic.filter((path) => /^\/ar\/services\/[^/]+$/.test(path));
    const markets = arabic.filter(
      (path) => /^\/ar\/services\/sms-services\/[^/]+$/.test(path) && !path.endsWith("/pricing"),
    );
    expect(services).toHaveLength(1);
    expect(markets).toHaveLength(1);
    expect(arabic).toHaveLength(10);
  });

  it("rotates the service and the market week by week, until every page was measured", () => {
    const measured = new Set<string>();
    const start = weekOf(new Date("2026-11-25"));
    for (let turn = start; turn < start + 12; turn += 1) {
      for (const path of lighthousePaths(new Date(turn * 7 * 24 * 60 * 60 * 1000 + 1))) measured.add(path);
    }
    for (const page of allSitePages) expect(measured.has(page.path), page.path).toBe(true);
    expect(sampleOf("ar", 0)).not.toEqual(sampleOf("ar", 1));
    expect(sampleOf("ar", 3)).toEqual(sampleOf("ar", 3));
  });
});
