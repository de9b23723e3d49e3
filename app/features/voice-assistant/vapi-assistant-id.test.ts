import { describe, expect, it } from "vitest";
import { vapiAssistantIdFor } from "./vapi-assistant-id.ts";

const all = { en: "asst-en", ar: "asst-ar", hi: "asst-hi" };

describe("vapiAssistantIdFor (the assistant a page calls)", () => {
  it("calls each language's own assistant when the site was built with all three", () => {
    expect(vapiAssistantIdFor("en", all)).toBe("asst-en");
    expect(vapiAssistantIdFor("ar", all)).toBe("asst-ar");
    expect(vapiAssistantIdFor("hi", all)).toBe("asst-hi");
  });

  it("falls back to the English assistant on a page whose language has none", () => {
    const englishOnly = { en: "asst-en", ar: null, hi: null };
    expect(vapiAssistantIdFor("ar", englishOnly)).toBe("asst-en");
    expect(vapiAssistantIdFor("hi", englishOnly)).toBe("asst-en");
    expect(vapiAssistantIdFor("hi", { ...englishOnly, ar: "asst-ar" })).toBe("asst-en");
    expect(vapiAssistantIdFor("ar", { ...englishOnly, ar: "asst-ar" })).toBe("asst-ar");
  });

  it("gives none without the English id, whatever the other languages have", () => {
    expect(vapiAssistantIdFor("ar", { en: null, ar: "asst-ar", hi: "asst-hi" })).toBeNull();
    expect(vapiAssistantIdFor("en", { en: null, ar: null, hi: null })).toBeNull();
  });
});
