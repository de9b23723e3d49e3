import { expect, test } from "@playwright/test";
import { expectedPages, services, smsCountries } from "./support/expected-pages";

function headingFor(path: string): string {
  return expectedPages.find((page) => page.path === path)?.h1 ?? "";
}

test("the skip link is the first focusable element and moves focus to main", async ({ page }) => {
  await page.goto("/services");
  await page.keyboard.press("Tab");
  const skipLink = page.getByRole("link", { name: "Skip to main content" });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
  // The next Tab continues inside the page content, not in the navbar.
  await page.keyboard.press("Tab");
  const focusedInMain = await page.evaluate(() => document.activeElement?.closest("main") !== null);
  expect(focusedInMain).toBe(true);
});

test.describe("services menu by keyboard", () => {
  const destinations = [
    ...services.map((service) => ({ name: service.name, path: `/services/${service.slug}` })),
    ...smsCountries.map((country) => ({
      name: `SMS in ${country.shortName}`,
      path: `/services/sms-services/${country.slug}`,
    })),
    { name: "All services", path: "/services" },
    { name: "SMS pricing", path: "/services/sms-services/pricing" },
  ];

  for (const destination of destinations) {
    test(`reaches ${destination.path}`, async ({ page }) => {
      await page.goto("/about");
      const menuButton = page
        .getByRole("navigation", { name: "Main" })
        .getByRole("button", { name: "Services" });
      await menuButton.focus();
      await expect(menuButton).toHaveAttribute("aria-expanded", "false");
      await page.keyboard.press("Enter");
      await expect(menuButton).toHaveAttribute("aria-expanded", "true");
      const link = page.getByRole("navigation", { name: "Main" }).getByRole("link", {
        name: destination.name,
        exact: true,
      });
      // Tab forward from the button until the destination link has focus, as a keyboard user would.
      for (let presses = 0; presses < 20; presses += 1) {
        await page.keyboard.press("Tab");
        if (await link.evaluate((element) => element === document.activeElement)) break;
      }
      await expect(link).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${destination.path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(headingFor(destination.path));
      await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    });
  }

  test("Escape closes the menu and returns focus to its button", async ({ page }) => {
    await page.goto("/");
    const menuButton = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "Services" });
    await menuButton.click();
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "RCS" }),
    ).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await expect(menuButton).toBeFocused();
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "RCS" }),
    ).toBeHidden();
  });

  test("Tabbing past the last link closes the menu", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Services" }).click();
    await nav.getByRole("link", { name: "SMS pricing" }).focus();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("button", { name: "Services" })).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the Menu button discloses every page and closes after navigating", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const menu = page.getByRole("button", { name: "Menu" });
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    for (const service of services) {
      await expect(mobileNav.getByRole("link", { name: service.name, exact: true })).toBeVisible();
    }
    for (const country of smsCountries) {
      await expect(mobileNav.getByRole("link", { name: `SMS in ${country.shortName}` })).toBeVisible();
    }
    await mobileNav.getByRole("link", { name: "SMS in Qatar" }).click();
    await expect(page).toHaveURL(/\/services\/sms-services\/qatar$/);
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(mobileNav).toBeHidden();
  });

  test("Escape closes the mobile menu", async ({ page }) => {
    await page.goto("/contact");
    const menu = page.getByRole("button", { name: "Menu" });
    await menu.click();
    await page.keyboard.press("Escape");
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeFocused();
  });
});

test("the 404 page links back to home and services", async ({ page }) => {
  const response = await page.goto("/this/does/not/exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await page.getByRole("main").getByRole("link", { name: "Services" }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(headingFor("/services"));
});
