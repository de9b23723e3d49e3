/**
 * The keyboard journeys' one home: every page reached, the assistant used and
 * the contact form sent with the keyboard alone (Tab, Shift+Tab, Enter, Space,
 * Escape, type-ahead). No clicks and no element.focus(): each step presses keys
 * until the element, found by role and name, has focus, as a keyboard user would.
 * Pointer and touch journeys stay in navigation.spec.ts and chat-assistant.spec.ts.
 */
import { expect, type Locator, type Page, test } from "@playwright/test";
import { waitForHydration } from "../support/hydration.ts";
import { assistant } from "./support/assistant.ts";
import { expectedPages, services, smsCountries } from "./support/expected-pages.ts";

type Direction = "Tab" | "Shift+Tab";

/** Presses Tab (or Shift+Tab) until `target` has focus; fails if it is not in the tab order. */
async function tabTo(page: Page, target: Locator, key: Direction = "Tab", limit = 60): Promise<void> {
  // Resolved once: matching by role and name walks the accessibility tree, too slow to redo per key.
  const element = await target.elementHandle();
  try {
    for (let presses = 0; presses < limit; presses += 1) {
      await page.keyboard.press(key);
      if (await element?.evaluate((node) => node === document.activeElement)) return;
    }
  } finally {
    await element?.dispose();
  }
  throw new Error(`${String(target)} was not reached within ${limit} presses of ${key}`);
}

async function load(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // Before hydration a key press on a button does nothing: wait for React, not for a fixed time.
  await waitForHydration(page);
}

async function expectPage(page: Page, path: string): Promise<void> {
  const h1 = expectedPages.find((expected) => expected.path === path)?.h1;
  if (!h1) throw new Error(`No expected page for ${path}`);
  await expect.poll(() => new URL(page.url()).pathname).toBe(path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
}

/**
 * Follows links from page to page. After a load, Tab starts at the top of the
 * page; after a client-side navigation focus is on <main>, so by default the
 * next link is sought with Shift+Tab, back into the header.
 */
function navigator(page: Page) {
  let direction: Direction = "Tab";
  return {
    async start(path: string) {
      await load(page, path);
      direction = "Tab";
    },
    /** Tabs to `target` without activating it. */
    async reach(target: Locator, from: Direction = direction) {
      await tabTo(page, target, from);
    },
    /** Tabs to `link`, presses Enter and checks the page it leads to. */
    async follow(link: Locator, path: string, from: Direction = direction) {
      await tabTo(page, link, from);
      await page.keyboard.press("Enter");
      await expectPage(page, path);
      await expect(page.getByRole("main")).toBeFocused();
      direction = "Shift+Tab";
    },
  };
}

type Navigator = ReturnType<typeof navigator>;

test.describe("every page from the navbar, on a desktop", () => {
  // A group walks up to eight pages in one test (a few seconds each on a busy machine).
  test.describe.configure({ timeout: 60_000 });

  function mainNav(page: Page) {
    return page.getByRole("navigation", { name: "Main" });
  }

  /** Moves to the Services button, opens the menu with Enter and follows one of its links. */
  async function viaServicesMenu(page: Page, nav: Navigator, name: string, path: string) {
    const button = mainNav(page).getByRole("button", { name: "Services" });
    await nav.reach(button);
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    // In the open menu its links follow the button in the tab order.
    await nav.follow(mainNav(page).getByRole("link", { name, exact: true }), path, "Tab");
    await expect(button).toHaveAttribute("aria-expanded", "false");
  }

  test("the navbar links and the logo", async ({ page }) => {
    const nav = navigator(page);
    await nav.start("/services");
    const links = [
      { name: "Pricing", path: "/services/sms-services/pricing" },
      { name: "About", path: "/about" },
      { name: "Careers", path: "/careers" },
      { name: "Contact sales", path: "/contact" },
    ];
    for (const { name, path } of links) {
      await nav.follow(mainNav(page).getByRole("link", { name, exact: true }), path);
    }
    await nav.follow(page.getByRole("banner").getByRole("link", { name: "Relaywave home" }), "/");
  });

  test("the Services menu: all services and each channel", async ({ page }) => {
    const nav = navigator(page);
    await nav.start("/about");
    await viaServicesMenu(page, nav, "All services", "/services");
    for (const service of services) {
      await viaServicesMenu(page, nav, service.name, `/services/${service.slug}`);
    }
  });

  test("the Services menu: SMS by country and SMS pricing", async ({ page }) => {
    const nav = navigator(page);
    await nav.start("/careers");
    for (const country of smsCountries) {
      await viaServicesMenu(
        page,
        nav,
        `SMS in ${country.shortName}`,
        `/services/sms-services/${country.slug}`,
      );
    }
    await viaServicesMenu(page, nav, "SMS pricing", "/services/sms-services/pricing");
  });

  test("the privacy policy, linked from the footer only", async ({ page }) => {
    // Neither the navbar nor the mobile menu lists /privacy (app/content/render/site-data.ts):
    // the footer's Company column does. Shift+Tab from the top of a page passes the
    // assistant launcher and reaches it, the footer's last link.
    const nav = navigator(page);
    await nav.start("/");
    await nav.follow(
      page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }),
      "/privacy",
      "Shift+Tab",
    );
  });

  test("Escape closes the Services menu and returns focus to its button", async ({ page }) => {
    await load(page, "/");
    const button = mainNav(page).getByRole("button", { name: "Services" });
    await tabTo(page, button);
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(mainNav(page).getByRole("link", { name: "All services" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
    await expect(mainNav(page).getByRole("link", { name: "RCS" })).toBeHidden();
  });

  test("Tabbing past the menu's last link closes it", async ({ page }) => {
    await load(page, "/");
    const button = mainNav(page).getByRole("button", { name: "Services" });
    await tabTo(page, button);
    await page.keyboard.press("Enter");
    await tabTo(page, mainNav(page).getByRole("link", { name: "SMS pricing" }));
    await page.keyboard.press("Tab");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(mainNav(page).getByRole("link", { name: "Pricing", exact: true })).toBeFocused();
  });

  test("the skip link is the first stop and moves focus to main", async ({ page }) => {
    await load(page, "/services");
    await page.keyboard.press("Tab");
    const skipLink = page.getByRole("link", { name: "Skip to main content" });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
    // The next Tab continues inside the page content, not in the navbar.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("main") !== null)).toBe(true);
  });
});

test.describe("the mobile menu, on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("Enter opens it and a link in it navigates and closes it", async ({ page }) => {
    await load(page, "/");
    const menu = page.getByRole("button", { name: "Menu" });
    await tabTo(page, menu);
    await page.keyboard.press("Enter");
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    const countries = mobileNav.getByRole("button", { name: "SMS by country" });
    await tabTo(page, countries);
    await page.keyboard.press("Enter");
    await expect(countries).toHaveAttribute("aria-expanded", "true");
    await navigator(page).follow(
      mobileNav.getByRole("link", { name: "SMS in Kuwait" }),
      "/services/sms-services/kuwait",
      "Tab",
    );
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(mobileNav).toBeHidden();
  });

  test("Space opens it and Escape closes it, focus back on the button", async ({ page }) => {
    await load(page, "/contact");
    const menu = page.getByRole("button", { name: "Menu" });
    await tabTo(page, menu);
    await page.keyboard.press("Space");
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeFocused();
  });
});

