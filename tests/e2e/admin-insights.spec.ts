/**
 * What visitors ask, end to end (decision 040): a question the assistant could not
 * answer and an answer a visitor marked "Not helpful" both show on the insights
 * page, each with a link to its transcript, where the turn is focused.
 */
import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { addOperator, axeViolations, signIn } from "./support/console.ts";

interface ChatReply {
  conversationId: string;
  turnId: string;
}

async function ask(request: APIRequestContext, message: string, conversationId?: string) {
  const response = await request.post("/functions/v1/chat", { data: { message, conversationId } });
  expect(response.status()).toBe(200);
  return (await response.json()) as ChatReply;
}

test("the insights page lists an unanswered question and a Not helpful answer, each with its transcript", async ({
  page,
  request,
}) => {
  const marker = randomUUID().slice(0, 8);
  const outOfScope = `What's the best recipe for chocolate chip cookies, batch ${marker}?`;
  const unansweredReply = await ask(request, outOfScope);
  const rated = `How much does an SMS to India cost? Ref ${marker}`;
  const reply = await ask(request, rated);
  const feedback = await request.post("/functions/v1/chat-feedback", {
    data: { conversationId: reply.conversationId, turnId: reply.turnId, helpful: false },
  });
  expect(feedback.status()).toBe(204);

  await signIn(page, await addOperator());
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Insights" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "What visitors ask" })).toBeVisible();

  const unanswered = page.getByRole("region", { name: "Questions the assistant could not answer" });
  const unansweredRow = unanswered.getByRole("row").filter({ hasText: outOfScope });
  await expect(unansweredRow).toHaveCount(1);
  const notHelpful = page.getByRole("region", { name: /Not helpful/ });
  const notHelpfulRow = notHelpful.getByRole("row").filter({ hasText: rated });
  await expect(notHelpfulRow).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);

  await notHelpfulRow.getByRole("link", { name: /^Transcript of the conversation from/ }).click();
  await expect(page).toHaveURL(
    new RegExp(`/admin/conversation\\?id=${reply.conversationId}&turn=${reply.turnId}#turn-${reply.turnId}$`),
  );
  await expect(page.getByText(rated)).toBeVisible();
  await expect(page.getByText("Marked Not helpful")).toBeVisible();
  await expect(page.locator(`#turn-${reply.turnId}`)).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);

  await page.goBack();
  await expect(unansweredRow).toHaveCount(1);
  await unansweredRow.getByRole("link", { name: /^Transcript of the conversation from/ }).click();
  // The insights page quotes the question twice (its topic's latest example and the flat list):
  // look for it once the transcript has replaced that page.
  await expect(page).toHaveURL(new RegExp(`/admin/conversation\\?id=${unansweredReply.conversationId}&`));
  await expect(page.getByText(outOfScope)).toBeVisible();
});

test("a long conversation's transcript comes 50 turns a page, with links to earlier and later turns", async ({
  page,
  request,
}) => {
  // Sixty chat requests come first: on a busy two-core host they alone can take 20 s.
  test.setTimeout(60_000);
  const marker = randomUUID().slice(0, 8);
  const first = await ask(request, `Do you offer OTP SMS? Ref ${marker}`);
  // 60 messages and their answers: 120 turns, three pages (decision 056).
  for (let i = 2; i <= 60; i++)
    await ask(request, `Question ${i} of ${marker}: and to Kuwait?`, first.conversationId);

  await signIn(page, await addOperator());
  await page.goto(`/admin/conversation?id=${first.conversationId}`);
  const pages = page.getByRole("navigation", { name: "Transcript pages" });
  await expect(pages).toContainText("Turns 1–50 of 120");
  await expect(page.getByText(`Do you offer OTP SMS? Ref ${marker}`)).toBeVisible();
  await expect(pages.getByRole("link", { name: "Earlier turns" })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  await pages.getByRole("link", { name: "Later turns" }).click();
  await expect(pages).toContainText("Turns 51–100 of 120");
  await expect(page.getByText(`Question 26 of ${marker}: and to Kuwait?`)).toBeVisible();
  await pages.getByRole("link", { name: "Later turns" }).click();
  await expect(pages).toContainText("Turns 101–120 of 120");
  await expect(page.getByText(`Question 60 of ${marker}: and to Kuwait?`)).toBeVisible();
  await pages.getByRole("link", { name: "Earlier turns" }).click();
  await expect(pages).toContainText("Turns 51–100 of 120");
});
