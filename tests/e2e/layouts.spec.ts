/**
 * Layouts with purpose (issue "From template to product"): on a phone a service page's long card
 * lists are sideways rows a keyboard can scroll; on a laptop they are grids that are no tab stop,
 * each card with its own icon; the right third beside the overview, the questions and the contact
 * form holds a card instead of nothing; the stat bands show figures.
 */
import { expect, type Locator, type Page, test } from "@playwright/test";
import { waitForHydration } from "../support/hydration.ts";

function section(page: Page, name: string): Locator {
  return page.getByRole("region", { name, exact: true });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the features are one row that scrolls sideways, card by card, and the keyboard can scroll it", async ({
    page,
  }) => {
    await page.goto("/services/sms-services");
    await waitForHydration(page);
    const features = section(page, "Features").getByRole("list");
    const cards = features.getByRole("listitem");
    await expect(cards).toHaveCount(8);
    // One row: the second card starts beside the first, and the next one peeks in at the edge.
    const first = await cards.nth(0).boundingBox();
    const second = await cards.nth(1).boundingBox();
    expect(second?.y).toBe(first?.y);
    expect(second?.x ?? 0).toBeLessThan(390);
    expect((second?.x ?? 0) + (second?.width ?? 0)).toBeGreaterThan(390);

    await expect(features).toHaveAttribute("tabindex", "0");
    await features.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => features.evaluate((list) => list.scrollLeft)).toBeGreaterThan(0);
  });
});

test.describe("on a laptop", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test("a service page's cards are a grid, no tab stop, and each feature draws its own icon", async ({
    page,
  }) => {
    await page.goto("/services/whatsapp-services");
    await waitForHydration(page);
    const features = section(page, "Features").getByRole("list");
    await expect(features).not.toHaveAttribute("tabindex");
    const icons = await features
      .locator("svg use")
      .evaluateAll((uses) => uses.map((use) => use.getAttribute("href")?.split("#")[1]));
    expect(icons).toHaveLength(8);
    expect(new Set(icons).size).toBeGreaterThanOrEqual(6);
    // The sprite the icons come from answers, so they are drawn.
    const sprite = new URL(
      (await features.locator("svg use").first().getAttribute("href")) ?? "",
      page.url(),
    );
    expect((await page.request.get(sprite.href)).status()).toBe(200);
  });

  test("the overview's right third says who answers, how to connect and how it is priced", async ({
    page,
  }) => {
    await page.goto("/services/sms-services");
    const overview = section(page, "What SMS does for your business");
    const card = overview.getByRole("heading", { name: "Talk to us about SMS" });
    await expect(card).toBeVisible();
    const prose = await overview.getByText(/sends business SMS for teams/).boundingBox();
    const cardBox = await card.boundingBox();
    expect(cardBox?.x ?? 0).toBeGreaterThan((prose?.x ?? 0) + (prose?.width ?? 0));
    await expect(overview.getByText("SMPP", { exact: true })).toBeVisible();
    await expect(overview.getByRole("link", { name: "Published for every SMS market" })).toHaveAttribute(
      "href",
      "/services/sms-services/pricing",
    );
  });

  test("the questions have a card beside them for the question that is not there", async ({ page }) => {
    await page.goto("/services/sms-services/india");
    const questions = section(page, "Frequently asked questions");
    await expect(questions.getByRole("heading", { name: "Still have a question?" })).toBeVisible();
    await expect(questions.getByRole("link", { name: "Contact sales" })).toHaveAttribute("href", "/contact");
  });

  test("/contact: the other ways to reach sales sit beside the form", async ({ page }) => {
    await page.goto("/contact");
    const form = await page.getByRole("region", { name: "Send us a message" }).boundingBox();
    const channels = await page.getByRole("region", { name: "How to reach us" }).boundingBox();
    expect(channels?.x ?? 0).toBeGreaterThan((form?.x ?? 0) + (form?.width ?? 0) - 1);
    expect(channels?.y ?? 0).toBeLessThan((form?.y ?? 0) + 200);
  });

  test("every service page's stat band shows a figure in each value", async ({ page }) => {
    for (const slug of ["whatsapp-services", "voice-services", "rcs-services", "web-app-development"]) {
      await page.goto(`/services/${slug}`);
      const values = await page.locator("main dl").first().locator("dd").allInnerTexts();
      expect(values.length, slug).toBeGreaterThanOrEqual(3);
      for (const value of values) expect(value, slug).toMatch(/\d/);
    }
  });
  test("prose on every other page has a card beside it that scans: figures, roles, counting rules, the assistant", async ({
    page,
  }) => {
    /** The card's heading sits to the right of `prose`, in the same section. */
    async function besideProse(path: string, prose: RegExp, heading: string) {
      await page.goto(path);
      const text = await page.getByText(prose).first().boundingBox();
      const card = page.getByRole("heading", { name: heading, exact: true });
      await expect(card).toBeVisible();
      const box = await card.boundingBox();
      expect(box?.x ?? 0, path).toBeGreaterThan((text?.x ?? 0) + (text?.width ?? 0));
      return card.locator("xpath=..");
    }
    const about = await besideProse("/about", /We began with SMS/, "Relaywave at a glance");
    await expect(about.getByText("2016", { exact: true })).toBeVisible();

    const careers = await besideProse("/careers", /Are you hiring\? Yes/, "Open roles at a glance");
    // The count is the roles the page lists, not a number typed into the copy.
    const listed = await page
      .getByRole("region", { name: "Open roles" })
      .getByRole("heading", { level: 3 })
      .count();
    await expect(careers.getByRole("definition").first()).toHaveText(String(listed));
    await expect(careers.getByRole("link", { name: /careers@/ })).toHaveAttribute("href", /^mailto:careers@/);

    const services = await besideProse("/services", /one place to send and receive/, "Relaywave at a glance");
    await expect(services.getByRole("definition")).toHaveCount(4);

    const pricing = await besideProse(
      "/services/sms-services/pricing",
      /We charge per SMS segment/,
      "How a price is counted",
    );
    await expect(pricing.getByText("160 characters in one segment, 153 a part when longer")).toBeVisible();
    await expect(pricing.getByText("USD, excluding taxes")).toBeVisible();

    await page.goto("/contact");
    const questions = section(page, "Frequently asked questions");
    const first = await questions.getByText("How quickly will you reply?").boundingBox();
    const card = await questions.getByRole("heading", { name: "A question that cannot wait?" }).boundingBox();
    expect(card?.x ?? 0).toBeGreaterThan((first?.x ?? 0) + (first?.width ?? 0));
  });
});
