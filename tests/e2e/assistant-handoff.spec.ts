/**
 * The assistant as a conversation, against the real server: suggestions send
 * themselves, Helpful/Not helpful are stored once per answer, and the "Send to
 * sales" form stores exactly one lead that carries the conversation and its
 * transcript into the sales export.
 */
import { expect, type Page, test } from "@playwright/test";
import { assistant, expectPanelPassesAxe } from "./support/assistant.ts";
import { exportLeads } from "./support/leads-export.ts";

interface ChatAnswer {
  response: string;
  conversationId: string;
  turnId: string;
  suggestions?: string[];
}

async function openWith(page: Page, path = "/services/sms-services") {
  await page.goto(path);
  const chat = assistant(page);
  await chat.open();
  return chat;
}

/** Sends a message and returns the server's answer as the panel received it. */
async function ask(page: Page, chat: ReturnType<typeof assistant>, message: string): Promise<ChatAnswer> {
  const answered = page.waitForResponse(
    (response) => response.url().endsWith("/functions/v1/chat") && response.request().method() === "POST",
  );
  await chat.send(message);
  return (await (await answered).json()) as ChatAnswer;
}

test("a suggestion sends itself as the visitor's message, in the same conversation", async ({ page }) => {
  const chat = await openWith(page);
  const question = await ask(page, chat, "How much does it cost?");
  const group = chat.panel.getByRole("group", { name: "Suggestions" });
  await expect(group.getByRole("button")).toHaveText(question.suggestions ?? []);
  expect(question.suggestions?.length).toBeGreaterThanOrEqual(2);

  // Keyboard: the suggestion is a real button; Enter presses it.
  const sent = page.waitForRequest("**/functions/v1/chat");
  await group.getByRole("button", { name: "SMS prices in India" }).focus();
  await page.keyboard.press("Enter");
  expect((await sent).postDataJSON()).toEqual({
    message: "SMS prices in India",
    conversationId: question.conversationId,
  });
  await expect(chat.messages.nth(3)).toContainText("SMS prices in India");
  await expect(group).toBeHidden();
  await expect(chat.last()).toContainText("India");
  await expect(chat.last()).toContainText(/\$0\.\d+/);
  await expect(chat.input).toBeFocused();
});

test("Helpful and Not helpful are stored once per answer, and stay pressed after a reload", async ({
  page,
  request,
}) => {
  const chat = await openWith(page);
  const first = await ask(page, chat, "What is RCS?");
  await expect(chat.messages.nth(2)).toContainText("RCS");
  const second = await ask(page, chat, "Do you offer virtual numbers?");
  await expect(chat.messages.nth(4)).toContainText(/number/i);

  const stored = (turnId: string) =>
    page.waitForResponse(
      (response) =>
        response.url().endsWith("/functions/v1/chat-feedback") &&
        response.request().postDataJSON()?.turnId === turnId,
    );
  const helpful = stored(first.turnId);
  await chat.messages.nth(2).getByRole("button", { name: "Helpful", exact: true }).click();
  expect((await helpful).status()).toBe(204);
  const unhelpful = stored(second.turnId);
  await chat.messages.nth(4).getByRole("button", { name: "Not helpful" }).click();
  expect((await unhelpful).status()).toBe(204);

  for (const index of [2, 4]) {
    const answer = chat.messages.nth(index);
    await expect(answer.getByText("Thanks for the feedback")).toBeVisible();
    await expect(answer.getByRole("button", { name: "Helpful", exact: true })).toBeDisabled();
    await expect(answer.getByRole("button", { name: "Not helpful" })).toBeDisabled();
  }
  // The server holds the rating: a second one for the same answer is refused.
  const again = await request.post("/functions/v1/chat-feedback", {
    data: { conversationId: first.conversationId, turnId: first.turnId, helpful: false },
  });
  expect(again.status()).toBe(409);

  await page.reload();
  const reloaded = assistant(page);
  await reloaded.open();
  const rated = reloaded.messages.nth(4).getByRole("button", { name: "Not helpful" });
  await expect(rated).toHaveAttribute("aria-pressed", "true");
  await expect(rated).toBeDisabled();
});

