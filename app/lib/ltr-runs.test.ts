import { describe, expect, it } from "vitest";
import { ltrRuns } from "./ltr-runs.ts";

const ltrOf = (text: string) =>
  ltrRuns(text)
    .filter((part) => part.ltr)
    .map((part) => part.text);

describe("ltrRuns", () => {
  it("finds e-mail addresses, URLs and international phone numbers in Arabic text", () => {
    const text =
      "راسلنا على sales@relaywave.example أو اتصل على +1 (555) 010-0199، أو زر https://relaywave.example/contact.";
    expect(ltrOf(text)).toEqual([
      "sales@relaywave.example",
      "+1 (555) 010-0199",
      "https://relaywave.example/contact",
    ]);
  });

  it("isolates a USD price as Intl writes it in Arabic, so US$ never reads $US", () => {
    expect(ltrRuns("\u200f150\u00a0US$ لمرة واحدة")).toEqual([
      { text: "\u200f", ltr: false },
      { text: "150\u00a0US$", ltr: true },
      { text: " لمرة واحدة", ltr: false },
    ]);
    const price = new Intl.NumberFormat("ar-u-nu-latn", { style: "currency", currency: "USD" }).format(
      0.0032,
    );
    expect(
      ltrRuns(price)
        .filter((part) => part.ltr)
        .map((part) => part.text.trim()),
    ).toHaveLength(1);
    expect(ltrRuns("$0.0032 per message").every((part) => !part.ltr)).toBe(true);
  });

  it("keeps the sentence's punctuation out of a URL or e-mail address", () => {
    expect(ltrOf("Write to privacy@relaywave.example.")).toEqual(["privacy@relaywave.example"]);
    expect(ltrOf("(see www.relaywave.example/privacy)")).toEqual(["www.relaywave.example/privacy"]);
  });

  it("finds UTC offsets and sender-ID marks with their hyphen outside", () => {
    expect(ltrOf("من 9:00 إلى 21:00 (UTC+3)")).toEqual(["UTC+3"]);
    expect(ltrOf("Promotional senders end in -AD; in the UAE they start with AD- instead.")).toEqual([
      "-AD",
      "AD-",
    ]);
  });

  it("leaves words, prices and hyphenated names alone", () => {
    expect(ltrOf("Bulk SMS from $0.0032 per message, two-way and DLT-registered, 24/7.")).toEqual([]);
    expect(ltrRuns("رسائل SMS جماعية")).toEqual([{ text: "رسائل SMS جماعية", ltr: false }]);
  });

  it("gives back the whole text, in order, with no empty part", () => {
    const text = "sales@relaywave.example answers within a day; call +1 (555) 010-0199";
    const parts = ltrRuns(text);
    expect(parts.map((part) => part.text).join("")).toBe(text);
    expect(parts.every((part) => part.text.length > 0)).toBe(true);
    expect(parts[0]).toEqual({ text: "sales@relaywave.example", ltr: true });
    expect(parts.at(-1)).toEqual({ text: "+1 (555) 010-0199", ltr: true });
  });
});
