import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contactFormMessagesIn } from "../../../app/content/contact-form-messages.ts";
import { app, database, lead, origin, post, root } from "../../../tests/support/contact-test-app.ts";
import { createApp } from "../../app.ts";
import { loadConfig } from "../../env.ts";

describe("POST /functions/v1/contact", () => {
  it("stores a valid lead and answers 201 with its id", async () => {
    const submitted = lead();
    const response = await post(submitted, { origin });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const stored = (await database.leads.list()).find((row) => row.id === id);
    expect(stored).toMatchObject({
      name: "Aisha Khan",
      email: "aisha@example.com",
      phone: "+97141234567",
      country: "AE",
      service: "whatsapp-services",
      consent: true,
      idempotencyKey: submitted.idempotencyKey,
      sourcePath: "/services/whatsapp-services",
      userAgent: "vitest",
    });
  });

  it("stores empty optional fields as null", async () => {
    const response = await post(lead({ company: "", phone: "", country: "", service: "", sourcePath: "" }));
    const { id } = (await response.json()) as { id: string };
    const stored = (await database.leads.list()).find((row) => row.id === id);
    expect(stored).toMatchObject({
      company: null,
      phone: null,
      country: null,
      service: null,
      sourcePath: null,
    });
  });

  it("stores the same submission once, however often it is retried", async () => {
    const submitted = lead();
    const answers = await Promise.all([post(submitted), post(submitted), post(submitted)]);
    const ids = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { id: string }).id),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(new Set(ids).size).toBe(1);
    const rows = (await database.leads.list()).filter(
      (row) => row.idempotencyKey === submitted.idempotencyKey,
    );
    expect(rows).toHaveLength(1);
  });

  it("answers 201 only once the lead is in the embedded database's fsync'd journal (decision 020)", async () => {
    const response = await post(lead());
    const { id } = (await response.json()) as { id: string };
    expect(readFileSync(path.join(root, "data", "leads-journal.jsonl"), "utf8")).toContain(`"id":"${id}"`);
  });

  it("answers 409 with a sentence when a key is reused for another submission, and keeps the first", async () => {
    const submitted = lead();
    const first = await post(submitted);
    const { id } = (await first.json()) as { id: string };
    expect((await post(submitted, { "user-agent": "another browser" })).status).toBe(201);
    const edited = await post({ ...submitted, message: "We want order updates on WhatsApp and SMS too." });
    expect(edited.status).toBe(409);
    expect(await edited.json()).toEqual({
      error:
        "This form was already sent with different details, so your changes were not saved. Please send it again.",
    });
    const again = await post(submitted);
    expect(((await again.json()) as { id: string }).id).toBe(id);
    const rows = (await database.leads.list()).filter(
      (row) => row.idempotencyKey === submitted.idempotencyKey,
    );
    expect(rows.map((row) => row.message)).toEqual([submitted.message]);
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const submitted = lead({ website: "https://spam.example" });
    const response = await post(submitted);
    expect(response.status).toBe(201);
    expect((await database.leads.list()).some((row) => row.idempotencyKey === submitted.idempotencyKey)).toBe(
      false,
    );
  });

  it.each([
    ["name", { name: "" }, "Please enter your name."],
    ["email", { email: "not-an-email" }, "Please enter a valid e-mail address, such as name@company.com."],
    [
      "phone",
      { phone: "12345" },
      "Please enter the phone number in international format, such as +971 4 123 4567.",
    ],
    ["country", { country: "XX" }, "Please choose a country from the list."],
    ["service", { service: "fax" }, "Please choose a service from the list."],
    ["message", { message: "Too short" }, "Please tell us a little more: at least 10 characters."],
    ["consent", { consent: false }, "Please agree to be contacted so that we can reply."],
  ])("answers 400 with a field error for an invalid %s", async (field, overrides, message) => {
    const response = await post(lead(overrides));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors[field]).toEqual([message]);
    expect(body.error).toBe(message);
  });

  it("answers in the page's language and stores it with the lead (decision 091)", async () => {
    const arabic = contactFormMessagesIn("ar").errors;
    const refused = await post(lead({ name: "", consent: false, locale: "ar" }));
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { error: string; fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors.name).toEqual([arabic.name]);
    expect(body.fieldErrors.consent).toEqual([arabic.consent]);
    expect(arabic.name).toMatch(/[\u0600-\u06ff]/);
    const hindi = await post(lead({ message: "छोटा", locale: "hi" }));
    expect(((await hindi.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.message).toEqual([
      contactFormMessagesIn("hi").errors.message,
    ]);

    const accepted = await post(lead({ locale: "ar", sourcePath: "/ar/contact" }));
    const { id } = (await accepted.json()) as { id: string };
    const stored = (await database.leads.list()).find((row) => row.id === id);
    expect(stored).toMatchObject({ locale: "ar", sourcePath: "/ar/contact" });
  });

  it("takes an unknown or absent language for English, never as an error", async () => {
    const unknown = await post(lead({ name: "", locale: "fr" }));
    expect(((await unknown.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.name).toEqual([
      "Please enter your name.",
    ]);
    const { locale: _absent, ...withoutLocale } = lead();
    const accepted = await post(withoutLocale);
    expect(accepted.status).toBe(201);
    const { id } = (await accepted.json()) as { id: string };
    expect((await database.leads.list()).find((row) => row.id === id)?.locale).toBe("en");
    const odd = await post(lead({ locale: "xx" }));
    expect(odd.status).toBe(201);
  });

  it.each([
    ["broken JSON", "{", "application/json", 400],
    ["a JSON list", "[]", "application/json", 400],
    ["plain text", "name=x", "text/plain", 415],
    ["a body over 16 KiB", JSON.stringify(lead({ message: "x".repeat(17_000) })), "application/json", 413],
  ])("answers %s with a %s sentence and never a 5xx", async (_label, body, type, status) => {
    const response = await post(body, { "content-type": type });
    expect(response.status).toBe(status);
    expect(((await response.json()) as { error: string }).error).toMatch(/^[A-Z].*\.$/);
  });

  // Found by the fuzz test (functions-fuzz.test.ts): PostgreSQL text cannot hold U+0000, so the insert failed with a 500.
  it("answers 400 naming the fields that hold a NUL character, and stores nothing", async () => {
    const submitted = lead({ name: "Aisha\u0000Khan", message: "We want order updates.\u0000 Thanks!" });
    const response = await post(submitted);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; fieldErrors: Record<string, string[]> };
    expect(body.error).toBe("This field contains a null character (U+0000), which cannot be stored.");
    expect(Object.keys(body.fieldErrors)).toEqual(["name", "message"]);
    expect((await database.leads.list()).some((row) => row.idempotencyKey === submitted.idempotencyKey)).toBe(
      false,
    );
  });

  // Found by an outside probe (decision 022): these reached the sales inbox and the CSV as sent.
  it("refuses line breaks in one-line fields and direction overrides, naming them; strips zero-width characters", async () => {
    const refused = await post(
      lead({ name: "Aisha \u202eKhan", company: "Example\r\nBcc: all@example.com" }),
    );
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { error: string; fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors).toEqual({
      name: [
        "This contains invisible characters that change the direction of text (U+202E). Please retype it without them.",
      ],
      company: ["Please keep this on one line, without line breaks."],
    });
    const odd = lead({
      name: "Aisha Khan\u200b \u{1f469}\u200d\u{1f467}",
      message: "Line one\u2028line two\u0001 done.",
    });
    const stored = await post(odd);
    expect(stored.status).toBe(201);
    const { id } = (await stored.json()) as { id: string };
    expect((await database.leads.list()).find((row) => row.id === id)).toMatchObject({
      name: "Aisha Khan \u{1f469}\u{1f467}",
      message: "Line one\u2028line two\u0001 done.",
    });
  });

  it("refuses a submission from another site (CSRF) with 403", async () => {
    const submitted = lead();
    const response = await post(submitted, { origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect((await database.leads.list()).some((row) => row.idempotencyKey === submitted.idempotencyKey)).toBe(
      false,
    );
  });

  it("fills a lead from the assistant with the country and service its conversation was about (decision 080)", async () => {
    const ask = async (message: string, conversationId?: string) => {
      const answer = await app.request("/functions/v1/chat", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ message, conversationId }),
      });
      return ((await answer.json()) as { conversationId: string }).conversationId;
    };
    const conversationId = await ask("WhatsApp for our 40 stores in Qatar");
    await ask("yes", conversationId);
    const fromPanel = lead({ conversationId, country: "", service: "", company: "" });
    const response = await post(fromPanel, { origin });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const stored = (await database.leads.list()).find((row) => row.id === id);
    expect(stored).toMatchObject({ country: "QA", service: "whatsapp-services", conversationId });
    // A retry of the same submission is the same submission, filled or not.
    const again = await post(fromPanel, { origin });
    expect(((await again.json()) as { id: string }).id).toBe(id);

    // What the visitor chose stands; a lead without a conversation is left as sent.
    const chosen = await post(lead({ conversationId: await ask("WhatsApp in Qatar?"), country: "AE" }), {
      origin,
    });
    const chosenId = ((await chosen.json()) as { id: string }).id;
    expect((await database.leads.list()).find((row) => row.id === chosenId)).toMatchObject({
      country: "AE",
      service: "whatsapp-services",
    });
    const plain = await post(lead({ country: "", service: "" }));
    const plainId = ((await plain.json()) as { id: string }).id;
    expect((await database.leads.list()).find((row) => row.id === plainId)).toMatchObject({
      country: null,
      service: null,
    });
  });

  it("is 405 for GET", async () => {
    expect((await app.request("/functions/v1/contact")).status).toBe(405);
  });
});

describe("contact rate limit", () => {
  it("answers 429 with Retry-After past CONTACT_RATE_LIMIT_PER_HOUR, counting invalid requests", async () => {
    const config = loadConfig({ DATA_DIR: path.join(root, "data"), CONTACT_RATE_LIMIT_PER_HOUR: "2" });
    const limited = createApp({
      config,
      clientDir: path.join(root, "client"),
      database: async () => database,
    });
    const send = (body: unknown) =>
      limited.request("/functions/v1/contact", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await send({})).status).toBe(400);
    expect((await send(lead())).status).toBe(201);
    const refused = await send(lead());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(60);
  });
});
