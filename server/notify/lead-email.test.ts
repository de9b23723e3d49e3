import { describe, expect, it } from "vitest";
import type { Lead } from "../../contracts/admin-api.ts";
import { leadConsoleUrl } from "../../contracts/console-urls.ts";
import { leadEmail } from "./lead-email.ts";

const lead: Lead = {
  id: "0b6f3c1e-3d4a-4c47-9a51-4f7f2f1f9a10",
  createdAt: "2026-11-22T10:00:00.000Z",
  name: "Amina <b>Rahman</b>",
  email: "amina@example.com",
  company: "Desert & Co",
  phone: null,
  country: "AE",
  service: "whatsapp-services",
  message: 'Line one\n<script>alert("x")</script>',
  consent: true,
  idempotencyKey: "k",
  sourcePath: "/contact",
  locale: "en",
  userAgent: null,
  conversationId: null,
  source: "contact-form",
};

describe("leadEmail", () => {
  const url = leadConsoleUrl("https://relaywave.example", lead.id);

  it("names the lead in the subject and every field in the text, with the console link", () => {
    const mail = leadEmail(lead, url);
    expect(url).toBe(`https://relaywave.example/admin/lead?id=${lead.id}`);
    expect(mail.subject).toBe(
      "New lead: Amina <b>Rahman</b> <amina@example.com> (Desert & Co, whatsapp-services)",
    );
    for (const part of [
      "Name: Amina <b>Rahman</b>",
      "E-mail: amina@example.com",
      "Company: Desert & Co",
      "Phone: —",
      "Service: whatsapp-services",
      "Country: United Arab Emirates (AE)",
      "Source: The contact form, on /contact",
      "Language: English (en)",
      lead.message,
      `Open it in the console: ${url}`,
    ])
      expect(mail.text).toContain(part);
  });

  it("names the language of an Arabic page's lead, so sales replies in it", () => {
    const mail = leadEmail({ ...lead, locale: "ar", sourcePath: "/ar/contact" }, url);
    expect(mail.text).toContain("Language: Arabic (ar)");
    expect(mail.html).toContain("Arabic (ar)");
  });

  it("escapes every value in the HTML", () => {
    const { html } = leadEmail(lead, url);
    expect(html).toContain("Amina &lt;b&gt;Rahman&lt;/b&gt;");
    expect(html).toContain("Desert &amp; Co");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).not.toContain("<script>");
    expect(html).toContain(`<a href="${url}">`);
  });
});
