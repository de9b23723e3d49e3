import { describe, expect, it } from "vitest";
import { conversationLanguage, scriptLanguage } from "./conversation-language.ts";

const old = (userMessages: string[], sourcePath: string | null = "/") => ({
  state: { topic: "pricing" },
  userMessages,
  sourcePath,
});

describe("conversationLanguage", () => {
  it("is the language the engine recorded, whatever the visitor wrote or where", () => {
    expect(
      conversationLanguage({ state: { language: "hi" }, userMessages: ["كم سعر"], sourcePath: "/ar" }),
    ).toBe("hi");
    expect(
      conversationLanguage({ state: { language: "en" }, userMessages: [], sourcePath: "/ar/contact" }),
    ).toBe("en");
  });

  it("reads an older conversation's language from the script of the visitor's messages", () => {
    expect(conversationLanguage(old(["كم سعر رسالة SMS إلى قطر؟"]))).toBe("ar");
    expect(conversationLanguage(old(["क़तर में SMS की कीमत क्या है?"], "/contact"))).toBe("hi");
    // Most of the letters decide: a quoted word does not make an English conversation Arabic.
    expect(conversationLanguage(old(["How do you write مرحبا in an SMS to Qatar?"]))).toBe("en");
  });

  it("falls back on the start page's locale, then English", () => {
    expect(conversationLanguage(old(["kitne ka hai?"], "/hi/services"))).toBe("hi");
    expect(conversationLanguage(old(["WhatsApp"], "/ar/contact"))).toBe("ar");
    expect(conversationLanguage(old(["123 ٤٥٦ ،"], "/about"))).toBe("en");
    expect(conversationLanguage({ state: null, userMessages: [], sourcePath: null })).toBe("en");
  });

  it("ignores a recorded language the site does not speak", () => {
    expect(
      conversationLanguage({ state: { language: "fr" }, userMessages: ["مرحبا"], sourcePath: null }),
    ).toBe("ar");
    expect(conversationLanguage({ state: "not an object", userMessages: [], sourcePath: "/hi" })).toBe("hi");
  });
});

describe("scriptLanguage", () => {
  it("counts letters, not digits or punctuation, and gives a tie with Latin to the other script", () => {
    expect(scriptLanguage("٠١٢٣٤٥٦٧٨٩ ، ؟")).toBeNull();
    expect(scriptLanguage("SMS رسالة")).toBe("ar");
    expect(scriptLanguage("RCS संदेश")).toBe("hi");
    expect(scriptLanguage("")).toBeNull();
  });
});
