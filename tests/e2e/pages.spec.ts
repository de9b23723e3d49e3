import { expect, test } from "@playwright/test";
import { waitForHydration } from "../support/hydration.ts";
import { expectedPages } from "./support/expected-pages.ts";

test.describe("every page", () => {
  for (const page of expectedPages) {
    test(`${page.path} shows its heading, the navbar and the footer`, async ({ page: browser }) => {
      const errors: string[] = [];
      browser.on("pageerror", (error) => errors.push(error.message));
      browser.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });

      const response = await browser.goto(page.path);
      expect(response?.status()).toBe(200);
      await expect(browser.getByRole("heading", { level: 1 })).toHaveText(page.h1);
      await expect(browser.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(browser.getByRole("banner").getByRole("link", { name: "Relaywave home" })).toBeVisible();
      await expect(browser.getByRole("navigation", { name: "Main" })).toBeVisible();
      await expect(browser.getByRole("contentinfo")).toBeVisible();
      await expect(browser.getByRole("main")).toBeVisible();
      // Hydration finished without errors or mismatches.
      await browser.waitForLoadState("networkidle");
      expect(errors).toEqual([]);
    });
  }
});

test("client-side navigation changes the page and moves focus to main", async ({ page }) => {
  await page.goto("/");
  // A link followed before hydration is an ordinary page load, which moves no focus.
  await waitForHydration(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    expectedPages.find((p) => p.path === "/about")?.h1 ?? "",
  );
  await expect(page.getByRole("main")).toBeFocused();
  await expect(page).toHaveTitle(/About|Relaywave/);
});
