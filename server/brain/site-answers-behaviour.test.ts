import { describe, expect, it } from "vitest";
import { assistantAnswers as say } from "../../app/content/assistant-answers.ts";
import { careersPage as careersPageIn } from "../../app/content/render/site.ts";
import { paths, sitePages } from "../../app/content/site-map.ts";
import { smsRates } from "../../app/content/sms-rates.ts";
import {
  contact,
  market,
  pricing,
  questions,
  sitePaths,
  sourcePaths,
  whatsapp,
} from "../../tests/support/engine-cases.ts";
import { createRetrievalEngine } from "./site-answers.ts";

describe("createRetrievalEngine: intents and named things", () => {
  const engine = createRetrievalEngine({ rates: () => smsRates });

  it('answers "talk to sales about WhatsApp" with the contact details and a WhatsApp link', () => {
    const answer = engine.answer("talk to sales about WhatsApp");
    expect(answer.response.startsWith(say.contact())).toBe(true);
    expect(answer.response).toContain("](mailto:");
    expect(answer.response).toContain("](tel:");
    expect(answer.response).toContain(`[WhatsApp Business](${whatsapp})`);
    expect(answer.sources).toEqual([
      { path: contact, title: "Contact" },
      { path: whatsapp, title: "WhatsApp Business" },
    ]);
  });

  it("answers the phone question with the contact details, and a local number in Dubai with virtual numbers", () => {
    expect(engine.answer("What's your phone number?")).toEqual({
      fromFacts: true,
      response: say.contact(),
      sources: [{ path: contact, title: "Contact" }],
    });
    const local = engine.answer("Can I get a local phone number in Dubai?");
    expect(sourcePaths(local)).toEqual(["/services/virtual-numbers"]);
    expect(local.response).not.toContain("](mailto:");
  });

  it('answers "Do you have sales in Qatar?" with the Qatar SMS page, not the contact details', () => {
    const answer = engine.answer("Do you have sales in Qatar?");
    expect(sourcePaths(answer)).toEqual([market("qatar")]);
    expect(answer.response).not.toContain("](mailto:");
  });

  it("lists real role titles from the careers page and invents none", () => {
    const answer = engine.answer("Are you hiring?");
    const items = careersPageIn("en").openings.items;
    const titles = items.map((item) => item.title);
    const listed = /Among them: (.+)\. See /.exec(answer.response)?.[1] ?? "";
    const named = titles.filter((title) => listed.includes(title));
    expect(named.length).toBeGreaterThanOrEqual(1);
    expect(named).toEqual(titles.slice(0, named.length));
    let rest = listed;
    // Each role is followed by where it is based, as the careers page states it.
    for (const item of items.slice(0, named.length))
      rest = rest.replace(`${item.title} – ${item.location}`, "");
    expect(rest, "only separators between the roles").toMatch(/^[;\s]*$/);
    expect(answer.response).toMatch(/^Yes\b/);
    expect(sourcePaths(answer)).toEqual([paths.careers]);
  });

  it('does not answer "hire a developer" with the careers page', () => {
    expect(sourcePaths(engine.answer("hire a developer"))).not.toContain(paths.careers);
  });

  it("lists every service in the services overview", () => {
    const answer = engine.answer("What services do you offer?");
    for (const page of sitePages.filter((item) => /^\/services\/[a-z-]+$/.test(item.path))) {
      if (page.path === pricing) continue;
      expect(answer.response).toContain(page.name);
    }
  });

  it("answers a named service before retrieval and links that service", () => {
    const answer = engine.answer("Tell me about WhatsApp");
    expect(sourcePaths(answer)[0]).toBe(whatsapp);
    expect(answer.response).toContain(`[WhatsApp Business](${whatsapp})`);
  });
});

