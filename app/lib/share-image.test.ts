import { describe, expect, it } from "vitest";
import { sitePages } from "~/content/site-map.ts";
import { shareImagePath } from "./share-image.ts";

describe("shareImagePath", () => {
  it.each([
    ["/", "/og/home.png"],
    ["/about", "/og/about.png"],
    ["/services/sms-services", "/og/services/sms-services.png"],
    ["/services/sms-services/pricing", "/og/services/sms-services/pricing.png"],
  ])("maps %s to %s", (path, image) => {
    expect(shareImagePath(path)).toBe(image);
  });

  it("gives every public page its own image", () => {
    const images = sitePages.map((page) => shareImagePath(page.path));
    expect(new Set(images).size).toBe(sitePages.length);
  });
});
