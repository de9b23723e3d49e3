import { expect, test } from "@playwright/test";
import { waitForHydration } from "../support/hydration.ts";
import { expectedPages, services, smsCountries } from "./support/expected-pages.ts";

function headingFor(path: string): string {
  return expectedPages.find((page) => page.path === path)?.h1 ?? "";
}

// Keyboard journeys (the skip link, the Services menu, the mobile menu by keyboard, every page
// reached from the navbar) live in keyboard-journeys.spec.ts; these are the pointer and touch ones.

test("the Services menu opens on a click and closes on a click outside or a link", async ({ page }) => {
  await page.goto("/about");
  const nav = page.getByRole("navigation", { name: "Main" });
  const button = nav.getByRole("button", { name: "Services" });
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await page.getByRole("heading", { level: 1 }).click();
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await button.click();
  await nav.getByRole("link", { name: "RCS" }).click();
  await expect(page).toHaveURL(/\/services\/rcs-services$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(headingFor("/services/rcs-services"));
  await expect(button).toHaveAttribute("aria-expanded", "false");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the Menu button discloses every page in two accordions and closes after navigating", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const menu = page.getByRole("button", { name: "Menu" });
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    // "Contact sales" is the first thing in the sheet, a button-like link in the first screen.
    await expect(mobileNav.getByRole("link", { name: "Contact sales" })).toBeInViewport();
    const servicesGroup = mobileNav.getByRole("button", { name: "Services" });
    const countriesGroup = mobileNav.getByRole("button", { name: "SMS by country" });
    await expect(servicesGroup).toHaveAttribute("aria-expanded", "false");
    await expect(mobileNav.getByRole("link", { name: services[0]?.name ?? "", exact: true })).toBeHidden();
    await servicesGroup.click();
    for (const service of services) {
      await expect(mobileNav.getByRole("link", { name: service.name, exact: true })).toBeVisible();
    }
    await countriesGroup.click();
    await expect(countriesGroup).toHaveAttribute("aria-expanded", "true");
    for (const country of smsCountries) {
      await expect(mobileNav.getByRole("link", { name: `SMS in ${country.shortName}` })).toBeVisible();
    }
    await mobileNav.getByRole("link", { name: "SMS in Qatar" }).click();
    await expect(page).toHaveURL(/\/services\/sms-services\/qatar$/);
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(mobileNav).toBeHidden();
    // On a market page its group starts open, with the page marked.
    await menu.click();
    await expect(countriesGroup).toHaveAttribute("aria-expanded", "true");
    await expect(mobileNav.getByRole("link", { name: "SMS in Qatar" })).toHaveAttribute(
      "aria-current",
      "page",
    );
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

test.describe("an unknown slug under a registry route", () => {
  for (const path of ["/services/no-such-service", "/services/sms-services/atlantis"]) {
    test(`${path} stays the 404 page after hydration`, async ({ page }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
      expect(errors).toEqual([]);
    });
  }
});

test("a market page reached in the browser brings its copy with it", async ({ page }) => {
  await page.goto("/services/sms-services/india");
  await waitForHydration(page);
  const qatar = smsCountries.find((country) => country.slug === "qatar");
  await page
    .getByRole("main")
    .getByRole("link", { name: qatar?.name ?? "" })
    .click();
  await expect(page).toHaveURL(/\/services\/sms-services\/qatar$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    headingFor("/services/sms-services/qatar"),
  );
});
