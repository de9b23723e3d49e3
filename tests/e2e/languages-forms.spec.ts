/**
 * Forms and tools in the page's language (decisions 090, 091): the Arabic pricing page's
 * calculator counts Arabic as Unicode, and the Arabic contact form shows its field errors in
 * Arabic and sends a lead that the sales team's export marks `ar`.
 */
import { expect, test } from "@playwright/test";
import { contactFormCopyIn } from "../../app/content/contact-form/index.ts";
import { calculatorCopyIn } from "../../app/content/sms-calculator/index.ts";
import { waitForHydration } from "../support/hydration.ts";
import { exportLeads } from "./support/leads-export.ts";

const calculator = calculatorCopyIn("ar");
const contact = contactFormCopyIn("ar");

test("on the Arabic pricing page, Arabic typed into the message text counts as Unicode segments", async ({
  page,
}) => {
  await page.goto("/ar/services/sms-services/pricing");
  await waitForHydration(page);
  await page.getByRole("heading", { level: 2, name: calculator.section.title }).scrollIntoViewIfNeeded();
  const text = page.getByRole("textbox", { name: calculator.labels.text });
  await expect(text).toBeVisible();
  // It starts with the Arabic example, already counted as Unicode.
  await expect(text).toHaveValue(calculator.example);
  const summary = page.locator("output");
  await expect(summary).toContainText(calculator.encodings["UCS-2"]);

  // 70 Arabic letters fit one Unicode segment; 71 need two of 67.
  await text.fill("م".repeat(70));
  await expect(summary).toContainText(calculator.segments(1));
  await expect(summary).toContainText(calculator.characters(70));
  await text.fill("م".repeat(71));
  await expect(summary).toContainText(calculator.encodings["UCS-2"]);
  await expect(summary).toContainText(calculator.characters(71));
  await expect(summary).toContainText(calculator.segments(2));
  await expect(summary).not.toContainText("GSM-7");
  await expect(page.getByText(calculator.perSegment(67))).toBeVisible();
});

test("the Arabic contact form shows its errors in Arabic and sends a lead the export marks ar", async ({
  page,
}) => {
  await page.goto("/ar/contact");
  await waitForHydration(page);
  const form = page.getByRole("form", { name: contact.title });
  const name = form.getByRole("textbox", { name: new RegExp(`^${contact.labels.name}`) });
  const email = form.getByRole("textbox", { name: new RegExp(`^${contact.labels.email}`) });
  const message = form.getByRole("textbox", { name: new RegExp(`^${contact.labels.message}`) });
  const consent = form.getByRole("checkbox", { name: /أوافق/ });
  const submit = form.getByRole("button", { name: contact.submit });

  await email.fill("not-an-email");
  await submit.click();
  await expect(form.getByRole("alert").first()).toContainText(contact.errorSummary);
  for (const [field, sentence] of [
    [name, contact.messages.errors.name],
    [email, contact.messages.errors.emailFormat],
    [message, contact.messages.errors.message],
    [consent, contact.messages.errors.consent],
  ] as const) {
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(new RegExp(sentence.replace(/[.+()]/g, "\\$&")));
  }
  await expect(name).toBeFocused();

  const visitor = `عميل تجريبي ${Date.now()}`;
  await name.fill(visitor);
  await email.fill("buyer@example.com");
  await message.fill("نريد إرسال رموز التحقق لعملائنا في السعودية والإمارات عبر الرسائل النصية.");
  await consent.check();
  await submit.click();
  await expect(page.getByRole("heading", { name: contact.messages.success.title(visitor) })).toBeVisible();

  const stored = (await exportLeads()).filter((lead) => lead.name === visitor);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ locale: "ar", email: "buyer@example.com" });
});
