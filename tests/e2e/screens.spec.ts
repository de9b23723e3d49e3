import { expect, type Page, test } from "@playwright/test";
import { sitePages } from "../../app/content/site-map.ts";

/**
 * Full-page screenshots of every public page at a phone and a laptop width, for people to look
 * at (tmp/reports/screens/<slug>-<width>.png). One browser context per width keeps it quick.
 */
const widths = [390, 1366] as const;
const outDir = "tmp/reports/screens";

/** "/" is "home"; "/services/sms-services/uae" is "services-sms-services-uae". */
function screenSlug(path: string): string {
  return path === "/" ? "home" : path.slice(1).replaceAll("/", "-");
}

/**
 * On a laptop screen a page's hero holds its drawing beside the headline, not an empty half:
 * every hero (all pages but the privacy policy, a document at reading width) has a labelled
 * drawing (or, on the SMS market pages, a figure of a real message) in its right half, level
 * with the heading.
 */
async function expectHeroFilled(page: Page, path: string) {
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
  expect(art.x, `the drawing of ${path} sits in the right half`).toBeGreaterThan(1366 / 2 - 40);
  expect(art.width).toBeGreaterThan(300);
  expect(art.y, `the drawing of ${path} is level with its heading`).toBeLessThan(heading.y + heading.height);
}

for (const width of widths) {
  test(`screenshots of every page at ${width} px`, async ({ browser }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
    const page = await context.newPage();
    for (const { path } of sitePages) {
      await page.goto(path, { waitUntil: "load" });
      await page.screenshot({ path: `${outDir}/${screenSlug(path)}-${width}.png`, fullPage: true });
      if (width === 1366) await expectHeroFilled(page, path);
    }
    await context.close();
  });
}
