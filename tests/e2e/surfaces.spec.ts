import { expect, test } from "@playwright/test";

test("a toast appears at the bottom right and leaves after 5 seconds", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/contact");
  await page.getByRole("button", { name: "Copy e-mail address" }).click();
  const toast = page.getByText("E-mail address copied to the clipboard.");
  await expect(toast).toBeVisible();
  // Timed from its appearance, not after the checks below (which a busy host makes slow).
  const shownAt = Date.now();
  const box = await toast.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.x > viewport.width / 2 && box.y > viewport.height / 2).toBe(true);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("sales@relaywave.example");
  await expect(toast).toBeHidden({ timeout: 8_000 });
  const visibleFor = Date.now() - shownAt;
  expect(visibleFor).toBeGreaterThan(4_000);
});

test("an unexpected failure shows the fallback screen, and Refresh Page reloads", async ({ page }) => {
  await page.goto("/");
  // Simulate a broken deploy: the About page's code throws while rendering.
  await page.route(/\/assets\/about-[^/]+\.js$/, (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: 'export default function About() { throw new Error("The About page could not be displayed."); }',
    }),
  );
  await page.getByRole("contentinfo").getByRole("link", { name: "About" }).click();
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  await expect(page.getByText("The About page could not be displayed.")).toBeVisible();

  await page.unroute(/\/assets\/about-[^/]+\.js$/);
  await page.getByRole("button", { name: "Refresh Page" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Something went wrong");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
});
