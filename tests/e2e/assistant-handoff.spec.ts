/**
 * Issue 12 in the panel: suggestions, Helpful/Not helpful and the "Send to sales"
 * form. The chat and feedback functions are stubbed per the contract
 * (support/chat-contract-stubs.ts) until the conversation server is merged; the
 * lead goes to the real contact function and is read back with the sales export.
 */
import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { axeTags } from "../../scripts/audit/axe-scan";
import { assistant } from "./support/assistant";
import { stubChatContract } from "./support/chat-contract-stubs";
import { exportLeads } from "./support/leads-export";

const suggestions = ["SMS prices", "WhatsApp prices", "Voice prices"];

async function openWith(page: Page, path = "/services/sms-services") {
  await page.goto(path);
  const chat = assistant(page);
  await chat.open();
  return chat;
}

test("a suggestion sends itself as the visitor's message, in the same conversation", async ({ page }) => {
  const stub = await stubChatContract(page, [
    { response: "Which channel do you mean?", suggestions },
    { response: "SMS to Qatar costs **0.0390 USD** per message." },
  ]);
  const chat = await openWith(page);
  await chat.send("How much does it cost?");
  const group = chat.panel.getByRole("group", { name: "Suggestions" });
  await expect(group.getByRole("button")).toHaveText(suggestions);

  // Keyboard: Tab reaches the suggestions, Enter presses one.
  await group.getByRole("button", { name: "SMS prices" }).focus();
  await page.keyboard.press("Enter");
  await expect(chat.messages.nth(3)).toContainText("SMS prices");
  await expect(group).toBeHidden();
  await expect(chat.typing).toBeVisible();
  await expect(chat.last()).toContainText("0.0390 USD");
  await expect(chat.input).toBeFocused();
  expect(stub.chatRequests).toEqual([
    { message: "How much does it cost?" },
    { message: "SMS prices", conversationId: stub.conversationId },
  ]);
});

test("Helpful and Not helpful send one rating each, then both are disabled, also after a reload", async ({
  page,
}) => {
  const stub = await stubChatContract(page, [{ response: "First answer." }, { response: "Second answer." }]);
  const chat = await openWith(page);
  await chat.send("one");
  await expect(chat.last()).toContainText("First answer.");
  await chat.send("two");
  await expect(chat.last()).toContainText("Second answer.");

  const first = chat.messages.nth(2);
  const second = chat.messages.nth(4);
  await first.getByRole("button", { name: "Helpful", exact: true }).click();
  await second.getByRole("button", { name: "Not helpful" }).click();
  await first.getByRole("button", { name: "Not helpful" }).click({ force: true });
  for (const answer of [first, second]) {
    await expect(answer.getByText("Thanks for the feedback")).toBeVisible();
    await expect(answer.getByRole("button", { name: "Helpful", exact: true })).toBeDisabled();
    await expect(answer.getByRole("button", { name: "Not helpful" })).toBeDisabled();
  }
  await expect(first.getByRole("button", { name: "Helpful", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  expect(stub.feedbackRequests).toEqual([
    { conversationId: stub.conversationId, turnId: "turn-1", helpful: true },
    { conversationId: stub.conversationId, turnId: "turn-2", helpful: false },
  ]);

  await page.reload();
  const reloaded = assistant(page);
  await reloaded.open();
  await expect(reloaded.messages.nth(4).getByRole("button", { name: "Not helpful" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(reloaded.messages.nth(4).getByRole("button", { name: "Not helpful" })).toBeDisabled();
});

test("the Send to sales form, pre-filled from the handoff, stores exactly one lead and confirms", async ({
  page,
}) => {
  const email = `ana+${Date.now()}@acme.example`;
  const stub = await stubChatContract(page, [
    {
      response: "I can pass this to our sales team: check your details below.",
      handoff: { name: "Ana Silva", email },
    },
  ]);
  const chat = await openWith(page);
  await chat.send(`I want a demo next week, my email is ${email}`);
  const form = chat.panel.getByRole("form", { name: "Send to sales" });
  await expect(form).toBeVisible();
  await expect(form.getByLabel("Name")).toHaveValue("Ana Silva");
  await expect(form.getByLabel("Email")).toHaveValue(email);
  await form.getByLabel("Company").fill("Acme");

  // Without consent nothing is sent, and the error is tied to the checkbox.
  await form.getByRole("button", { name: "Send to sales" }).click();
  const consent = form.getByRole("checkbox");
  await expect(consent).toHaveAttribute("aria-invalid", "true");
  await consent.check();

  const posted = page.waitForRequest("**/functions/v1/contact");
  await form.getByRole("button", { name: "Send to sales" }).click();
  const body = (await posted).postDataJSON();
  expect(body).toMatchObject({
    name: "Ana Silva",
    email,
    company: "Acme",
    conversationId: stub.conversationId,
    sourcePath: "/services/sms-services",
  });
  await expect(chat.last()).toContainText("Thank you, Ana Silva. Your details have reached our sales team");
  await expect(form).toBeHidden();
  await expect(chat.input).toBeFocused();

  const leads = (await exportLeads()).filter((lead) => lead.email === email);
  expect(leads).toHaveLength(1);
  expect(leads[0]?.message).toContain("I want a demo next week");
  expect(leads[0]?.sourcePath).toBe("/services/sms-services");
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`axe finds nothing with suggestions, feedback and the form on screen (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize(viewport);
    await stubChatContract(page, [
      { response: "Which channel do you mean?", suggestions },
      {
        response: "Our sales team can help.",
        handoff: { name: "Ana" },
        suggestions: ["Pricing", "Coverage"],
      },
    ]);
    const chat = await openWith(page);
    await chat.send("How much?");
    await expect(chat.panel.getByRole("group", { name: "Suggestions" })).toBeVisible();
    await chat.send("I want to talk to sales");
    await expect(chat.panel.getByRole("form", { name: "Send to sales" })).toBeVisible();
    await chat.messages.nth(2).getByRole("button", { name: "Helpful", exact: true }).click();
    // An invalid state too: the errors' colours and wiring are checked as well.
    await chat.panel.getByRole("button", { name: "Send to sales" }).click();
    await expect(chat.panel.getByRole("checkbox")).toHaveAttribute("aria-invalid", "true");
    await page.screenshot({ path: `/tmp/panel-handoff-${viewport.width}.png` });
    await chat.panel
      .getByRole("form", { name: "Send to sales" })
      .screenshot({ path: `/tmp/panel-form-${viewport.width}.png` });

    const results = await new AxeBuilder({ page })
      .options({ rules: { "target-size": { enabled: true } } })
      .withTags(axeTags)
      .include("#ai-assistant")
      .analyze();
    expect(results.violations).toEqual([]);
    for (const control of await chat.panel.getByRole("button").all()) {
      const box = await control.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(24);
      expect(box?.width).toBeGreaterThanOrEqual(24);
    }
  });
}
