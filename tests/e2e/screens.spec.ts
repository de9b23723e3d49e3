import { test } from "@playwright/test";
import { sitePages } from "../../app/content/site-map";

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

for (const width of widths) {
  test(`screenshots of every page at ${width} px`, async ({ browser }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
    const page = await context.newPage();
    for (const { path } of sitePages) {
      await page.goto(path, { waitUntil: "load" });
      await page.screenshot({ path: `${outDir}/${screenSlug(path)}-${width}.png`, fullPage: true });
    }
    await context.close();
  });
}
