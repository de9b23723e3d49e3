import { readFileSync } from "node:fs";
import { checkSync } from "recheck";
import { describe, expect, it } from "vitest";
import { linkAt, listItem, replaceLinks, safeHref, sitePath, toSpeech } from "./reply-text.ts";

const origin = "http://127.0.0.1:3000";

describe("the link grammar", () => {
  it.each([
    ["[SMS](/services/sms-services)", { image: false, label: "SMS", target: "/services/sms-services" }],
    ["![Logo](/logo.png)", { image: true, label: "Logo", target: "/logo.png" }],
    [
      '[docs]( https://x.example/a_(b) "Docs" )',
      { image: false, label: "docs", target: "https://x.example/a_(b)" },
    ],
    ["[x](javascript:alert(1))", { image: false, label: "x", target: "javascript:alert(1)" }],
    ["[empty]()", { image: false, label: "empty", target: "" }],
  ])("reads %s", (source, expected) => {
    expect(linkAt(source, 0)).toEqual({ length: source.length, ...expected });
  });

  it.each(["[not a link] (/about)", "[two\nlines](/a)", "[a [nested]](/a)", "[x](/a b c)", "[x](/a"])(
    "finds no link in %j",
    (source) => {
      expect(linkAt(source, 0)).toBeNull();
    },
  );

  it("matches only where asked", () => {
    expect(linkAt("See [A](/a).", 0)).toBeNull();
    expect(linkAt("See [A](/a).", 4)?.target).toBe("/a");
  });

  it("replaces every link and keeps the text between", () => {
    expect(replaceLinks("[A](/a), [B](/b) and [C]", (link) => `<${link.target}>`)).toBe("</a>, </b> and [C]");
  });

  it("stays fast on text built to make a backtracking pattern stall", () => {
    const hostile = `[${"[".repeat(20_000)}](${"\t".repeat(20_000)}${"(".repeat(20_000)}`;
    const started = performance.now();
    replaceLinks(hostile, () => "");
    toSpeech(hostile);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe("every pattern of the module", () => {
  // Regular-expression literals: after "(", "=", ",", "!", "?" or "return", as the module writes them.
  const source = readFileSync(new URL("./reply-text.ts", import.meta.url), "utf8");
  const literals = [
    ...source.matchAll(/(?<=(?:[(=,!?]|return) *)\/((?:\\.|\[(?:\\.|[^\]\\])*\]|[^/\\\n[])+)\/([a-z]*)/g),
  ].map(([, body = "", flags = ""]) => [body, flags] as const);

  it("are all found (a change that hides one from this scan fails here)", () => {
    expect(literals.length).toBe(20);
  });

  it.each(literals)(
    "/%s/%s runs in linear time (recheck)",
    (body, flags) => {
      const result = checkSync(body, flags.replace(/[gy]/g, ""), { timeout: null, randomSeed: 1 });
      expect(result.status).toBe("safe");
    },
    60_000,
  );
});

describe("safeHref", () => {
  it.each([
    ["/about", "/about"],
    ["/contact?from=chat#form", "/contact?from=chat#form"],
    ["https://example.com/", "https://example.com/"],
    ["HTTPS://EXAMPLE.COM/a", "https://example.com/a"],
    ["mailto:a@b.example", "mailto:a@b.example"],
    ["TEL:+1", "TEL:+1"],
    ["http://127.0.0.1:3000/", "/"],
    [
      "http://127.0.0.1:3000/services/sms-services/pricing?c=uae#table",
      "/services/sms-services/pricing?c=uae#table",
    ],
    ["http://127.0.0.1:3001/about", "http://127.0.0.1:3001/about"],
  ])("%s → %s", (href, expected) => {
    expect(safeHref(href, origin)).toBe(expected);
  });

  it.each([
    "javascript:alert(1)",
    "data:text/html,x",
    "//evil.example",
    "/\\evil.example",
    "/\\\\evil.example",
    "/path with space",
    "/tab\there",
    "ftp://example.com",
    "about",
    "#top",
    "",
  ])("%j is refused", (href) => {
    expect(safeHref(href, origin)).toBeNull();
  });

  it("sitePath takes site paths only", () => {
    expect(sitePath("/about")).toBe("/about");
    expect(sitePath("https://example.com/")).toBeNull();
  });
});

describe("listItem", () => {
  it.each([
    ["- a", { ordered: false, text: "a" }],
    ["  • b", { ordered: false, text: "b" }],
    ["+ c", { ordered: false, text: "c" }],
    ["12. d", { ordered: true, text: "d" }],
    ["3) e", { ordered: true, text: "e" }],
  ])("reads %j", (line, expected) => {
    expect(listItem(line)).toEqual(expected);
  });

  it.each(["2020. was a good year", "-no space", "**bold**", "plain"])("%j is no list item", (line) => {
    expect(listItem(line)).toBeNull();
  });
});

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
    [
      "a mailto link",
      "Write to [sales@relaywave.example](mailto:sales@relaywave.example).",
      "Write to sales@relaywave.example.",
    ],
    ["a dropped javascript: link", "[x](javascript:alert(1)) after", "x after"],
    ["raw HTML, as text", "<b>not bold</b> &amp;", "<b>not bold</b> &amp;"],
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

  it("ends list items with a full stop, as the screen-reader announcement reads them", () => {
    expect(toSpeech("Intro.\n\n- one\n- **two**\n\nEnd.")).toBe("Intro. one. two. End.");
  });
});
