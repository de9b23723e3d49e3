import { expect, type Page, test } from "@playwright/test";
import { exportLeads } from "./support/leads-export.ts";

function form(page: Page) {
  const section = page.getByRole("form", { name: "Send us a message" });
  return {
    section,
    name: section.getByRole("textbox", { name: /^Name/ }),
    email: section.getByRole("textbox", { name: /^Work e-mail/ }),
    company: section.getByRole("textbox", { name: /^Company/ }),
    phone: section.getByRole("textbox", { name: /^Phone/ }),
    country: section.getByRole("combobox", { name: /^Country/ }),
    service: section.getByRole("combobox", { name: /^Service of interest/ }),
    message: section.getByRole("textbox", { name: /^Message/ }),
    consent: section.getByRole("checkbox", { name: /I agree/ }),
    submit: section.getByRole("button", { name: /Send message|Sending your message/ }),
  };
}

async function fillValid(page: Page, name: string) {
  const f = form(page);
  await f.name.fill(name);
  await f.email.fill("buyer@example.com");
  await f.company.fill("Gulf Retail Group");
  await f.phone.fill("+971 4 123 4567");
  await f.country.selectOption("AE");
  await f.service.selectOption("whatsapp-services");
  await f.message.fill("We want to send order updates on WhatsApp to customers in the UAE and Saudi Arabia.");
  await f.consent.check();
}

test("a valid submission shows the thank-you and reaches the sales team's export", async ({ page }) => {
  const name = `Journey Lead ${Date.now()}`;
  await page.goto("/services/whatsapp-services");
  await page
    .getByRole("main")
    .getByRole("link", { name: /Contact sales|Talk to sales|Book a demo/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/contact$/);
  await fillValid(page, name);
  await form(page).submit.click();
  await expect(page.getByRole("heading", { name: `Thank you, ${name}.` })).toBeVisible();
  await expect(page.getByText("Thank you, your message has been sent.")).toBeVisible();
  const leads = await exportLeads();
  const stored = leads.filter((lead) => lead.name === name);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ email: "buyer@example.com", sourcePath: "/services/whatsapp-services" });
});

test("each invalid field shows its message next to it, and focus goes to the first", async ({ page }) => {
  await page.goto("/contact");
  const f = form(page);
  await f.email.fill("not-an-email");
  await f.phone.fill("12345");
  await f.message.fill("Too short");
  await f.submit.click();
  await expect(f.section.getByRole("alert").first()).toContainText("Please correct the highlighted fields.");
  const expected: [ReturnType<typeof form>[keyof ReturnType<typeof form>], string][] = [
    [f.name, "Please enter your name."],
    [f.email, "Please enter a valid e-mail address, such as name@company.com."],
    [f.phone, "Please enter the phone number in international format, such as +971 4 123 4567."],
    [f.message, "Please tell us a little more: at least 10 characters."],
    [f.consent, "Please agree to be contacted so that we can reply."],
  ];
  for (const [field, message] of expected) {
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.+()]/g, "\\$&")));
  }
  await expect(f.name).toBeFocused();
  // Nothing typed is lost.
  await expect(f.email).toHaveValue("not-an-email");
  await expect(f.message).toHaveValue("Too short");
  // Fixing a field clears its message.
  await f.name.fill("Omar");
  await f.name.blur();
  await expect(f.name).not.toHaveAttribute("aria-invalid", "true");
});

test("a server failure keeps everything typed, and the retry goes through", async ({ page }) => {
  const name = `Retry Lead ${Date.now()}`;
  await page.goto("/contact");
  await fillValid(page, name);
  let attempts = 0;
  await page.route("**/functions/v1/contact", async (route) => {
    attempts += 1;
    if (attempts === 1) {
      await route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"Down."}' });
    } else {
      await route.continue();
    }
  });
  const f = form(page);
  await f.submit.click();
  await expect(
    page.getByText(/Something went wrong on our side and your message was not sent/),
  ).toBeVisible();
  await expect(f.name).toHaveValue(name);
  await expect(f.message).toHaveValue(/order updates on WhatsApp/);
  await expect(f.consent).toBeChecked();
  await f.submit.click();
  await expect(page.getByRole("heading", { name: `Thank you, ${name}.` })).toBeVisible();
  expect((await exportLeads()).filter((lead) => lead.name === name)).toHaveLength(1);
});

test("a double submit, and a retry after a lost answer, store one lead", async ({ page }) => {
  const name = `Double Lead ${Date.now()}`;
  await page.goto("/contact");
  await fillValid(page, name);
  let attempts = 0;
  await page.route("**/functions/v1/contact", async (route) => {
    attempts += 1;
    // The first request reaches the server and is stored, but its answer is lost on the way back.
    if (attempts === 1) {
      await route.fetch();
      await route.abort("connectionreset");
    } else {
      await route.continue();
    }
  });
  const f = form(page);
  await f.submit.dblclick();
  await expect(page.getByText(/the connection failed/)).toBeVisible();
  await f.submit.click();
  await expect(page.getByRole("heading", { name: `Thank you, ${name}.` })).toBeVisible();
  const stored = (await exportLeads()).filter((lead) => lead.name === name);
  expect(stored).toHaveLength(1);
});

test.describe("on a laptop", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test("the form starts in the first screen, under a compact hero", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 2, name: "Send us a message" })).toBeInViewport();
    await expect(page.getByRole("textbox", { name: /^Name/ })).toBeInViewport();
  });
});
