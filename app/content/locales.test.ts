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
  speechLocale,
  textDirection,
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
