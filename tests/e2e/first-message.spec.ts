/**
 * The "Send your first message" block on the SMS page (app/features/first-message):
 * coloured code in the pre-rendered HTML, APG tabs by keyboard once hydrated, the copy
 * button and its polite announcement, and no axe findings.
 */
import { AxeBuilder } from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { firstMessages } from "../../app/content/first-message/index.ts";
import { axeTags, scanPage } from "../../scripts/audit/axe-scan.ts";
import { waitForHydration } from "../support/hydration.ts";

const path = "/services/sms-services";
const snippets = firstMessages["sms-services"]?.snippets ?? [];

test("the pre-rendered HTML already shows the coloured curl snippet in the first tab", async ({
  request,
}) => {
  const html = await (await request.get(path)).text();
  expect(html).toContain('role="tablist"');
  expect(html).toMatch(/<span style="color:#[0-9A-F]{6}">curl<\/span>/i);
  // The curl panel is the one not hidden; the Node.js and Python panels are in the page, hidden.
  const panels = [...html.matchAll(/<div role="tabpanel"[^>]*>/g)].map((match) => match[0]);
  expect(panels.map((panel) => panel.includes("hidden"))).toEqual([false, true, true]);
});

test("the tabs follow the APG pattern by keyboard, and Copy copies the visible snippet", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto(path);
  await waitForHydration(page);
  const tablist = page.getByRole("tablist", { name: "Send your first SMS" });
  const tabs = tablist.getByRole("tab");
  await expect(tabs).toHaveText(["curl", "Node.js", "Python"]);
  await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "curl" })).toContainText(
    "curl https://api.relaywave.example",
  );

  await tabs.nth(0).focus();
  await page.keyboard.press("ArrowRight");
  const node = page.getByRole("tab", { name: "Node.js" });
  await expect(node).toBeFocused();
  await expect(node).toHaveAttribute("aria-selected", "true");
  await expect(tabs.nth(0)).toHaveAttribute("tabindex", "-1");
  await expect(page.getByRole("tabpanel", { name: "Node.js" })).toContainText("await fetch(");
  await expect(page.getByRole("tabpanel", { name: "curl" })).toBeHidden();

  await page.keyboard.press("End");
  await expect(page.getByRole("tab", { name: "Python" })).toBeFocused();
  await expect(page.getByRole("tabpanel", { name: "Python" })).toContainText("requests.post(");
  await page.keyboard.press("ArrowRight");
  await expect(tabs.nth(0)).toBeFocused();
  await page.keyboard.press("End");
  await page.keyboard.press("Home");
  await expect(tabs.nth(0)).toBeFocused();
  await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");

  // Tab leaves the tab list for the copy button; Enter copies what is shown (Node.js here).
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Tab");
  const copy = page.getByRole("button", { name: "Copy" });
  await expect(copy).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Copied" })).toHaveText("Copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippets[1]?.code);
});

test("the block has no axe findings, on the first tab and on the Python tab", async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  if (!baseURL) throw new Error("The Playwright config gives no baseURL");
  expect((await scanPage(browser, baseURL, path)).violations).toEqual([]);
  await page.goto(path);
  await waitForHydration(page);
  await page.getByRole("tab", { name: "Python" }).click();
  const results = await new AxeBuilder({ page })
    .include('[role="tablist"]')
    .include('[role="tabpanel"]:not([hidden])')
    .withTags(axeTags)
    .analyze();
  expect(results.violations).toEqual([]);
});
