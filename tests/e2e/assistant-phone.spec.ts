/**
 * The assistant as a phone visitor meets it (issue "From template to product"): the panel is a
 * full-screen sheet that opens with the page's starter questions, a starter sends itself, the
 * launcher stays off what the visitor reads (hidden while the menu is open, tucked away while
 * they read on), and the first tap downloads nothing: the panel was fetched while the page was idle.
 */
import { expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "../support/hydration.ts";
import { assistant } from "./support/assistant.ts";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const panelChunk = /\/assets\/chat-panel-[\w-]+\.js$/;

/** Resolves once the browser has fetched the panel's chunk on its own. */
async function panelPrefetched(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        (source) =>
          performance.getEntriesByType("resource").some((entry) => new RegExp(source).test(entry.name)),
        panelChunk.source,
      ),
    )
    .toBe(true);
}

test("the panel opens full screen with the page's starters, and a starter sends itself", async ({ page }) => {
  await page.goto("/services/sms-services/uae");
  await waitForHydration(page);
  const chat = assistant(page);
  await chat.open();
  // Polled: the panel slides in over 160 ms.
  await expect.poll(() => chat.panel.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
  await expect(chat.panel.getByRole("button", { name: "Close chat" })).toBeInViewport();
  await expect(chat.panel).toContainText("Our sales team replies within one business day");

  const starters = chat.panel.getByRole("group", { name: "Popular questions" }).getByRole("button");
  await expect(starters).toHaveText([
    "What does an SMS cost in the UAE?",
    "How do I register a sender ID in the UAE?",
    "Who regulates SMS in the UAE?",
  ]);
  await starters.first().tap();
  await expect(chat.messages.nth(1)).toContainText("What does an SMS cost in the UAE?");
  await expect(chat.last()).toContainText("United Arab Emirates");
  await expect(chat.last()).toContainText("$0.0390");
  // Asked once, the starters give way to the answer's own buttons.
  await expect(chat.panel.getByRole("group", { name: "Popular questions" })).toHaveCount(0);
  await expect(chat.last().getByRole("button", { name: "Helpful", exact: true })).toBeVisible();
});

test("the launcher is hidden while the menu is open", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const launcher = page.getByRole("button", { name: "Open AI Assistant" });
  await expect(launcher).toBeVisible();
  const menu = page.getByRole("button", { name: "Menu" });
  await menu.click();
  await expect(
    page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Contact sales" }),
  ).toBeInViewport();
  await expect(launcher).toBeHidden();
  await menu.click();
  await expect(launcher).toBeVisible();
});

test("the launcher tucks away while the visitor reads on and comes back when they scroll up", async ({
  page,
}) => {
  await page.goto("/services/sms-services");
  await waitForHydration(page);
  const launcher = page.getByRole("button", { name: "Open AI Assistant" });
  await expect(launcher).toBeInViewport();
  for (const step of [400, 800, 1200]) await page.evaluate((y) => window.scrollTo(0, y), step);
  await expect(launcher).not.toBeInViewport();
  await page.evaluate(() => window.scrollBy(0, -300));
  await expect(launcher).toBeInViewport();
  // At the end of the page it sits in the footer's free strip, below the last line of text.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(launcher).toBeInViewport();
  const copyright = page.getByRole("contentinfo").getByText("All rights reserved", { exact: false });
  // The text's own line, not its paragraph's box (whose padding is the strip).
  const textBottom = await copyright.evaluate((paragraph) => {
    const range = document.createRange();
    range.selectNodeContents(paragraph);
    return range.getBoundingClientRect().bottom;
  });
  expect((await launcher.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(textBottom);
});

for (const path of ["/", "/services/sms-services/pricing", "/contact"]) {
  test(`on ${path} the first tap requests no JavaScript: the panel was fetched while the page was idle`, async ({
    page,
  }) => {
    await page.goto(path);
    await waitForHydration(page);
    await panelPrefetched(page);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    const chat = assistant(page);
    await page.getByRole("button", { name: "Open AI Assistant" }).tap();
    await expect(chat.input).toBeFocused();
    expect(scripts).toEqual([]);
  });
}
