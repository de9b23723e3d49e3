import { expect, type Page, test } from "@playwright/test";

/**
 * The mirrored layout's moving parts (decision 070), on English pages turned right to left in the
 * browser (`<html dir="rtl">`): the mobile menu, the assistant's panel, a drawing's own layout and
 * the calculator, photographed into tmp/reports/screens/rtl-*.png. Every Arabic page itself is
 * photographed and checked mirrored (logo right, launcher and drawing left) by screens.spec.ts.
 */
const outDir = "tmp/reports/screens";

async function turnRightToLeft(page: Page) {
  await page.evaluate(() => {
    document.documentElement.dir = "rtl";
  });
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
}

test("the mobile menu and the assistant's panel open mirrored", async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  await page.goto("/services/sms-services/pricing", { waitUntil: "load" });
  await turnRightToLeft(page);
  const menuButton = page.getByRole("button", { name: "Menu" });
  expect((await menuButton.boundingBox())?.x, "the menu button sits on the left").toBeLessThan(195);
  await menuButton.click();
  const menu = page.getByRole("navigation", { name: /mobile/i });
  await expect(menu).toBeVisible();
  // The menu's links start at the right edge.
  const firstLink = await menu.getByRole("link").first().boundingBox();
  expect((firstLink?.x ?? 0) + (firstLink?.width ?? 0)).toBeGreaterThan(390 - 40);
  await page.screenshot({ path: `${outDir}/rtl-menu-390.png` });
  await page.getByRole("button", { name: "Menu" }).click();

  await page.getByRole("button", { name: /assistant/i }).click();
  const panel = page.getByRole("dialog");
  await expect(panel).toBeVisible();
  await page.getByRole("textbox").fill("هل ترسلون رسائل SMS إلى السعودية؟");
  await page.getByRole("textbox").press("Enter");
  // As in Arabic messaging apps: the assistant's words at the right (the start), the visitor's at the
  // left (the end), the send button at the far left.
  const greeting = await panel.locator("li").first().boundingBox();
  expect((greeting?.x ?? 0) + (greeting?.width ?? 0)).toBeGreaterThan(390 - 40);
  const sent = await panel.getByText("هل ترسلون رسائل SMS إلى السعودية؟").boundingBox();
  expect(sent?.x).toBeLessThan(40);
  const send = await page.getByRole("button", { name: "Send message" }).boundingBox();
  expect(send?.x).toBeLessThan(40);
  await page.screenshot({ path: `${outDir}/rtl-assistant-390.png` });
  await context.close();
});

test("a drawing keeps its own layout, and the services menu opens inside the screen", async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  await page.goto("/", { waitUntil: "load" });
  const drawing = page.locator(".hero [role='img']");
  const label = drawing.locator("svg text").first();
  // Where the drawing's first word sits inside the drawing.
  const offset = async () => {
    const [outer, inner] = await Promise.all([drawing.boundingBox(), label.boundingBox()]);
    return {
      x: (inner?.x ?? 0) - (outer?.x ?? 0),
      y: (inner?.y ?? 0) - (outer?.y ?? 0),
      width: inner?.width,
    };
  };
  const before = await offset();
  await turnRightToLeft(page);
  // The drawing moves to the left half, but its words stay where they were drawn in it. Its text is
  // placed with sub-pixel precision (decision 103), so moving the drawing changes the last float digits.
  const after = await offset();
  expect(after.x).toBeCloseTo(before.x, 2);
  expect(after.y).toBeCloseTo(before.y, 2);
  expect(after.width).toBeCloseTo(before.width ?? 0, 2);
  await page.getByRole("button", { name: "Services" }).click();
  const menu = await page.getByRole("link", { name: "All services" }).first().boundingBox();
  expect(menu?.x).toBeGreaterThan(0);
  await page.screenshot({ path: `${outDir}/rtl-services-menu-1366.png` });
  await context.close();
});

test("the assistant's panel opens bottom left on a laptop, with the calculator mirrored behind it", async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  await page.goto("/services/sms-services/pricing?text=%D9%85%D8%B1%D8%AD%D8%A8%D8%A7", {
    waitUntil: "load",
  });
  await turnRightToLeft(page);
  const calculator = page.locator("#sms-calculator");
  await calculator.scrollIntoViewIfNeeded();
  const messageBox = calculator.getByRole("textbox");
  await expect(messageBox).toHaveValue("مرحبا");
  // The message box is the first column: on the right, right to left.
  const box = await messageBox.boundingBox();
  expect(box?.x).toBeGreaterThan(1366 / 2 - 200);
  await page.getByRole("button", { name: /assistant/i }).click();
  const panel = await page.getByRole("dialog").boundingBox();
  expect(panel?.x, "the panel opens on the left").toBeLessThan(1366 / 2);
  await page.screenshot({ path: `${outDir}/rtl-assistant-1366.png` });
  await context.close();
});