test("the Send to sales form, pre-filled from the conversation, stores one lead with its transcript", async ({
  page,
}) => {
  const email = `ana+${Date.now()}@acme.example`;
  const chat = await openWith(page);
  const answer = await ask(page, chat, `I want a demo next week, my email is ${email}`);
  const form = chat.panel.getByRole("form", { name: "Send to sales" });
  await expect(form).toBeVisible();
  await expect(form.getByLabel("Email")).toHaveValue(email);
  await form.getByLabel("Name").fill("Ana Silva");
  await form.getByLabel("Company").fill("Acme");

  // Without consent nothing is sent, and the error is tied to the checkbox.
  await form.getByRole("button", { name: "Send to sales" }).click();
  const consent = form.getByRole("checkbox");
  await expect(consent).toHaveAttribute("aria-invalid", "true");
  await consent.check();

  const posted = page.waitForRequest("**/functions/v1/contact");
  await form.getByRole("button", { name: "Send to sales" }).click();
  expect((await posted).postDataJSON()).toMatchObject({
    name: "Ana Silva",
    email,
    company: "Acme",
    conversationId: answer.conversationId,
    sourcePath: "/services/sms-services",
  });
  await expect(chat.last()).toContainText("Thank you, Ana Silva. Your details have reached our sales team");
  await expect(form).toBeHidden();
  await expect(chat.input).toBeFocused();

  const leads = (await exportLeads()).filter((lead) => lead.email === email);
  expect(leads).toHaveLength(1);
  expect(leads[0]).toMatchObject({
    conversationId: answer.conversationId,
    source: "assistant",
    sourcePath: "/services/sms-services",
  });
  expect(leads[0]?.transcript).toEqual([
    expect.objectContaining({ role: "user", content: `I want a demo next week, my email is ${email}` }),
    expect.objectContaining({ role: "assistant", content: answer.response }),
  ]);
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
    const chat = await openWith(page);
    await ask(page, chat, "How much does it cost?");
    await expect(chat.panel.getByRole("group", { name: "Suggestions" })).toBeVisible();
    await ask(page, chat, "I want to talk to sales");
    await expect(chat.panel.getByRole("form", { name: "Send to sales" })).toBeVisible();
    await chat.messages.nth(2).getByRole("button", { name: "Helpful", exact: true }).click();
    // An invalid state too: the errors' colours and wiring are checked as well.
    await chat.panel.getByRole("button", { name: "Send to sales" }).click();
    await expect(chat.panel.getByRole("checkbox")).toHaveAttribute("aria-invalid", "true");

    await expectPanelPassesAxe(page);
    for (const control of await chat.panel.getByRole("button").all()) {
      const box = await control.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(24);
      expect(box?.width).toBeGreaterThanOrEqual(24);
    }
  });
}

test("a demo request with an address gets one sentence that repeats it, and the form in view, filled in", async ({
  page,
}) => {
  const chat = await openWith(page);
  await ask(page, chat, "I want a demo, my email is sara@shop.qa");
  // The greeting, the question, the answer; the form comes after them.
  const answer = chat.messages.nth(2);
  await expect(answer).toContainText("the form below already holds sara@shop.qa");
  await expect(answer).not.toContainText("sales@relaywave.example");
  const form = chat.panel.getByRole("form", { name: "Send to sales" });
  await expect(form.getByRole("textbox", { name: /^Email/ })).toHaveValue("sara@shop.qa");
  // Its heading is scrolled into the conversation's view, not left below the fold.
  await expect(form.getByText("Send to sales", { exact: true }).first()).toBeInViewport();
});

test("a visitor who asks for a call with name, address and number sees both repeated and the form filled in", async ({
  page,
}) => {
  const chat = await openWith(page, "/services/sms-services/saudi-arabia");
  await ask(page, chat, "My name is Omar, omar@bank.sa, please have sales call me on +966 50 123 4567");
  // The greeting, the question, the answer; the form comes after them.
  const answer = chat.messages.nth(2);
  await expect(answer).toContainText("omar@bank.sa");
  await expect(answer).toContainText("+966 50 123 4567");
  const form = chat.panel.getByRole("form", { name: "Send to sales" });
  await expect(form.getByRole("textbox", { name: /^Name/ })).toHaveValue("Omar");
  await expect(form.getByRole("textbox", { name: /^Email/ })).toHaveValue("omar@bank.sa");
  await expect(form.getByRole("textbox", { name: /^Phone/ })).toHaveValue("+966 50 123 4567");

  // Validated as the contact page validates it: a number without its country code is refused.
  const phone = form.getByRole("textbox", { name: /^Phone/ });
  await phone.fill("050 123 4567");
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Send to sales" }).click();
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(form).toContainText("international format");

  await phone.fill("+966 50 123 4567");
  const posted = page.waitForRequest("**/functions/v1/contact");
  await form.getByRole("button", { name: "Send to sales" }).click();
  expect((await posted).postDataJSON()).toMatchObject({
    name: "Omar",
    email: "omar@bank.sa",
    phone: "+966 50 123 4567",
  });
  await expect(chat.last()).toContainText("Thank you, Omar.");
});
