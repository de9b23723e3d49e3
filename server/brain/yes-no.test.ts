import { describe, expect, it } from "vitest";
import { asksYesNo, needAsked, noFirst } from "./yes-no.ts";

describe("asksYesNo", () => {
  it("tells a yes-or-no question from a wh-question", () => {
    expect(asksYesNo("Do you support WhatsApp in Qatar?")).toBe(true);
    expect(asksYesNo("Hi there. After launch, do you support the app?")).toBe(true);
    expect(asksYesNo("we want a bilingual website for our company in abu dhabi, you do that?")).toBe(true);
    expect(asksYesNo("What does an SMS cost in Kuwait?")).toBe(false);
  });
});

describe("noFirst", () => {
  it("puts No. before a rule the visitor asks to do without, and Yes. before a rule asked about", () => {
    const rule = "Sender IDs must be registered before any traffic.";
    expect(noFirst(rule, "Can we send without registering, even if not registered?")).toMatch(/^No\b/);
    expect(noFirst(rule, "Do we need to register the sender ID?")).toMatch(/^Yes\b/);
    expect(noFirst(rule, "How long does registration take?")).toBe(rule);
  });
  it("finds a need in the question's words", () => {
    expect(needAsked.test("is consent required")).toBe(true);
    expect(needAsked.test("how much is it")).toBe(false);
  });
});
