// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import {
  defaultLocale,
  documentLocale,
  htmlLang,
  intlLocale,
  isLocale,
  localeOfPath,
  locales,
  localizedPath,
  speechLocale,
  textDirection,
  unlocalizedPath,
} from "./locales.ts";

afterEach(() => {
  document.documentElement.lang = "";
});

describe("locales", () => {
  it("has the default locale among them, English", () => {
    expect(locales).toContain(defaultLocale);
    expect(defaultLocale).toBe("en");
  });

  it("gives every locale a direction, an Intl tag, an html lang and a speech language", () => {
    for (const locale of locales) {
      expect(["ltr", "rtl"]).toContain(textDirection[locale]);
      expect(() => new Intl.Locale(intlLocale[locale])).not.toThrow();
      expect(htmlLang[locale]).toMatch(/^[a-z]{2}(-[A-Z]{2})?$/);
      expect(speechLocale[locale]).toMatch(/^[a-z]{2}-[A-Z]{2}$/);
    }
  });

  it("reads a page's locale from its path: unprefixed pages are the default locale's", () => {
    expect(localeOfPath("/about")).toBe("en");
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/en/about")).toBe("en");
    expect(localeOfPath("/ar/about")).toBe("ar");
    // A code that is not a locale is just a path.
    expect(localeOfPath("/xx/about")).toBe(defaultLocale);
    expect(isLocale("xx")).toBe(false);
  });

  it("reads the page's locale from <html lang> for code outside React, the default one otherwise", () => {
    expect(documentLocale()).toBe(defaultLocale);
    document.documentElement.lang = htmlLang.en;
    expect(documentLocale()).toBe("en");
    document.documentElement.lang = "xx";
    expect(documentLocale()).toBe(defaultLocale);
  });
});

describe("localizedPath and unlocalizedPath", () => {
  it("puts a page under its locale's prefix, the home without a trailing slash", () => {
    expect(localizedPath("/about", "ar")).toBe("/ar/about");
    expect(localizedPath("/", "hi")).toBe("/hi");
    expect(localizedPath("/services/sms-services/uae", "en")).toBe("/services/sms-services/uae");
  });

  it("leaves what is no site path alone", () => {
    expect(localizedPath("mailto:sales@example.com", "ar")).toBe("mailto:sales@example.com");
    expect(localizedPath("#main", "ar")).toBe("#main");
  });

  it("finds the default-locale path of any locale's page, and back", () => {
    expect(unlocalizedPath("/ar/about")).toBe("/about");
    expect(unlocalizedPath("/hi")).toBe("/");
    expect(unlocalizedPath("/about")).toBe("/about");
    expect(unlocalizedPath("/arabic")).toBe("/arabic");
    for (const path of ["/", "/contact", "/services/sms-services/pricing"])
      for (const locale of locales) expect(unlocalizedPath(localizedPath(path, locale))).toBe(path);
  });
});
