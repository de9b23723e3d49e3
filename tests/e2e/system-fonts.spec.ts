import { expect, type Page, test } from "@playwright/test";

/**
 * System fonts in every language (decision 094): no page requests a font file, Arabic and Hindi
 * text is drawn with the platform's own faces, and Hindi pages name their Devanagari face first.
 * After it the stack is only `system-ui, sans-serif` (decision 111).
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

test.describe("system fonts", () => {
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
      expect(family, path).toMatch(/^("Relaywave Devanagari", )?system-ui, sans-serif$/);
    }
    await page.getByRole("button", { name: "Open AI Assistant" }).click();
    await expect(page.getByRole("dialog", { name: "AI Assistant" })).toBeVisible();
    expect(fontRequests).toEqual([]);
  });

  test("/ar's heading is drawn with a system face, as English pages are", async ({ page }) => {
    await page.goto("/ar");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const fonts = await renderedFonts(page, "h1");
    test.info().annotations.push({ type: "rendered fonts", description: JSON.stringify(fonts) });
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.every((font) => !font.isCustomFont)).toBe(true);
  });

  test("/hi's Devanagari is drawn with the platform's own Devanagari face, named first in the stack", async ({
    page,
  }) => {
    await page.goto("/hi");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const fonts = await renderedFonts(page, "h1");
    test.info().annotations.push({ type: "rendered fonts", description: JSON.stringify(fonts) });
    // This machine's Devanagari face is Lohit; a phone's would be Noto Sans, Kohinoor or Nirmala UI.
    const devanagari = fonts.filter((font) => /devanagari|kohinoor|nirmala|mangal/i.test(font.familyName));
    expect(devanagari.length).toBeGreaterThan(0);
    const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(family).toBe('"Relaywave Devanagari", system-ui, sans-serif');
  });
});
