import { expect, type Page, test } from "@playwright/test";

/**
 * System fonts in every language and bands laid out as they near the viewport (decision 094): no
 * page requests a font file, Arabic and Hindi text is drawn with the platform's own faces, and
 * content-visibility leaves links into a band and reading to the footer as they were.
 */

/** The faces Chromium actually drew an element's text with (DevTools' "Rendered fonts"). */
async function renderedFonts(
  page: Page,
  selector: string,
): Promise<{ familyName: string; isCustomFont: boolean; glyphCount: number }[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts;
}

test.describe("system fonts and bands laid out on approach", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("no page of any language requests a font file, the assistant included", async ({ page }) => {
    const fontRequests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font" || /\.(woff2?|ttf|otf)(\?|$)/.test(request.url()))
        fontRequests.push(request.url());
    });
    for (const path of ["/ar", "/ar/contact", "/hi", "/hi/contact", "/services/sms-services/india", "/"]) {
      await page.goto(path, { waitUntil: "load" });
      await expect(page.locator('link[as="font"]')).toHaveCount(0);
      const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      expect(family, path).toMatch(/^ui-sans-serif, system-ui/);
    }
    await page.getByRole("button", { name: "Open AI Assistant" }).click();
    await expect(page.getByRole("dialog", { name: "AI Assistant" })).toBeVisible();
    expect(fontRequests).toEqual([]);
  });

  for (const path of ["/ar", "/hi"]) {
    test(`${path}'s heading is drawn with the system's face for its script`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const fonts = await renderedFonts(page, "h1");
      test.info().annotations.push({ type: "rendered fonts", description: JSON.stringify(fonts) });
      expect(fonts.length).toBeGreaterThan(0);
      expect(fonts.every((font) => !font.isCustomFont)).toBe(true);
    });
  }

  test("a band far down the page is skipped until it nears the viewport", async ({ page }) => {
    await page.goto("/hi");
    const lastBand = page.locator("main > section").last();
    await expect(lastBand).toHaveCSS("content-visibility", "auto");
    const heading = lastBand.getByRole("heading").first();
    const rendered = () =>
      heading.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    // Skipped: its content is not rendered while the reader is at the top.
    expect(await rendered()).toBe(false);
    await lastBand.scrollIntoViewIfNeeded();
    await expect.poll(rendered).toBe(true);
  });

  test("a link into a band lands on it, and the footer's links work from the keyboard", async ({ page }) => {
    await page.goto("/services/sms-services/pricing#sms-calculator");
    await expect(page.locator("#sms-calculator")).toBeInViewport();
    await expect(page.getByRole("textbox", { name: "Message text" })).toBeInViewport();
    const privacy = page.getByRole("contentinfo").getByRole("link", { name: "Privacy" });
    await privacy.focus();
    await expect(privacy).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/privacy$/);
  });
});