describe("createRetrievalEngine: answer cache", () => {
  it("gives the identical answer object for the same question in other case, punctuation and spacing", () => {
    const engine = createRetrievalEngine({ rates: () => smsRates });
    const first = engine.answer("What does WhatsApp cost?");
    expect(engine.answer("  what does WHATSAPP cost  ")).toBe(first);
    expect(engine.answer("What does WhatsApp cost?!")).toBe(first);
    expect(engine.answer("WHAT DOES WHATSAPP COST")).toBe(first);
  });

  it("gives a different answer to a different question", () => {
    const engine = createRetrievalEngine({ rates: () => smsRates });
    const whatsappAnswer = engine.answer("What does WhatsApp cost?");
    const voiceAnswer = engine.answer("What does voice cost?");
    expect(voiceAnswer).not.toBe(whatsappAnswer);
    expect(voiceAnswer.response).not.toBe(whatsappAnswer.response);
  });

  it("gives an equal but new object from another engine: the identity comes from the cache", () => {
    const one = createRetrievalEngine({ rates: () => smsRates });
    const two = createRetrievalEngine({ rates: () => smsRates });
    const question = "Can you do IVR?";
    expect(two.answer(question)).toEqual(one.answer(question));
    expect(two.answer(question)).not.toBe(one.answer(question));
  });
});

describe("createRetrievalEngine: retrieve", () => {
  const engine = createRetrievalEngine({ rates: () => smsRates });

  it.each([
    "Tell me about WhatsApp",
    "Can you do IVR?",
    "How much is SMS in India?",
    "I want to talk to sales",
    "Are you hiring?",
    "privacy policy",
    "What services do you offer?",
    "DLT registration for SMS in Mumbai",
    "Voice call pricing",
    "I need a chatbott for my online shop",
  ])("returns the answer and up to 8 passages including the answer's first source for %j", (question) => {
    const { answer, passages } = engine.retrieve(question);
    expect(answer).toBe(engine.answer(question));
    expect(passages.length).toBeGreaterThanOrEqual(1);
    expect(passages.length).toBeLessThanOrEqual(8);
    expect(new Set(passages.map((passage) => passage.id)).size).toBe(passages.length);
    for (const passage of passages) {
      expect(sitePaths.has(passage.path)).toBe(true);
      expect(passage.text.trim()).not.toBe("");
    }
    expect(passages.map((passage) => passage.path)).toContain(answer.sources[0]?.path);
  });

  it("returns at most 8 passages for a long question that matches everywhere", () => {
    const question = questions.map((item) => item.q).join(" ");
    expect(engine.retrieve(question.slice(0, 2000)).passages.length).toBeLessThanOrEqual(8);
  });

  it("answers an off-topic question with the redirect through retrieve too", () => {
    const { answer } = engine.retrieve("Tell me a joke");
    expect(answer.response).toBe(say.outOfScope());
  });
});

/** Cases that once went wrong: off-topic questions that shared a word with a page, and grounding. */
describe("createRetrievalEngine: regressions", () => {
  const engine = createRetrievalEngine({ rates: () => smsRates });

  // A question with no business word once got whichever page shared a word ("time", "match", "2").
  it.each([
    "What time is it in Tokyo?",
    "Who won the football match yesterday?",
    "Give me a recipe for pancakes",
    "What is 17 times 23?",
    "What is 2 + 2?",
    "Recommend a good movie",
    "Write me a poem about the sea",
  ])("gives the off-topic redirect to %j", (question) => {
    expect(engine.answer(question).response).toBe(say.outOfScope());
  });

  // A named city once always meant its SMS page, and "cookies" always the privacy page.
  it.each(["Will it rain in Dubai tomorrow?", "How do I bake chocolate chip cookies?"])(
    "gives the off-topic redirect to %j",
    (question) => {
      expect(engine.answer(question).response).toBe(say.outOfScope());
    },
  );

  // retrieve() must ground an LLM in the linked page even when the question's words are not on it.
  it.each([
    "What's your phone number?",
    "Can I book a demo?",
    "Who are you?",
    "How much does WhatsApp cost?",
  ])("retrieves a passage of the answer's first source for %j", (question) => {
    const { answer, passages } = engine.retrieve(question);
    expect(passages.map((passage) => passage.path)).toContain(answer.sources[0]?.path);
  });
});
