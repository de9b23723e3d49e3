/**
 * Screenshots of the console for people to look at (tmp/reports/screens/console-<view>-<width>.png):
 * the inbox, a lead from the form, a lead from the assistant, insights with data and a transcript,
 * at a laptop and a phone width. Each view also must not scroll sideways at either width.
 */
import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { addOperator, type OperatorLogin, signIn } from "./support/console.ts";

const widths = [1366, 390] as const;
const outDir = "tmp/reports/screens";

interface ChatReply {
  conversationId: string;
  turnId: string;
}

async function ask(request: APIRequestContext, message: string, conversationId?: string) {
  const response = await request.post("/functions/v1/chat", {
    data: { message, conversationId },
    headers: { referer: `${new URL(test.info().project.use.baseURL ?? "http://127.0.0.1").origin}/contact` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as ChatReply;
}

async function postLead(request: APIRequestContext, lead: Record<string, unknown>) {
  const response = await request.post("/functions/v1/contact", {
    data: {
      email: "buyer@example.com",
      company: "Gulf Retail Group",
      phone: "",
      country: "",
      service: "",
      consent: true,
      website: "",
      idempotencyKey: randomUUID(),
      sourcePath: "/contact",
      ...lead,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function shoot(page: Page, view: string, width: number) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${view} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${outDir}/console-${view}-${width}.png`, fullPage: true });
}

let login: OperatorLogin;
const ids = { formLead: "", assistantLead: "", conversation: "" };

test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000);
  login = await addOperator();
  ids.formLead = await postLead(request, {
    name: "Lina Haddad",
    country: "AE",
    service: "sms-services",
    message:
      "We send about 400,000 OTP messages a month to the UAE and Saudi Arabia and want a second route with delivery reports. Can we talk this week?",
  });
  const first = await ask(request, "WhatsApp for our 40 stores in Qatar");
  ids.conversation = first.conversationId;
  await ask(request, "How much does an SMS to Qatar cost?", first.conversationId);
  await ask(request, "What's the best recipe for cookies?");
  ids.assistantLead = await postLead(request, {
    name: "Noor Al-Thani",
    email: "noor@stores.example",
    message:
      'Sent from the AI Assistant. The visitor\'s last question: "WhatsApp for our 40 stores in Qatar"',
    conversationId: first.conversationId,
  });
});

for (const width of widths) {
  test(`the console at ${width} px`, async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 } });
    const page = await context.newPage();
    await signIn(page, login);
    await expect(page.getByRole("row").nth(1)).toBeVisible();
    await shoot(page, "inbox", width);
    await page.goto(`/admin/lead?id=${ids.formLead}`);
    await expect(page.getByRole("heading", { level: 1, name: "Lina Haddad" })).toBeVisible();
    await shoot(page, "lead-form", width);
    await page.goto(`/admin/lead?id=${ids.assistantLead}`);
    await expect(page.getByRole("heading", { name: "Conversation with the assistant" })).toBeVisible();
    await shoot(page, "lead-assistant", width);
    await page.goto("/admin/insights");
    await expect(page.getByRole("heading", { level: 1, name: "What visitors ask" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Questions by topic, most frequent first" })).toBeVisible();
    await shoot(page, "insights", width);
    await page.goto(`/admin/conversation?id=${ids.conversation}`);
    await expect(page.getByText("WhatsApp for our 40 stores in Qatar")).toBeVisible();
    await shoot(page, "transcript", width);
    await context.close();
  });
}
