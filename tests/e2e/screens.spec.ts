import { expect, type Page, test } from "@playwright/test";
import { type Locale, locales, textDirection } from "../../app/content/locales.ts";
import { siteData } from "../../app/content/render/site-data.ts";
import { sitePagesIn } from "../../app/content/site-map.ts";

/**
 * Full-page screenshots of every public page of every language at a phone and a laptop width, for
 * people to look at (tmp/reports/screens/<slug>-<width>.png: "about-390", "ar-about-390",
 * "hi-home-1366"). One browser context per language and width keeps it quick.
 */
const widths = [390, 1366] as const;
const outDir = "tmp/reports/screens";

/** "/" is "home"; "/services/sms-services/uae" is "services-sms-services-uae"; "/ar" is "ar-home". */
function screenSlug(path: string): string {
  if (path === "/") return "home";
  const slug = path.slice(1).replaceAll("/", "-");
  return locales.includes(slug as never) ? `${slug}-home` : slug;
}

/**
 * On a laptop screen a page's hero holds its drawing beside the headline, not an empty half:
 * every hero (all pages but the privacy policy, a document at reading width) has a labelled
 * drawing (or, on the SMS market pages, a figure of a real message) in its end half (the right
 * one, the left one on right-to-left pages), level with the heading.
 */
async function expectHeroFilled(page: Page, path: string, rightToLeft: boolean) {
  const hero = page.locator(".hero");
  if ((await hero.count()) === 0) return;
  const drawing = hero.locator('[role="img"], figure');
  await expect(drawing, `the hero of ${path} shows a drawing`).toHaveCount(1);
  if ((await drawing.getAttribute("role")) === "img") await expect(drawing).toHaveAccessibleName(/.{40,}/);
  const [art, heading] = await Promise.all([
    drawing.boundingBox(),
    hero.getByRole("heading", { level: 1 }).boundingBox(),
  ]);
  if (!art || !heading) throw new Error(`The hero of ${path} has no visible drawing or heading.`);
  if (rightToLeft)
    expect(art.x + art.width, `the drawing of ${path} sits in the left half`).toBeLessThan(1366 / 2 + 40);
  else expect(art.x, `the drawing of ${path} sits in the right half`).toBeGreaterThan(1366 / 2 - 40);
  expect(art.width).toBeGreaterThan(300);
  expect(art.y, `the drawing of ${path} is level with its heading`).toBeLessThan(heading.y + heading.height);
}

/** Right to left, the header's logo sits on the right and the assistant's launcher bottom left. */
async function expectMirrored(page: Page, path: string, locale: Locale, width: number) {
  const { chrome } = siteData(locale);
  const logo = await page.getByRole("banner").getByRole("link", { name: chrome.homeLink }).boundingBox();
  expect(logo?.x, `the logo of ${path} sits on the right`).toBeGreaterThan(width / 2);
  const launcher = await page.getByRole("button", { name: chrome.assistantLauncher.open }).boundingBox();
  expect(launcher?.x, `the launcher of ${path} sits bottom left`).toBeLessThan(width / 2);
}

for (const locale of locales) {
  for (const width of widths) {
    test(`screenshots of every ${locale} page at ${width} px`, async ({ browser }) => {
      test.setTimeout(240_000);
      const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
      const page = await context.newPage();
      const rightToLeft = textDirection[locale] === "rtl";
      for (const { path } of sitePagesIn(locale)) {
        await page.goto(path, { waitUntil: "load" });
        // Unclipped: nothing wider than the screen, so nothing is cut off at either edge.
        const sideways = await page.evaluate(
          () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
        );
        expect(sideways, `${path} scrolls sideways at ${width} px`).toBe(false);
        if (rightToLeft) await expectMirrored(page, path, locale, width);
        await page.screenshot({ path: `${outDir}/${screenSlug(path)}-${width}.png`, fullPage: true });
        if (width === 1366) await expectHeroFilled(page, path, rightToLeft);
      }
      await context.close();
    });
  }
}
