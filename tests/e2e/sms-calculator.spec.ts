/**
 * The SMS cost and segment calculator on the pricing page (decision 042):
 * it loads only when its section comes into view, counts segments as you type,
 * prices a month from the live rate, keeps its state in the URL and passes axe.
 */
import { expect, type Page, test } from "@playwright/test";
import { smsRates } from "../../app/content/sms-rates.ts";
import { waitForHydration } from "../support/hydration.ts";
import { axeViolations } from "./support/console.ts";

const pricing = "/services/sms-services/pricing";
const calculatorScript = /\/assets\/sms-calculator-[\w-]+\.js$/;

test.describe.configure({ mode: "serial" });

/**
 * Answers the page's live-rates request with our own table. The server's rates stay as they are:
 * pricing.spec.ts changes and restores them in another worker, and a shared table would race.
 */
async function serveLiveRates(page: Page, rates: typeof smsRates): Promise<void> {
  await page.route("**/functions/v1/sms-rates", (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(rates) }),
  );
}

function watchCalculatorScript(page: Page): () => boolean {
  let requested = false;
  page.on("request", (request) => {
    if (calculatorScript.test(new URL(request.url()).pathname)) requested = true;
  });
  return () => requested;
}

test("the calculator loads on view, counts segments, prices a month from the live rate and keeps its state in the URL", async ({
  page,
}) => {
  // A live rate that differs from the published one, so the cost proves the live rate is used.
  const live = smsRates.map((rate) =>
    rate.country === "saudi-arabia" ? { ...rate, transactional: 0.0351 } : rate,
  );
  await serveLiveRates(page, live);

  const requested = watchCalculatorScript(page);
  await page.goto(pricing);
  await waitForHydration(page);
  await expect(
    page.getByRole("heading", { level: 2, name: "SMS cost and segment calculator" }),
  ).toBeAttached();
  await page.waitForTimeout(500);
  expect(requested()).toBe(false);

  await page
    .getByRole("heading", { level: 2, name: "SMS cost and segment calculator" })
    .scrollIntoViewIfNeeded();
  const text = page.getByRole("textbox", { name: "Message text" });
  await expect(text).toBeVisible();
  expect(requested()).toBe(true);

  const summary = page.locator("output");
  await text.fill("a".repeat(161));
  await expect(summary).toHaveText(/GSM-7.*161 characters.*2 segments/);
  await text.fill("مرحبا");
  await expect(summary).toHaveText(/Unicode \(UCS-2\).*5 characters.*1 segment$/);
  await expect(summary).not.toContainText("GSM-7");
  await text.fill("a".repeat(161));

  await page.getByRole("combobox", { name: "Country" }).selectOption({ label: "Saudi Arabia" });
  await page.getByRole("combobox", { name: "Traffic type" }).selectOption({ label: "Transactional/OTP" });
  await page.getByRole("spinbutton", { name: "Messages per month" }).fill("10000");
  // 0.0351 × 2 segments × 10 000 messages.
  await expect(page.getByTestId("monthly-cost")).toHaveText("$702.00");

  const url = new URL(page.url());
  expect(url.searchParams.get("country")).toBe("saudi-arabia");
  expect(url.searchParams.get("volume")).toBe("10000");

  await page.reload();
  await expect(page.getByRole("textbox", { name: "Message text" })).toHaveValue("a".repeat(161));
  await expect(page.getByRole("combobox", { name: "Country" })).toHaveValue("saudi-arabia");
  await expect(page.getByRole("combobox", { name: "Traffic type" })).toHaveValue("transactional");
  await expect(page.getByRole("spinbutton", { name: "Messages per month" })).toHaveValue("10000");
  await expect(page.getByTestId("monthly-cost")).toHaveText("$702.00");
});

test("a shared quote opens the calculator at once, and axe finds nothing with it open", async ({ page }) => {
  await page.goto(
    `${pricing}?text=${encodeURIComponent("€".repeat(81))}&country=kuwait&type=promotional&volume=1000`,
  );
  await expect(page.locator("output")).toHaveText(/GSM-7.*162 characters.*2 segments/);
  // Kuwait's published promotional rate 0.045 × 2 × 1 000.
  await expect(page.getByTestId("monthly-cost")).toHaveText("$90.00");
  await page
    .getByRole("heading", { level: 2, name: "SMS cost and segment calculator" })
    .scrollIntoViewIfNeeded();
  expect(await axeViolations(page)).toEqual([]);
});

test("the placeholder's button opens the calculator from the keyboard and moves on to the message box", async ({
  page,
}) => {
  await page.goto(pricing);
  await waitForHydration(page);
  const button = page.getByRole("button", { name: "Open the calculator" });
  await button.focus();
  await expect(page.getByRole("textbox", { name: "Message text" })).toBeFocused();
});

test("a market without a rate is quoted on request", async ({ page }) => {
  await serveLiveRates(
    page,
    smsRates.filter((rate) => rate.country !== "qatar"),
  );
  await page.goto(`${pricing}?country=qatar&text=Hello`);
  await expect(page.getByText("Quoted on request")).toBeVisible();
});

test("the calculator starts useful: an example message, its segments and a month's cost before any input", async ({
  page,
}) => {
  await page.goto(pricing);
  await waitForHydration(page);
  await page
    .getByRole("heading", { level: 2, name: "SMS cost and segment calculator" })
    .scrollIntoViewIfNeeded();
  const text = page.getByRole("textbox", { name: "Message text" });
  await expect(text).not.toHaveValue("");
  await expect(page.locator("output")).toContainText("1 segment");
  const cost = page.getByTestId("monthly-cost");
  await expect(cost).toHaveText(/^\$[\d,]+\.\d\d$/);
  await expect(cost).not.toHaveText("$0.00");
});
