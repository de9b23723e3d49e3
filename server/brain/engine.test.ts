import { describe, expect, it } from "vitest";
import { assistantAnswers as say } from "../../app/content/assistant-answers";
import type { SmsRate } from "../../app/content/page-schemas";
import { careersPage } from "../../app/content/pages/careers";
import { paths, sitePages } from "../../app/content/site-map";
import { smsRates } from "../../app/content/sms-rates";
import type { ChatResponse } from "../functions/chat/schema";
import { createRetrievalEngine } from "./engine";

const sitePaths = new Set(sitePages.map((page) => page.path));
const market = (slug: string) => `/services/sms-services/${slug}`;
const whatsapp = "/services/whatsapp-services";
const voice = "/services/voice-services";

/**
 * Rates unlike the published ones in app/content/sms-rates.ts: an answer quoting these can only have
 * read them from the `rates()` passed in.
 */
const distinctiveRates: readonly SmsRate[] = [
  rate("india", "India", "IN", 0.0123, 0.0119, 0),
  rate("uae", "United Arab Emirates", "AE", 0.0234, 0.0229, 77),
  rate("saudi-arabia", "Saudi Arabia", "SA", 0.0345, 0.0338, 88),
  rate("bahrain", "Bahrain", "BH", 0.0456, 0.0447, 0),
  rate("kuwait", "Kuwait", "KW", 0.0567, 0.0556, 99),
  rate("qatar", "Qatar", "QA", 0.0678, 0.0665, 111),
];

function rate(
  country: SmsRate["country"],
  countryName: string,
  isoCode: string,
  transactional: number,
  promotional: number,
  senderIdFee: number,
): SmsRate {
  return { country, countryName, isoCode, currency: "USD", transactional, promotional, senderIdFee };
}

/** Every dollar amount the distinctive rates can produce in an answer. */
const quotableAmounts = new Set(
  distinctiveRates.flatMap((item) => [
    `$${item.transactional.toFixed(4)}`,
    `$${item.promotional.toFixed(4)}`,
    `$${item.senderIdFee}`,
  ]),
);

const publishedAmounts = smsRates.flatMap((item) => [
  `$${item.transactional.toFixed(4)}`,
  `$${item.promotional.toFixed(4)}`,
]);

const linkPattern = /\[([^\]\n]*)\]\(([^()\s]*)\)/g;

function linksOf(markdown: string): { label: string; target: string }[] {
  return [...markdown.matchAll(linkPattern)].map((match) => ({
    label: match[1] ?? "",
    target: match[2] ?? "",
  }));
}

/** The site paths linked in an answer, each once, in order of first appearance. */
function linkedSitePaths(markdown: string): string[] {
  const targets = linksOf(markdown)
    .map((link) => link.target)
    .filter((target) => !/^(mailto|tel):/.test(target));
  return [...new Set(targets)];
}

/** Sentence ends (. ? ! followed by a space or the end) outside link labels and targets. */
function sentenceCount(markdown: string): number {
  return (markdown.replace(linkPattern, "link").match(/[.?!](?=\s|$)/g) ?? []).length;
}

const offTopicAnswer = {
  response: say.outOfScope(),
  sources: [paths.services, paths.contact],
};

const sourcePaths = (answer: ChatResponse) => answer.sources.map((source) => source.path);

interface Case {
  q: string;
  /** Site paths the answer must link (a deterministic rule in the engine chooses them). */
  links?: string[];
  offTopic?: true;
  /** Input with no words to go on: only the general properties apply. */
  odd?: true;
}

const contact = paths.contact;
const pricing = paths.smsPricing;

