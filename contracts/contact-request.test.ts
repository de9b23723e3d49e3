import { describe, expect, it } from "vitest";
import { defaultContactFormMessages } from "../app/content/contact-form-messages.ts";
import { validateContact } from "./contact-request.ts";

const messages = defaultContactFormMessages();

const valid = {
  name: "Aisha Khan",
  email: "aisha@example.com",
  company: "Example Trading",
  phone: "+971 4 123 4567",
  country: "AE",
  service: "whatsapp-services",
  message: "We want to send order updates on WhatsApp.",
  consent: true,
  idempotencyKey: "test-key-0001",
};

const errorsFor = (overrides: Record<string, unknown>) => {
  const result = validateContact({ ...valid, ...overrides });
  return result.ok ? {} : result.fieldErrors;
};

describe("control characters in the contact schema (decision 022)", () => {
  it.each([
    ["name", "Aisha\r\nBcc: all@example.com"],
    ["email", "aisha@example.com\nBcc: all@example.com"],
    ["company", "Example\u2028Trading"],
    ["phone", "+971 4\r123 4567"],
  ])("refuses a line break inside the one-line field %s", (field, value) => {
    expect(errorsFor({ [field]: value })[field as "name"]?.[0]).toBe(messages.errors.lineBreak);
  });

  it("allows line breaks in the message, and a trailing one anywhere (trimmed)", () => {
    const result = validateContact({
      ...valid,
      name: "Aisha Khan\r\n",
      message: "Line one\nline two\r\nthree",
    });
    expect(result.ok && result.value.name).toBe("Aisha Khan");
  });

  it("refuses bidirectional embeddings, overrides and isolates in every text field, naming them", () => {
    const errors = errorsFor({
      name: "Aisha \u202eKhan",
      company: "\u2066Example\u2069 \u202a\u202e",
      message: "Please call \u202dus back tomorrow.",
    });
    expect(errors.name).toEqual([messages.errors.bidiControls("U+202E")]);
    expect(errors.company).toEqual([messages.errors.bidiControls("U+2066, U+2069, U+202A, U+202E")]);
    expect(errors.message).toEqual([messages.errors.bidiControls("U+202D")]);
    expect(messages.errors.bidiControls("U+202E")).toContain("(U+202E)");
  });

  it("strips zero-width characters and directional marks, keeping the visible text", () => {
    const result = validateContact({
      ...valid,
      name: "\ufeffAisha\u200b Khan\u200e",
      company: "Ex\u2060ample\u200c Trading\u061c\u200f",
      message: "Family \u{1f469}\u200d\u{1f467} says hello\u200d to you.",
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.name).toBe("Aisha Khan");
    expect(result.value.company).toBe("Example Trading");
    expect(result.value.message).toBe("Family \u{1f469}\u{1f467} says hello to you.");
  });

  it("keeps Arabic, Hindi and emoji as typed", () => {
    const result = validateContact({ ...valid, name: "أمينة الرحمن", company: "प्रिया शर्मा 🚀" });
    expect(result.ok && [result.value.name, result.value.company]).toEqual(["أمينة الرحمن", "प्रिया शर्मा 🚀"]);
  });
});

describe("the assistant's conversation on a lead", () => {
  it("keeps an optional conversationId of up to 100 characters", () => {
    const withId = validateContact({ ...valid, conversationId: "c".repeat(100) });
    expect(withId.ok && withId.value.conversationId).toBe("c".repeat(100));
    const without = validateContact(valid);
    expect(without.ok && without.value.conversationId).toBeUndefined();
  });

  it.each([
    ["too long", "c".repeat(101)],
    ["empty", ""],
    ["a number", 42],
  ])("refuses a conversationId that is %s", (_what, conversationId) => {
    expect(errorsFor({ conversationId }).conversationId?.[0]).toBe(messages.errors.form);
  });
});
