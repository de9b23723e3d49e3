import { readdirSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { fontFaceCss, scriptFaces } from "../../app/fonts/script-faces.ts";

/**
 * Script fonts (decision 071): English pages request no font file at all, even those that show an
 * Arabic or Hindi sample SMS; a page set in Arabic loads its one face from our origin and shifts
 * nothing, whether the face arrives in time or late. No Arabic page is routed yet, so that page is
 * /about rewritten as the root layout will write an Arabic page (app/root-fonts.test.tsx checks
 * the layout writes exactly these tags), its scripts held back so only HTML, CSS and the font count.
 */

/** The built file of the Arabic face, as Vite names it in /assets/. */
function builtArabicFile(): string {
  const name = readdirSync("build/client/assets").find(
    (file) => file.startsWith("noto-sans-arabic-arabic-wght-normal-") && file.endsWith(".woff2"),
  );
  if (!name) throw new Error("The build has no Arabic face: run `npm run build` first.");
  return `/assets/${name}`;
}

const arabicHeading = "رسائل SMS جماعية في السعودية بأسماء مرسلين مسجلة";
const arabicLead =
  "نرسل رسائل التحقق والتنبيهات والحملات إلى مشتركي الاتصالات السعودية وموبايلي وزين، بأسماء مرسلين مسجلة لدى هيئة الاتصالات والفضاء والتقنية، ونرد على كل طلب خلال يوم عمل واحد.";

/** /about as an Arabic page: lang and dir, the face's preload and rule, Arabic heading and lead. */
function asArabicPage(html: string, href: string, css: string): string {
  const tags = `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin=""/><style>${css}</style>`;
  return html
    .replace(/<html lang="en" dir="ltr">/, '<html lang="ar" dir="rtl">')
    .replace("</head>", `${tags}</head>`)
    .replace(/(<h1[^>]*>)[^<]*(<\/h1>)/, `$1${arabicHeading}$2`)
    .replace(/(<h1[^>]*>[^<]*<\/h1><p[^>]*>)[^<]*(<\/p>)/, `$1${arabicLead}$2`);
}

/** Cumulative layout shift so far, from the buffered layout-shift entries. */
function cumulativeLayoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

/** The faces Chromium actually drew an element's text with (DevTools' "Rendered fonts"). */
async function renderedFonts(
  page: Page,
  selector: string,
): Promise<{ familyName: string; isCustomFont: boolean }[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts;
}

/**
 * Loads the Arabic page with its face answered after `delayMs` (at once, unintercepted, for 0), and
 * answers the layout shift once the face has arrived, whether what follows the hero moved since the
 * first paint, and whether the heading was drawn with the face.
 */
async function loadArabicPage(
  page: Page,
  { delayMs, display }: { delayMs: number; display: "optional" | "swap" },
) {
  const href = builtArabicFile();
  const css = fontFaceCss(scriptFaces.arabic, href).replace(
    "font-display:optional",
    `font-display:${display}`,
  );
  const fontRequests: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fontRequests.push(new URL(request.url()).pathname);
  });
  await page.route("**/*.js", (route) => route.abort());
  await page.route("**/about", async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: asArabicPage(await response.text(), href, css) });
  });
  if (delayMs > 0) {
    await page.route(`**${href}`, async (route) => {
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      await route.fulfill({ response });
    });
  }
  const fontArrived = page.waitForResponse((response) => response.url().endsWith(href));
  // Not "load": a preload holds the load event back until the face has arrived.
  await page.goto("/about", { waitUntil: "commit" });
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(arabicHeading);
  // The first section heading below the hero: it moves if the hero's Arabic lines reflow.
  const below = page.locator("main h2").first();
  const firstBox = await below.boundingBox();
  await fontArrived;
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(500);
  const shift = await cumulativeLayoutShift(page);
  const drawnWithFace = (await renderedFonts(page, "h1")).some((font) => font.isCustomFont);
  test.info().annotations.push({
    type: "measured",
    description: `face after ${delayMs} ms, font-display ${display}: CLS ${shift}, drawn with the face: ${drawnWithFace}`,
  });
  return {
    shift,
    drawnWithFace,
    fontRequests,
    href,
    moved: JSON.stringify(firstBox) !== JSON.stringify(await below.boundingBox()),
  };
}

test.describe("script fonts", () => {
  // A phone's width, as Lighthouse measures: the hero is one column, its Arabic lines wrap most.
  test.use({ viewport: { width: 390, height: 844 } });

  test("English pages request no font file, Arabic and Hindi samples included", async ({ page }) => {
    const fontRequests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font" || /\.woff2?(\?|$)/.test(request.url()))
        fontRequests.push(request.url());
    });
    for (const path of ["/", "/services/sms-services/uae", "/services/sms-services/india", "/contact"]) {
      await page.goto(path, { waitUntil: "load" });
      await expect(page.locator('link[as="font"], style')).toHaveCount(0);
      // The stack still starts with the system's faces: an unset --font-script leaves it valid.
      const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      expect(family, path).toMatch(/^ui-sans-serif, system-ui/);
    }
    await page.getByRole("button", { name: /assistant/i }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(fontRequests).toEqual([]);
  });

  test("an Arabic page loads its one face from our origin and paints with it, shifting nothing", async ({
    page,
  }) => {
    const { shift, drawnWithFace, fontRequests, href, moved } = await loadArabicPage(page, {
      delayMs: 0,
      display: "optional",
    });
    expect(fontRequests).toEqual([href]);
    expect(drawnWithFace).toBe(true);
    expect(moved).toBe(false);
    expect(shift).toBe(0);
  });

  test("an Arabic page whose face arrives late keeps the system's face and shifts nothing", async ({
    page,
  }) => {
    const { shift, moved, drawnWithFace } = await loadArabicPage(page, {
      delayMs: 1500,
      display: "optional",
    });
    // Not swapped in: the heading stays in the system's face, and what follows the hero stays put.
    expect(drawnWithFace).toBe(false);
    expect(moved).toBe(false);
    expect(shift).toBe(0);
  });

  test("the measurement sees a shift when a late face swaps in (font-display: swap)", async ({ page }) => {
    const { shift, drawnWithFace, moved } = await loadArabicPage(page, { delayMs: 1500, display: "swap" });
    expect(drawnWithFace).toBe(true);
    expect(moved).toBe(true);
    expect(shift).toBeGreaterThan(0);
  });
});