const questions: Case[] = [
  // Sales, demos, phone
  { q: "I'd like to talk to sales", links: [contact] },
  { q: "Can I book a demo?", links: [contact] },
  { q: "What's your phone number?", links: [contact] },
  { q: "How can I contact you?", links: [contact] },
  { q: "Please call me back tomorrow", links: [contact] },
  { q: "talk to sales about WhatsApp", links: [contact, whatsapp] },
  {
    q: "Can someone from your sales team email me about bulk SMS in Saudi Arabia?",
    links: [contact, market("saudi-arabia")],
  },
  // Pricing, with and without a country, and for other channels
  { q: "How much does SMS cost?", links: [pricing] },
  { q: "What are your prices?", links: [pricing] },
  { q: "SMS price in India", links: [market("india"), pricing] },
  { q: "How much is a text message to Dubai?", links: [market("uae"), pricing] },
  { q: "SMS rates for Riyadh", links: [market("saudi-arabia"), pricing] },
  { q: "cost per SMS in Doha", links: [market("qatar"), pricing] },
  { q: "Bulk SMS pricing for Manama", links: [market("bahrain"), pricing] },
  { q: "What do you charge per message in Mumbai?", links: [market("india"), pricing] },
  { q: "sms prices kuwait and qatar", links: [market("kuwait"), market("qatar"), pricing] },
  { q: "How much does WhatsApp cost?", links: [contact, whatsapp] },
  { q: "Voice call pricing", links: [contact, voice] },
  { q: "whats app pricing in Dubai", links: [contact, whatsapp] },
  // Every service, in visitors' own words
  { q: "Can you send one-time passwords by text?", links: ["/services/sms-services"] },
  { q: "I need OTP verification for my app", links: ["/services/sms-services"] },
  { q: "Do you offer the WhatsApp Business API?", links: [whatsapp] },
  { q: "Can we send rich cards with carousels to Android phones?", links: ["/services/rcs-services"] },
  { q: "What is RCS messaging?", links: ["/services/rcs-services"] },
  { q: "I need an IVR menu for my support line", links: [voice] },
  { q: "automated reminder calls for my clinic", links: [voice] },
  { q: "Can an AI assistant answer my customers at night?", links: ["/services/ai-agents"] },
  { q: "Can I get a local phone number in Dubai?", links: ["/services/virtual-numbers"] },
  { q: "Do you provide toll-free numbers?", links: ["/services/virtual-numbers"] },
  { q: "Can you build a mobile app for my restaurant?", links: ["/services/web-app-development"] },
  { q: "We need a new website", links: ["/services/web-app-development"] },
  // Every SMS market, by country and by city
  { q: "Can I send SMS to customers in Dubai?", links: [market("uae")] },
  { q: "Sender ID registration in Riyadh", links: [market("saudi-arabia")] },
  { q: "OTP delivery in Doha", links: [market("qatar")] },
  { q: "Bulk SMS to Manama", links: [market("bahrain")] },
  { q: "DLT registration for SMS in Mumbai", links: [market("india")] },
  { q: "Do you deliver messages to Kuwait?", links: [market("kuwait")] },
  { q: "SMS coverage in Abu Dhabi and Jeddah", links: [market("uae"), market("saudi-arabia")] },
  { q: "Do you have sales in Qatar?", links: [market("qatar")] },
  // Typos
  { q: "whatsap business api", links: [whatsapp] },
  { q: "I need a chatbott for my online shop", links: ["/services/ai-agents"] },
  { q: "watsapp bussiness", links: [whatsapp] },
  { q: "sms in Bahrian", links: [market("bahrain")] },
  { q: "send sms to Kuwiat", links: [market("kuwait")] },
  { q: "virtaul numbers", links: ["/services/virtual-numbers"] },
  { q: "Can I get a webiste built?", links: ["/services/web-app-development"] },
  { q: "voise calls for alerts" },
  // Greetings and thanks
  { q: "Hello!", links: [paths.services] },
  { q: "hi there", links: [paths.services] },
  { q: "Good morning", links: [paths.services] },
  { q: "Thanks!", links: [contact] },
  { q: "Thank you, that helps", links: [contact] },
  { q: "cheers", links: [contact] },
  // Careers, privacy, about, the list of services
  { q: "Are you hiring?", links: [paths.careers] },
  { q: "Do you have any job openings for engineers?", links: [paths.careers] },
  { q: "hire a developer" },
  { q: "What do you do with my personal data?", links: [paths.privacy] },
  { q: "Do you use cookies?", links: [paths.privacy] },
  { q: "Who is Relaywave?", links: [paths.about] },
  { q: "Where are you based?", links: [paths.about] },
  { q: "When was Relaywave founded?", links: [paths.about] },
  { q: "What services do you offer?", links: [paths.services, contact] },
  { q: "What else do you provide?", links: [paths.services, contact] },
  // Other on-topic questions retrieval answers
  { q: "How do I get started?" },
  { q: "Do you support Arabic messages?" },
  { q: "How fast is sender ID approval in the UAE?" },
  { q: "Can customers reply to our messages?" },
  // Off-topic
  { q: "Tell me a joke", offTopic: true },
  { q: "Who won the World Cup?", offTopic: true },
  { q: "Recipe for chocolate cake", offTopic: true },
  { q: "How do I cook biryani?", offTopic: true },
  { q: "What's the weather in London?", offTopic: true },
  { q: "what is 2+2", offTopic: true },
  { q: "What's the square root of 144?", offTopic: true },
  { q: "Calculate 15% of 200", offTopic: true },
  { q: "What is the capital of France?", offTopic: true },
  { q: "How tall is Mount Everest?", offTopic: true },
  { q: "Translate hello into French", offTopic: true },
  { q: "how many calories in a banana", offTopic: true },
  // Odd input: nothing to go on
  { q: "?!", odd: true },
  { q: "👋", odd: true },
  { q: "مرحبا", odd: true },
  { q: "a".repeat(2000), odd: true },
];

