import { describe, expect, it } from "vitest";
import { speechChunks, toSpeech } from "./speakable";

describe("toSpeech", () => {
  it.each([
    ["plain text", "Relaywave sends SMS.", "Relaywave sends SMS."],
    ["a site link", "See [WhatsApp Business](/services/whatsapp-services).", "See WhatsApp Business."],
    ["an external link with a title", '[docs](https://x.example/a_(b) "Docs")', "docs"],
    ["an image", "![Relaywave logo](/logo.png) Hello", "Relaywave logo Hello"],
    [
      "bold",
      "We offer **verified** profiles and __fast__ setup.",
      "We offer verified profiles and fast setup.",
    ],
    ["italic", "It is *really* quick, not 2 * 3 * 4.", "It is really quick, not 2 * 3 * 4."],
    ["bold around a link", "**[SMS pricing](/services/sms-services/pricing)**", "SMS pricing"],
    ["inline code", "Use the `send` call.", "Use the send call."],
    ["a stray bold marker", "Unclosed **bold text", "Unclosed bold text"],
    ["escapes", "1\\. Not a list \\*star\\*", "1. Not a list *star*"],
    ["snake_case words", "The sender_id field", "The sender_id field"],
  ])("reads %s", (_what, markdown, speech) => {
    expect(toSpeech(markdown)).toBe(speech);
  });

  it("reads a list as sentences without markers", () => {
    const markdown = "We cover:\n\n- **India**\n- UAE\n* Saudi Arabia.\n1. Bahrain\n2) Kuwait\n\nAsk us!";
    expect(toSpeech(markdown)).toBe("We cover: India. UAE. Saudi Arabia. Bahrain. Kuwait. Ask us!");
  });

  it("drops headings' hashes, quotes and rules, and collapses whitespace", () => {
    const markdown = "## Pricing\r\n\r\n> Rates   vary\tby market.\n\n---\n\n  Contact   us. ";
    expect(toSpeech(markdown)).toBe("Pricing. Rates vary by market. Contact us.");
  });

  it("is empty for markup without words", () => {
    expect(toSpeech("\n- \n**\n")).toBe("");
  });
});

describe("speechChunks", () => {
  it("splits by sentence and joins back to the text", () => {
    const text = "Relaywave sends SMS. It costs 0.5 cents? Yes! Ask us.";
    const chunks = speechChunks(text);
    expect(chunks).toEqual(["Relaywave sends SMS. ", "It costs 0.5 cents? ", "Yes! ", "Ask us."]);
    expect(chunks.join("")).toBe(text);
  });

  it("splits a long sentence into runs of a few words", () => {
    const text = "one two three four five six seven eight nine ten eleven.";
    const chunks = speechChunks(text, 4);
    expect(chunks).toEqual(["one two three four ", "five six seven eight ", "nine ten eleven."]);
  });

  it("gives nothing for empty text", () => {
    expect(speechChunks("")).toEqual([]);
  });
});
