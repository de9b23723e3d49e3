import { describe, expect, it } from "vitest";
import { sitePageName } from "./site-page-name.ts";

describe("sitePageName", () => {
  it("names an English page by its name and a translated page by its English name and language", () => {
    expect(sitePageName("/services/sms-services")).toBe("SMS");
    expect(sitePageName("/ar/services/sms-services")).toBe("SMS (Arabic)");
    expect(sitePageName("/hi/contact")).toBe("Contact (Hindi)");
  });

  it("names no page for a path the site does not have, or none", () => {
    expect(sitePageName("/ar/no-such-page")).toBeNull();
    expect(sitePageName("/wp-admin")).toBeNull();
    expect(sitePageName(null)).toBeNull();
  });
});