describe("the question list", () => {
  it("has at least 60 varied questions, each once", () => {
    expect(questions.length).toBeGreaterThanOrEqual(60);
    expect(new Set(questions.map((item) => item.q.toLowerCase())).size).toBe(questions.length);
    expect(questions.filter((item) => item.offTopic).length).toBeGreaterThanOrEqual(10);
  });
});

describe("createRetrievalEngine: properties of every answer", () => {
  const engine = createRetrievalEngine({ rates: () => distinctiveRates });

  const labelled = questions.map(
    (item) =>
      [item.q.length > 60 ? `${item.q.slice(0, 40)}… (${item.q.length} characters)` : item.q, item] as const,
  );

  it.each(labelled)("%s", (_label, { q, links, offTopic }) => {
    const answer = engine.answer(q);
    const { response } = answer;
    expect(Object.keys(answer).sort()).toEqual(["response", "sources"]);
    expect(response).toEqual(expect.any(String));

    // (a) Every link is a site page exactly as sitePages lists it, or mailto:/tel:.
    const found = linksOf(response);
    expect(found.length, "every ]( starts a link the pattern reads").toBe(response.split("](").length - 1);
    for (const { label, target } of found) {
      expect(label.trim(), `label of ${target}`).not.toBe("");
      if (/^(mailto|tel):/.test(target)) continue;
      expect(sitePaths.has(target), `${target} is a page in sitePages`).toBe(true);
    }

    // (b) The sources are exactly the site pages linked, in order of first appearance.
    expect(sourcePaths(answer)).toEqual(linkedSitePaths(response));
    for (const source of answer.sources) expect(source.title.trim()).not.toBe("");

    // (c) One to five sentences, under 900 characters.
    const count = sentenceCount(response);
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(5);
    expect(response.length).toBeLessThan(900);
    expect(response).toBe(response.trim());

    // (d) No placeholders or leaked values.
    expect(response).not.toMatch(/undefined|\[object|\bNaN\b|\bnull\b|\$\{|\{\{|\}\}|\bTODO\b|lorem ipsum/i);

    // Prices only ever come from the rates passed in.
    for (const amount of response.match(/\$\d[\d,]*(?:\.\d+)?/g) ?? []) {
      expect(quotableAmounts, `${amount} comes from rates()`).toContain(amount);
    }

    // (e) Off-topic questions get exactly the redirect; on-topic ones never do.
    if (offTopic) {
      expect({ response, sources: sourcePaths(answer) }).toEqual(offTopicAnswer);
    } else if (links) {
      expect(response).not.toBe(offTopicAnswer.response);
      for (const path of links) expect(sourcePaths(answer)).toContain(path);
    }
  });

  it("gives every on-topic question of the list something other than the redirect", () => {
    const redirected = questions
      .filter((item) => !item.offTopic && !item.odd)
      .filter((item) => engine.answer(item.q).response === offTopicAnswer.response)
      .map((item) => item.q);
    expect(redirected).toEqual([]);
  });

  it("gives the redirect to empty-looking input without throwing", () => {
    for (const q of ["", "   ", "?!", "👋"]) {
      expect({ response: engine.answer(q).response, sources: sourcePaths(engine.answer(q)) }).toEqual(
        offTopicAnswer,
      );
    }
  });
});

describe("createRetrievalEngine: SMS prices", () => {
  const engine = createRetrievalEngine({ rates: () => distinctiveRates });

  it.each([
    ["How much does an SMS to Dubai cost?", "uae", "$0.0234", "$0.0229", "$77 one-time"],
    ["SMS rates for Riyadh", "saudi-arabia", "$0.0345", "$0.0338", "$88 one-time"],
    ["What is the price per message in Doha?", "qatar", "$0.0678", "$0.0665", "$111 one-time"],
    ["Bulk SMS pricing for Manama", "bahrain", "$0.0456", "$0.0447", "included"],
    ["How much is an OTP to Mumbai?", "india", "$0.0123", "$0.0119", "included"],
    ["SMS cost in Kuwait", "kuwait", "$0.0567", "$0.0556", "$99 one-time"],
  ])("%s quotes exactly the %s rates from rates()", (q, slug, transactional, promotional, senderId) => {
    const { response, sources } = engine.answer(q);
    expect(response).toContain(`${transactional} per transactional or OTP segment`);
    expect(response).toContain(`${promotional} per promotional segment`);
    expect(response).toContain(`sender ID registration: ${senderId}`);
    const amounts = response.match(/\$\d[\d,]*(?:\.\d+)?/g) ?? [];
    const expected = [
      transactional,
      promotional,
      ...(senderId === "included" ? [] : [senderId.split(" ")[0]]),
    ];
    expect(amounts).toEqual(expected);
    for (const published of publishedAmounts) expect(response).not.toContain(published);
    expect(response).toContain(`](${market(slug)})`);
    expect(response).toContain(`](${pricing})`);
    expect(sources.map((source) => source.path)).toEqual([market(slug), pricing]);
  });

  it("quotes two markets named together, in the order named, and links both and the pricing page", () => {
    const { response, sources } = engine.answer("sms prices kuwait and qatar");
    expect(response.indexOf("$0.0567")).toBeGreaterThan(-1);
    expect(response.indexOf("$0.0678")).toBeGreaterThan(response.indexOf("$0.0567"));
    expect(sources.map((source) => source.path)).toEqual([market("kuwait"), market("qatar"), pricing]);
  });

  it("reads the new rates after rates() returns a different array (the cache is invalidated)", () => {
    let current: readonly SmsRate[] = distinctiveRates;
    const engineWithChangingRates = createRetrievalEngine({ rates: () => current });
    const question = "SMS price in Doha";
    const before = engineWithChangingRates.answer(question);
    expect(before.response).toContain("$0.0678");
    expect(engineWithChangingRates.answer(question)).toBe(before);

    current = distinctiveRates.map((item) =>
      item.country === "qatar" ? { ...item, transactional: 0.0999, senderIdFee: 5 } : item,
    );
    const after = engineWithChangingRates.answer(question);
    expect(after).not.toBe(before);
    expect(after.response).toContain("$0.0999");
    expect(after.response).toContain("$5 one-time");
    expect(after.response).not.toContain("$0.0678");
    expect(after.response).toContain("$0.0665");
  });

  it("quotes no price for a country the rates list lacks", () => {
    const indiaOnly = distinctiveRates.filter((item) => item.country === "india");
    const partial = createRetrievalEngine({ rates: () => indiaOnly });

    const qatar = partial.answer("How much is SMS in Qatar?");
    expect(qatar.response).not.toMatch(/\$\d/);
    expect(qatar.response).toBe(say.pricingGeneral());
    expect(sourcePaths(qatar)).toEqual([pricing]);

    const both = partial.answer("SMS prices for Qatar and India");
    expect(both.response.match(/\$\d[\d,]*(?:\.\d+)?/g)).toEqual(["$0.0123", "$0.0119"]);
    expect(both.response).not.toContain("Qatar");
    expect(sourcePaths(both)).toEqual([market("india"), pricing]);
  });

  it("quotes no price at all when the rates list is empty of the markets asked about", () => {
    const none = createRetrievalEngine({ rates: () => [] });
    for (const q of ["SMS price in Dubai", "How much is an SMS to Riyadh and Doha?", "What does SMS cost?"]) {
      expect(none.answer(q).response, q).not.toMatch(/\$\d/);
    }
  });

  it.each([
    ["How much does WhatsApp cost?", whatsapp, "WhatsApp Business"],
    ["whats app pricing in Dubai", whatsapp, "WhatsApp Business"],
    ["What are your WhatsApp rates for India?", whatsapp, "WhatsApp Business"],
    ["voice call rates in India", voice, "Voice"],
  ])("%s points to sales, not to a number", (q, path, name) => {
    const answer = engine.answer(q);
    expect(answer.response).toBe(say.pricingOtherChannel(name, path));
    expect(answer.response).not.toMatch(/\d/);
    expect(sourcePaths(answer)).toEqual([contact, path]);
  });

  it("answers a general price question with the pricing page and no number", () => {
    const answer = engine.answer("What are your prices?");
    expect(answer.response).toBe(say.pricingGeneral());
    expect(sourcePaths(answer)).toEqual([pricing]);
  });
});

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
    const titles = careersPage.openings.items.map((item) => item.title);
    const listed = /Open roles include (.+)\. See /.exec(answer.response)?.[1] ?? "";
    const named = titles.filter((title) => listed.includes(title));
    expect(named.length).toBeGreaterThanOrEqual(1);
    expect(named).toEqual(titles.slice(0, named.length));
    let rest = listed;
    for (const title of named) rest = rest.replace(title, "");
    expect(rest, "only separators between the titles").toMatch(/^[;\s]*$/);
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
