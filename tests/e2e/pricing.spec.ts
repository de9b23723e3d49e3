import { expect, test } from "@playwright/test";
import { smsRates } from "../../app/content/sms-rates";
import { e2eAdminToken } from "../../playwright.config";

const admin = { authorization: `Bearer ${e2eAdminToken}` };

test.describe.configure({ mode: "serial" });

// Back to the published rates, as the other journeys expect them.
test.afterEach(async ({ request }) => {
  await request.put("/functions/v1/admin/sms-rates", { headers: admin, data: smsRates });
});

test("the pre-rendered pricing page already holds the published rates", async ({ request }) => {
  const html = await (await request.get("/services/sms-services/pricing")).text();
  for (const rate of smsRates) {
    expect(html).toContain(`>${rate.countryName}</th>`);
    expect(html).toContain(`$${rate.transactional.toFixed(4)}`);
  }
});

test("the page refreshes the rates from the server without a rebuild", async ({ page, request }) => {
  const changed = smsRates.map((rate) =>
    rate.country === "india" ? { ...rate, transactional: 0.0029 } : rate,
  );
  const saved = await request.put("/functions/v1/admin/sms-rates", { headers: admin, data: changed });
  expect(saved.status()).toBe(200);
  await page.goto("/services/sms-services/pricing");
  const indiaRow = page.getByRole("row", { name: /India/ });
  await expect(indiaRow.getByRole("cell").first()).toHaveText("$0.0029");
});

test("while rates refresh a spinner says Loading..., and a failure keeps the published rates", async ({
  page,
}) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/functions/v1/sms-rates", async (route) => {
    await held;
    await route.fulfill({ status: 503, contentType: "application/json", body: '{"error":"Unavailable."}' });
  });
  await page.goto("/services/sms-services/pricing");
  await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toBeAttached();
  await expect(page.getByText("Checking for updated rates")).toBeVisible();
  release();
  await expect(page.getByText("Live rates could not be loaded. Showing the published rates.")).toBeVisible({
    timeout: 10_000,
  });
  const india = smsRates.find((rate) => rate.country === "india");
  await expect(page.getByRole("row", { name: /India/ }).getByRole("cell").first()).toHaveText(
    `$${india?.transactional.toFixed(4)}`,
  );
});
