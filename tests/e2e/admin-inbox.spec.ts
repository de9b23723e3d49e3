/**
 * The sales inbox end to end (decisions 080, 081): a lead sent from the assistant's
 * "Send to sales" form after "WhatsApp for our 40 stores in Qatar" reaches the inbox with
 * its source, its country and its service, under status tabs with counts; its page puts the
 * message and the transcript first and the technical details folded away.
 */
import { expect, type Page, test } from "@playwright/test";
import { assistant } from "./support/assistant.ts";
import { addOperator, axeViolations, signIn } from "./support/console.ts";

async function ask(page: Page, chat: ReturnType<typeof assistant>, message: string) {
  const answered = page.waitForResponse(
    (response) => response.url().endsWith("/functions/v1/chat") && response.request().method() === "POST",
  );
  await chat.send(message);
  expect((await answered).status()).toBe(200);
}

test("a lead from the assistant about WhatsApp in Qatar shows Country Qatar and Service WhatsApp Business", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const name = `Noor ${Date.now().toString(36)}`;
  const email = `noor+${Date.now()}@stores.example`;
  await page.goto("/contact");
  const chat = assistant(page);
  await chat.open();
  await ask(page, chat, "WhatsApp for our 40 stores in Qatar");
  await ask(page, chat, `I want a demo, my email is ${email}`);
  const form = chat.panel.getByRole("form", { name: "Send to sales" });
  await expect(form).toBeVisible();
  await form.getByLabel("Name").fill(name);
  await form.getByRole("checkbox").check();
  const stored = page.waitForResponse((response) => response.url().endsWith("/functions/v1/contact"));
  await form.getByRole("button", { name: "Send to sales" }).click();
  expect((await stored).status()).toBe(201);

  await signIn(page, await addOperator());
  const tabs = page.getByRole("tablist", { name: "Leads by status" });
  // The data directory outlives runs: thousands of leads, counted with a thousands separator.
  await expect(tabs.getByRole("tab", { name: /^All [\d,]+$/ })).toHaveAttribute("aria-selected", "true", {
    timeout: 15_000,
  });
  await page.getByLabel("Search name, e-mail or company").fill(name);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(tabs.getByRole("tab", { name: "New 1" })).toBeVisible();
  await expect(tabs.getByRole("tab", { name: "Won 0" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("cell", { name: "Assistant", exact: true })).toBeVisible();
  await expect(row.getByRole("cell", { name: "Qatar", exact: true })).toBeVisible();
  await expect(row.getByRole("cell", { name: "WhatsApp Business", exact: true })).toBeVisible();
  // The one-line preview: the visitor's question, not the panel's sentence around it.
  await expect(row.getByRole("cell", { name: /^“I want a demo, my email is/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The Won tab keeps the search and shows none of it; arrow keys move between the tabs.
  await tabs.getByRole("tab", { name: /^New/ }).focus();
  await page.keyboard.press("End");
  await expect(tabs.getByRole("tab", { name: /^Lost/ })).toBeFocused();
  await expect(tabs.getByRole("tab", { name: /^Lost/ })).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(/status=lost/);
  await expect(page).toHaveURL(/q=Noor/);
  await expect(page.getByText("No leads match these filters.")).toBeVisible();
  await page.keyboard.press("Home");
  await expect(page).not.toHaveURL(/status=/);

  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const contact = page.getByRole("region", { name: "Contact" });
  await expect(contact).toContainText("CountryQatar");
  await expect(contact).toContainText("ServiceWhatsApp Business");
  await expect(page.getByRole("region", { name: "Message" })).toContainText(/sent from the Contact\b.* page/);
  await expect(page.getByRole("heading", { name: "Conversation with the assistant" })).toBeVisible();
  await expect(page.getByText("WhatsApp for our 40 stores in Qatar")).toBeVisible();
  // The technical details are there, folded.
  await expect(page.getByText("Idempotency key")).toBeHidden();
  await page.getByText("Technical details").click();
  await expect(page.getByText("Idempotency key")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
