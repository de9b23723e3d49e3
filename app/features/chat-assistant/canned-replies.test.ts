import { describe, expect, it } from "vitest";
import { cannedReplies } from "../../content/assistant-replies.ts";
import { company } from "../../content/company.ts";
import { sitePages } from "../../content/site-map.ts";
import { cannedReplyFor } from "./canned-replies.ts";

/** The required keyword groups, in their order of precedence (written out here, not read from the content). */
const requiredGroups: readonly { topic: string; keywords: readonly string[] }[] = [
  { topic: "sms", keywords: ["sms", "text message"] },
  { topic: "whatsapp", keywords: ["whatsapp"] },
  { topic: "rcs", keywords: ["rcs"] },
  { topic: "voice", keywords: ["voice", "call", "ivr"] },
  { topic: "ai-agents", keywords: ["ai agent", "chatbot", "automation"] },
  { topic: "pricing", keywords: ["price", "cost", "pricing"] },
  { topic: "contact", keywords: ["contact", "demo", "talk to", "sales"] },
  { topic: "integration", keywords: ["integrat", "api", "technical"] },
  { topic: "getting-started", keywords: ["start", "begin", "sign up"] },
];

const keywordCases = requiredGroups.flatMap((group) =>
  group.keywords.map((keyword) => [keyword, group.topic] as const),
);

const titleCase = (text: string) => text.replace(/\b\w/g, (letter) => letter.toUpperCase());

describe("cannedReplyFor: keyword groups", () => {
  it("has the ten topics in order of precedence, the default overview last", () => {
    expect(cannedReplies.map((reply) => reply.topic)).toEqual([
      ...requiredGroups.map((group) => group.topic),
      "overview",
    ]);
  });

  it.each(keywordCases)("%j selects %s", (keyword, topic) => {
    expect(cannedReplyFor(keyword).topic).toBe(topic);
  });

  it.each(keywordCases)("%j in upper case selects %s", (keyword, topic) => {
    expect(cannedReplyFor(keyword.toUpperCase()).topic).toBe(topic);
  });

  it.each(keywordCases)("%j inside a longer, title-cased word selects %s", (keyword, topic) => {
    expect(cannedReplyFor(`Pre${titleCase(keyword)}ed?`).topic).toBe(topic);
  });

  it.each([
    ["Tell me about SMS-based alerts", "sms"],
    ["Do you support Integration with our CRM?", "integration"],
    ["Can I send a Text Message abroad?", "sms"],
    ["Do you have an IVR?", "voice"],
    ["I want to Sign Up", "getting-started"],
    ["I'd like to TALK TO someone", "contact"],
    ["Is Automation possible?", "ai-agents"],
    ["Technical docs please", "integration"],
  ] as const)("%j selects %s", (message, topic) => {
    expect(cannedReplyFor(message).topic).toBe(topic);
  });

  it.each([
    ["sms price", "sms"],
    ["whatsapp pricing", "whatsapp"],
    ["call sales", "voice"],
    ["api pricing", "pricing"],
    ["start a demo", "contact"],
    ["RCS or WhatsApp?", "whatsapp"],
    ["a chatbot for voice", "voice"],
    ["contact me about the api", "contact"],
  ] as const)("precedence: %j selects %s", (message, topic) => {
    expect(cannedReplyFor(message).topic).toBe(topic);
  });

  it.each(["hello there", "", "   ", "Who are you?", "مرحبا"])("%j gets the default overview", (message) => {
    expect(cannedReplyFor(message).topic).toBe("overview");
  });
});

describe("canned replies: content", () => {
  const sitePaths = new Set(sitePages.map((page) => page.path));
  const linkTargets = (reply: string) => [...reply.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]);

  it("the contact reply gives the sales e-mail and phone number", () => {
    const { reply } = cannedReplyFor("contact");
    expect(reply).toContain(company.salesEmail);
    expect(reply).toContain(company.phone);
    expect(reply).toContain(`](mailto:${company.salesEmail})`);
    expect(reply).toContain(`](tel:${company.phoneE164})`);
  });

  describe.each(cannedReplies.map((reply) => [reply.topic, reply] as const))("%s", (_topic, canned) => {
    it("links only pages of the site map, e-mail and phone", () => {
      const targets = linkTargets(canned.reply);
      expect(targets.length).toBeGreaterThan(0);
      for (const target of targets) {
        if (target?.startsWith("/")) {
          expect(sitePaths, `${target} is not a site page`).toContain(target);
        } else {
          expect(target).toMatch(/^(mailto|tel):/);
        }
      }
    });

    it("is one to four sentences, under 600 characters", () => {
      expect(canned.reply.length).toBeGreaterThan(0);
      expect(canned.reply.length).toBeLessThan(600);
      const sentences = canned.reply.match(/[.!?](?=\s|$)/g) ?? [];
      expect(sentences.length).toBeGreaterThanOrEqual(1);
      expect(sentences.length).toBeLessThanOrEqual(4);
    });
  });
});