test("the assistant: open, ask, read the answer, close with Escape", async ({ page }) => {
  await load(page, "/");
  const chat = assistant(page);
  // The launcher is the page's last stop: one Shift+Tab from the top reaches it.
  const launcher = page.getByRole("button", { name: "Open AI Assistant" });
  await tabTo(page, launcher, "Shift+Tab");
  await page.keyboard.press("Enter");
  await expect(chat.panel).toBeVisible();
  await expect(chat.input).toBeFocused();
  await page.keyboard.type("How much does an SMS to India cost?");
  await page.keyboard.press("Enter");
  await expect(chat.messages.nth(1)).toContainText("How much does an SMS to India cost?");
  await expect(chat.messages).toHaveCount(3);
  await expect(chat.last()).toContainText("$0.0032");
  await expect(chat.input).toBeFocused();
  // No keyboard trap: Tab moves on through the panel's controls.
  await page.keyboard.press("Tab");
  await expect(chat.input).not.toBeFocused();
  await page.keyboard.press("Escape");
  await expect(chat.panel).toBeHidden();
  await expect(launcher).toBeFocused();
  await expect(launcher).toHaveAttribute("aria-expanded", "false");
});

test("the contact form, filled in and sent by keyboard", async ({ page }) => {
  const name = `Keyboard Lead ${Date.now()}`;
  await load(page, "/contact");
  const form = page.getByRole("form", { name: "Send us a message" });
  const typeInto = async (field: Locator, text: string) => {
    await tabTo(page, field);
    await page.keyboard.type(text);
    await expect(field).toHaveValue(text);
  };
  await typeInto(form.getByRole("textbox", { name: /^Name/ }), name);
  await typeInto(form.getByRole("textbox", { name: /^Work e-mail/ }), "keyboard@example.com");
  await typeInto(form.getByRole("textbox", { name: /^Company/ }), "Gulf Retail Group");
  await typeInto(form.getByRole("textbox", { name: /^Phone/ }), "+971 4 123 4567");
  // A closed select takes type-ahead: the first option starting with the typed text is chosen.
  const country = form.getByRole("combobox", { name: /^Country/ });
  await tabTo(page, country);
  await page.keyboard.type("United Arab");
  await expect(country).toHaveValue("AE");
  const service = form.getByRole("combobox", { name: /^Service of interest/ });
  await tabTo(page, service);
  await page.keyboard.type("WhatsApp");
  await expect(service).toHaveValue("whatsapp-services");
  await typeInto(
    form.getByRole("textbox", { name: /^Message/ }),
    "We want to send order updates on WhatsApp to customers in the UAE.",
  );
  const consent = form.getByRole("checkbox", { name: /I agree/ });
  await tabTo(page, consent);
  await page.keyboard.press("Space");
  await expect(consent).toBeChecked();
  await tabTo(page, form.getByRole("button", { name: "Send message" }));
  await page.keyboard.press("Enter");
  const thanks = page.getByRole("heading", { name: `Thank you, ${name}.` });
  await expect(thanks).toBeVisible();
  await expect(thanks).toBeFocused();
  await expect(page.getByText("Thank you, your message has been sent.")).toBeVisible();
});
