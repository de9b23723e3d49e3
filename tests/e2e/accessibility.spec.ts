/**
 * A fast guard in the normal suite: axe finds nothing on a representative page
 * of each kind, in each of the three states scripts/audit/axe-scan.ts scans.
 * The audit (scripts/audit.ts) scans all pages the same way.
 */
import { expect, test } from "@playwright/test";
import { scanPage } from "../../scripts/audit/axe-scan.ts";

const representativePages = [
  "/",
  "/services/whatsapp-services",
  "/services/sms-services/uae",
  "/services/sms-services/pricing",
  "/contact",
  "/404",
];

for (const path of representativePages) {
  test(`${path} has no axe violations, as loaded, with the assistant open and with the mobile menu open`, async ({
    browser,
    baseURL,
  }) => {
    // Three fresh contexts and three axe runs: a few seconds each.
    test.setTimeout(60_000);
    if (!baseURL) throw new Error("The Playwright config gives no baseURL");
    const result = await scanPage(browser, baseURL, path);
    expect(result.violations).toEqual([]);
  });
}
