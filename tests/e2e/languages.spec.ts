/**
 * The site in three languages (decision 090): every Arabic and Hindi page answers with its
 * language, direction, heading, title and reciprocal alternates; the language switch in the
 * header, the mobile menu and the footer takes a visitor to the same page in another language and
 * back; unknown paths get their language's 404 page; sitemap.xml lists every version.
 */
import { expect, type Page, test } from "@playwright/test";
import { htmlLang, type Locale, textDirection } from "../../app/content/locales.ts";
import { siteTexts } from "../../app/content/site/index.ts";
import { waitForHydration } from "../support/hydration.ts";
import { expectedPagesIn, notFoundHeadingIn } from "./support/expected-pages.ts";

const english = new Map(expectedPagesIn("en").map((page) => [page.defaultPath, page]));
const languageName: Record<Locale, string> = { en: "English", ar: "العربية", hi: "हिन्दी" };
const switchName: Record<Locale, string> = { en: "Language", ar: "اللغة", hi: "भाषा" };

const alternateLinks = (page: Page) =>
  page
    .locator('head link[rel="alternate"]')
    .evaluateAll((links) =>
      links.map((link) => [link.getAttribute("hreflang"), new URL(link.getAttribute("href") ?? "").pathname]),
    );

for (const locale of ["ar", "hi"] as const) {
  test(`every ${locale} page answers in its language with reciprocal alternates`, async ({ page }) => {
    // Two navigations for each of the locale's pages: on a busy two-core host one can take 3 s.
    test.setTimeout(240_000);
    for (const expected of expectedPagesIn(locale)) {
      const response = await page.goto(expected.path, { waitUntil: "domcontentloaded" });
      expect(response?.status(), expected.path).toBe(200);
      const html = page.locator("html");
      await expect(html, expected.path).toHaveAttribute("lang", htmlLang[locale]);
      await expect(html, expected.path).toHaveAttribute("dir", textDirection[locale]);
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading, expected.path).toHaveText(expected.h1);
      const englishPage = english.get(expected.defaultPath);
      expect(expected.h1, expected.path).not.toBe(englishPage?.h1);
      const title = await page.title();
      expect(title, expected.path).not.toBe("");
      const fromHere = await alternateLinks(page);
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`${expected.path === `/${locale}` ? `/${locale}` : expected.path}$`),
      );
      const localized = (code: string) =>
        code === "en"
          ? expected.defaultPath
          : expected.defaultPath === "/"
            ? `/${code}`
            : `/${code}${expected.defaultPath}`;
      expect(fromHere, expected.path).toEqual([
        ["en", localized("en")],
        ["ar", localized("ar")],
        ["hi", localized("hi")],
        ["x-default", localized("en")],
      ]);
      // The English page names the same versions, under another title.
      await page.goto(expected.defaultPath, { waitUntil: "domcontentloaded" });
      expect(await page.title(), expected.path).not.toBe(title);
      expect(await alternateLinks(page), expected.path).toEqual(fromHere);
    }
  });

  test(`an unknown path under /${locale} gets the ${locale} 404 page`, async ({ page }) => {
    const response = await page.goto(`/${locale}/no/such/page`);
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", htmlLang[locale]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFoundHeadingIn(locale));
  });
}

/** Follows the switch's link to `to` in `scope` and checks the page that loads. */
async function switchTo(page: Page, scope: "header" | "footer", to: Locale, path: string) {
  const region = page.getByRole(scope === "header" ? "banner" : "contentinfo");
  const link = region.getByRole("link", { name: languageName[to], exact: true });
  await expect(link).toHaveAttribute("hreflang", htmlLang[to]);
  await expect(link).toHaveAttribute("lang", htmlLang[to]);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", htmlLang[to]);
  await expect(page.locator("html")).toHaveAttribute("dir", textDirection[to]);
  const uae = expectedPagesIn(to).find((entry) => entry.path === path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(uae?.h1 ?? "");
  const current = page
    .getByRole(scope === "header" ? "banner" : "contentinfo")
    .getByRole("list", { name: switchName[to] })
    .getByRole("link", { name: languageName[to], exact: true });
  await expect(current).toHaveAttribute("aria-current", "page");
}

test("the header's switch takes the UAE page to Arabic and Hindi, and back", async ({ page }) => {
  await page.goto("/services/sms-services/uae");
  await waitForHydration(page);
  const group = page.getByRole("banner").getByRole("list", { name: "Language" });
  await expect(group.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "page");
  await expect(group.getByRole("link", { name: "العربية" })).not.toHaveAttribute("aria-current", "page");
  await switchTo(page, "header", "ar", "/ar/services/sms-services/uae");
  await switchTo(page, "header", "hi", "/hi/services/sms-services/uae");
  await switchTo(page, "header", "en", "/services/sms-services/uae");
});

test("the footer's switch works the same way, and links stay in the chosen language", async ({ page }) => {
  await page.goto("/about");
  await switchTo(page, "footer", "hi", "/hi/about");
  await waitForHydration(page);
  // A link of the Hindi page leads to a Hindi page, by client-side navigation.
  const contact = expectedPagesIn("hi").find((entry) => entry.defaultPath === "/contact");
  await page.getByRole("contentinfo").getByRole("link", { name: contact?.name, exact: true }).click();
  await expect(page).toHaveURL(/\/hi\/contact$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(contact?.h1 ?? "");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await switchTo(page, "footer", "ar", "/ar/contact");
  await switchTo(page, "footer", "en", "/contact");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the mobile menu offers the switch and keeps the page", async ({ page }) => {
    await page.goto("/services/sms-services/uae");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menu.getByRole("list", { name: "Language" }).getByRole("link", { name: "العربية" }).click();
    await expect(page).toHaveURL(/\/ar\/services\/sms-services\/uae$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const arabic = siteTexts.ar.chrome;
    await page.getByRole("button", { name: arabic.menu }).click();
    const arabicMenu = page.getByRole("navigation", { name: arabic.mobileNavigation });
    const arabicSwitch = arabicMenu.getByRole("list", { name: arabic.language });
    await expect(arabicSwitch.getByRole("link", { name: "العربية" })).toHaveAttribute("aria-current", "page");
    await arabicSwitch.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/services\/sms-services\/uae$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  });
});

test("sitemap.xml lists every page of every language with its alternates", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const pages = (["en", "ar", "hi"] as const).flatMap((locale) => expectedPagesIn(locale));
  const locs = [...xml.matchAll(/<loc>[^<]*?:\d+([^<]*)<\/loc>/g)].map((match) => match[1] || "/");
  expect(locs.sort()).toEqual(pages.map((page) => page.path).sort());
  expect(xml.match(/<xhtml:link rel="alternate" hreflang="x-default"/g)).toHaveLength(pages.length);
});
