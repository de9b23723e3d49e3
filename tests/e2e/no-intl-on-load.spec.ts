import { expect, test } from "@playwright/test";
import { smsCountries } from "../../app/content/catalogue.ts";
import { countryCodes } from "../../app/content/countries.ts";
import { INTERACTIVE_FORM_ATTRIBUTE } from "../../app/lib/early-input.ts";

/**
 * No Intl while a page hydrates (decision 095): the browser's first Intl formatter costs tens of
 * milliseconds of ICU set-up, so the pages that show formatted numbers as they load (the pricing
 * table, the contact form) get those texts from the server. The visitor's first keystroke in the
 * message may format a count; loading may not.
 */
const pages = [
  "/contact",
  "/ar/contact",
  "/hi/contact",
  "/services/sms-services/pricing",
  "/hi/services/sms-services/pricing",
];

test.describe("no Intl on load", () => {
  test.beforeEach(async ({ page }) => {
    // Counts every Intl object the page's own code creates, from the first script on.
    await page.addInitScript(() => {
      const made: string[] = [];
      Object.assign(window, { __intlMade: made });
      for (const name of [
        "NumberFormat",
        "DateTimeFormat",
        "PluralRules",
        "DisplayNames",
        "Collator",
      ] as const) {
        const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
        Object.defineProperty(Intl, name, {
          configurable: true,
          writable: true,
          value: new Proxy(Original, {
            construct(target, args) {
              made.push(name);
              return Reflect.construct(target, args);
            },
          }),
        });
      }
    });
  });

  for (const path of pages) {
    test(`${path} hydrates without creating an Intl formatter`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      // Hydrated, the contact form too (React takes it over from the early-input script); the
      // pricing table has refreshed its rates from the server by network idle.
      if (path.endsWith("/contact"))
        await expect(page.locator(`form[${INTERACTIVE_FORM_ATTRIBUTE}]`)).toHaveCount(1);
      expect(await page.evaluate(() => (window as unknown as { __intlMade: string[] }).__intlMade)).toEqual(
        [],
      );
    });
  }

  test("the contact form's whole country list is in the page, named in its language", async ({ page }) => {
    await page.goto("/ar/contact");
    const others = page
      .getByRole("combobox", { name: /^الدولة/ })
      .locator("optgroup")
      .nth(1);
    await expect(others.locator("option")).toHaveCount(countryCodes.length - smsCountries.length);
    await expect(others.locator("option", { hasText: /^ألمانيا$/ })).toHaveAttribute("value", "DE");
  });

  test("typing a message formats its count in the page's language", async ({ page }) => {
    await page.goto("/hi/contact");
    await page.waitForLoadState("networkidle");
    await expect(page.locator(`form[${INTERACTIVE_FORM_ATTRIBUTE}]`)).toHaveCount(1);
    await page.getByRole("textbox", { name: /^मैसेज/ }).fill("hello world");
    await expect(page.locator("#contact-message-count")).toHaveText("2,000 में से 11 कैरेक्टर इस्तेमाल हुए।");
  });
});
