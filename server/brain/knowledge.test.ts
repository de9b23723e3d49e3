import { describe, expect, it } from "vitest";
import { buildPassages } from "./knowledge.ts";
import { siteContent, siteContentIn } from "./site-content.ts";

describe("the assistant's passages", () => {
  const passages = buildPassages(siteContent);

  it.each([
    ["/services/sms-services", "Send your first SMS", "https://api.relaywave.example/v1/sms/messages"],
    ["/services/whatsapp-services", "", "https://api.relaywave.example/v1/whatsapp/messages"],
    ["/services/rcs-services", "", "https://api.relaywave.example/v1/rcs/messages"],
  ])("learn %s's first API call, with its endpoint and languages", (path, heading, endpoint) => {
    const passage = passages.find((item) => item.path === path && item.text.includes(endpoint));
    expect(passage?.heading).toContain(heading);
    expect(passage?.text).toMatch(
      /in curl, Node\.js and Python, ready to copy: one POST to the endpoint https:\/\/\S+, with your API key as a Bearer token in the Authorization header/,
    );
  });

  it.each([
    ["ar", /^تعرض صفحة واتساب للأعمال أول طلب API لك بصيغ curl وNode\.js وPython،/, /"to" و"template"/],
    [
      "hi",
      /^हमारे WhatsApp Business पेज पर आपकी पहली API call curl, Node\.js, और Python में/,
      /फ़ील्ड "to", "template",/,
    ],
  ] as const)(
    "writes the first API call in %s, around the same endpoint and fields",
    (locale, opening, fields) => {
      const local = buildPassages(siteContentIn(locale), locale);
      const call = local.find((item) => item.kind === "code" && item.path === "/services/whatsapp-services");
      expect(call?.text).toMatch(opening);
      expect(call?.text).toContain("https://api.relaywave.example/v1/whatsapp/messages");
      expect(call?.text).toMatch(fields);
      expect(call?.text).not.toMatch(/\bOur\b|ready to copy/);
    },
  );

  it("has no API call for services without a code block", () => {
    const voice = passages.filter((item) => item.path === "/services/voice-services");
    expect(voice.length).toBeGreaterThan(5);
    expect(voice.some((item) => item.text.includes("ready to copy"))).toBe(false);
  });
});
