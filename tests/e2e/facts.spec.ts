import { expect, type Page, test } from "@playwright/test";
import { companyFacts, marketFacts, marketSlugs } from "../../app/content/facts/index.ts";
import { siteTexts } from "../../app/content/site/index.ts";
import { waitForHydration } from "../support/hydration.ts";
import { notFoundHeading } from "./support/expected-pages.ts";

/** The value a page's "at a glance" list gives a term ("Regulator"), by the list's own roles. */
function factValue(page: Page, term: string) {
  return page
    .getByRole("term")
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator("xpath=following-sibling::dd[1]");
}

const labels = siteTexts.en.marketFacts.labels;

test.describe("a market page's facts come from the market's facts", () => {
  for (const slug of marketSlugs()) {
    test(`${slug} names its regulator and every operator`, async ({ page }) => {
      const facts = marketFacts(slug);
      await page.goto(`/services/sms-services/${slug}`);
      await expect(factValue(page, labels.regulator)).toContainText(`(${facts.regulator.abbreviation})`);
      for (const operator of facts.operators)
        await expect(factValue(page, labels.operators)).toContainText(operator.name);
    });
  }

  test("Saudi Arabia's promotional sender names end in its suffix, India's hours are its own", async ({
    page,
  }) => {
    await page.goto("/services/sms-services/saudi-arabia");
    await expect(factValue(page, "Sender names")).toContainText(
      `promotional names end in ${marketFacts("saudi-arabia").senderId.promotional.suffix}`,
    );
    await page.goto("/services/sms-services/india");
    const { from, to } = marketFacts("india").promotionalHours ?? { from: "", to: "" };
    await expect(factValue(page, labels.promotionalHours)).toContainText(`${from} to ${to} IST`);
  });
});

test("the contact page states the office hours and the sales address from the company's facts", async ({
  page,
}) => {
  await page.goto("/contact");
  const { openingHours, emails } = companyFacts;
  await expect(factValue(page, siteTexts.en.sections.contact.hours)).toContainText(
    `Sunday to Thursday, ${openingHours.from} to ${openingHours.to}`,
  );
  await expect(page.getByRole("main").getByRole("link", { name: emails.sales })).toHaveAttribute(
    "href",
    `mailto:${emails.sales}`,
  );
});

test("an unknown path reached in the browser shows the 404 page, fetched without a .data file", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const dataRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(".data")) dataRequests.push(request.url());
  });
  await page.goto("/about");
  await waitForHydration(page);
  // A client-side navigation, as a stale in-app link would make one.
  await page.evaluate(() =>
    (
      window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
    ).__reactRouterDataRouter.navigate("/no/such/page"),
  );
  await expect(page).toHaveURL(/\/no\/such\/page$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFoundHeading);
  await expect(page.getByRole("img", { name: /not delivered, error 404/ })).toBeVisible();
  await expect(page).toHaveTitle(/^Page not found \| Relaywave$/);
  await page.getByRole("main").getByRole("link", { name: "Services" }).click();
  await expect(page).toHaveURL(/\/services$/);
  expect(dataRequests.filter((url) => url.includes("no/such"))).toEqual([]);
  expect(errors).toEqual([]);
});
