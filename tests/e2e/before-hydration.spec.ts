import { expect, test } from "@playwright/test";
import { isHydrated } from "../support/hydration.ts";
import { assistant } from "./support/assistant.ts";
import { addOperator } from "./support/console.ts";
import { exportLeads } from "./support/leads-export.ts";
import { holdScripts } from "./support/slow-scripts.ts";

// Pages paint before their JavaScript arrives; what a visitor does in between is kept.

test("a tap on the assistant before the page is interactive opens it once it is", async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto("/");
  const chat = assistant(page);
  await page.getByRole("button", { name: "Open AI Assistant" }).click();
  expect(await isHydrated(page)).toBe(false);
  scripts.release();
  await expect(chat.panel).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("button", { name: "Close AI Assistant" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
});

test("a contact form typed and sent before the page is interactive keeps every value and is sent once", async ({
  page,
}) => {
  const name = `Early Lead ${Date.now()}`;
  const scripts = await holdScripts(page);
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Send us a message" });
  await form.getByRole("textbox", { name: /^Name/ }).fill(name);
  await form.getByRole("textbox", { name: /^Work e-mail/ }).fill("early@example.com");
  await form.getByRole("textbox", { name: /^Message/ }).fill("Please call us about SMS in Qatar and Kuwait.");
  await form.getByRole("checkbox", { name: /I agree/ }).check();
  await form.getByRole("button", { name: "Send message" }).click();
  expect(await isHydrated(page)).toBe(false);
  scripts.release();
  await expect(page.getByRole("heading", { name: `Thank you, ${name}.` })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/contact$/);
  const stored = (await exportLeads()).filter((lead) => lead.name === name);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ email: "early@example.com", sourcePath: "/contact" });
});

test("a console sign-in sent before the page is interactive keeps the password out of the URL and signs in once it is", async ({
  page,
}) => {
  const login = await addOperator();
  const scripts = await holdScripts(page);
  await page.goto("/admin");
  await page.getByLabel("Email").fill(login.email);
  await page.getByLabel("Password").fill(login.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  expect(await isHydrated(page)).toBe(false);
  expect(page.url()).not.toContain("password");
  scripts.release();
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/admin\/leads$/);
});
