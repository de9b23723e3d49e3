/**
 * The console end to end (decisions 037, 038): an operator from `npm run operator -- add`
 * signs in and sees the inbox, a wrong password gets the one generic sentence,
 * a lead's status change survives a reload, the endpoints refuse strangers,
 * sign-out ends the session, and axe finds nothing on the three pages.
 */
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { addOperator, axeViolations, type OperatorLogin, signIn } from "./support/console.ts";

let login: OperatorLogin;
test.beforeAll(async () => {
  test.setTimeout(60_000);
  login = await addOperator();
});

async function postLead(request: import("@playwright/test").APIRequestContext, name: string) {
  const response = await request.post("/functions/v1/contact", {
    data: {
      name,
      email: "lina@example.com",
      company: "Console Check LLC",
      phone: "",
      country: "QA",
      service: "whatsapp-services",
      message: "We want order updates on WhatsApp for customers in Qatar.",
      consent: true,
      website: "",
      idempotencyKey: randomUUID(),
      sourcePath: "/contact",
    },
  });
  expect(response.status()).toBe(201);
}

test("an operator signs in, sees the inbox, and a lead's status change survives a reload", async ({
  page,
  request,
}) => {
  const name = `Lina ${randomUUID().slice(0, 6)}`;
  await postLead(request, name);
  await signIn(page, login);
  await expect(page.getByRole("banner")).toContainText(login.email);
  // Not the public site: no site header, footer or assistant.
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /assistant/i })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Console" }).getByRole("link")).toHaveText([
    "Leads",
    "Insights",
    "Prices",
  ]);

  await page.getByLabel("Search name, e-mail or company").fill(name);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("row")).toHaveCount(2);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Notifications" })).toBeVisible();
  await page.getByLabel("Status", { exact: true }).selectOption({ label: "Qualified" });
  await page.getByLabel("Note", { exact: true }).fill("Wants a demo on Tuesday.");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved.");
  expect(await axeViolations(page)).toEqual([]);

  await page.reload();
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("qualified");
  const history = page.getByRole("region", { name: "History" });
  await expect(history).toContainText("Qualified");
  await expect(history).toContainText("Wants a demo on Tuesday.");
  await expect(history).toContainText(login.email);
});

test("a wrong password gets the one generic sentence", async ({ page }) => {
  await page.goto("/admin");
  await page.getByLabel("Email").fill(login.email);
  await page.getByLabel("Password").fill("not the right password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("The email or password is not right.");
  await expect(page).toHaveURL(/\/admin$/);
  expect(await axeViolations(page)).toEqual([]);
});

test("the console's endpoints answer 401 without a session or token; pages are noindex", async ({
  request,
}) => {
  expect((await request.get("/functions/v1/admin/leads")).status()).toBe(401);
  expect((await request.get("/functions/v1/admin/inbox")).status()).toBe(401);
  const page = await request.get("/admin");
  expect(page.headers()["x-robots-tag"]).toBe("noindex");
  expect(await page.text()).toContain('<meta name="robots" content="noindex"/>');
  expect(await (await request.get("/robots.txt")).text()).toMatch(/^Disallow: \/admin$/m);
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin");
});

test("sign out ends the session on the server", async ({ page, context }) => {
  await signIn(page, login);
  const cookies = await context.cookies();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  // The old cookie, sent again, opens nothing.
  await context.addCookies(cookies);
  expect((await page.request.get("/functions/v1/admin/inbox")).status()).toBe(401);
  await page.goto("/admin/leads");
  await expect(page).toHaveURL(/\/admin$/);
});

test("keyboard only: sign in with Tab and Enter", async ({ page }) => {
  await page.goto("/admin");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Email")).toBeFocused();
  await page.keyboard.type(login.email);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Password")).toBeFocused();
  await page.keyboard.type(login.password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/leads$/);
  // The skip link, then the navigation, come first.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
});

test("Delete erases a lead after a confirmation", async ({ page, request }) => {
  const name = `Erase ${randomUUID().slice(0, 6)}`;
  await postLead(request, name);
  await signIn(page, login);
  await page.getByLabel("Search name, e-mail or company").fill(name);
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("link", { name }).click();
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/);
  await page.getByLabel("Search name, e-mail or company").fill(name);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No leads match these filters.")).toBeVisible();
});
