import { describe, expect, it } from "vitest";
import { assistantAnswers as say } from "../../app/content/assistant-answers.ts";
import { defaultLocale } from "../../app/content/locales.ts";
import type { SmsRate } from "../../app/content/page-schemas.ts";
import { servicePage } from "../../app/content/render/site.ts";
import { paths } from "../../app/content/site-map.ts";
import {
  contact,
  distinctiveRates,
  linkedSitePaths,
  linksOf,
  market,
  offTopicAnswer,
  pricing,
  publishedAmounts,
  questions,
  quotableAmounts,
  sentenceCount,
  sitePaths,
  sourcePaths,
  voice,
  whatsapp,
} from "../../tests/support/engine-cases.ts";
import { createRetrievalEngine } from "./site-answers.ts";

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
    // fromFacts is the engine's own mark (decision 110); replies to visitors never carry it.
    expect(["fromFacts", "offer", "response", "sources", "unanswered"]).toEqual(
      expect.arrayContaining(Object.keys(answer)),
    );
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
    ["How much is an SMS to Mumbai?", "india", "$0.0123", "$0.0119", "included"],
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

  it("says a market the rates list lacks is quoted on request, never guessing a price", () => {
    const indiaOnly = distinctiveRates.filter((item) => item.country === "india");
    const partial = createRetrievalEngine({ rates: () => indiaOnly });

    const qatar = partial.answer("How much is SMS in Qatar?");
    expect(qatar.response).not.toMatch(/\$\d/);
    expect(qatar.response).toBe(say.pricingOnRequest("Qatar", market("qatar")));
    expect(sourcePaths(qatar)).toEqual([market("qatar"), pricing, paths.contact]);

    const both = partial.answer("SMS prices for Qatar and India");
    expect(both.response.match(/\$\d[\d,]*(?:\.\d+)?/g)).toEqual(["$0.0123", "$0.0119"]);
    expect(both.response).toContain(say.pricingOnRequest("Qatar", market("qatar")));
    expect(sourcePaths(both)).toEqual([market("qatar"), market("india"), pricing, paths.contact]);
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
  ])(
    "%s gives the channel's own words on its pricing and points to sales, not to a number",
    (q, path, name) => {
      const answer = engine.answer(q);
      // The channel page's FAQ on price opens the answer, in its own words (decision 110).
      const slug = path.slice(path.lastIndexOf("/") + 1);
      const onPrice = servicePage(slug, defaultLocale).faqs.find((faq) => /price|cost/i.test(faq.question));
      const opening = onPrice?.answer.split(/(?<=\.) /)[0] ?? "-";
      expect(answer.response.startsWith(opening)).toBe(true);
      expect(answer.response).toContain(say.pricingQuoted(name));
      expect(answer.response).not.toMatch(/\$\d/);
      expect(sourcePaths(answer)).toEqual([path, contact]);
      expect(answer).toMatchObject({ offer: "handoff", unanswered: "not-found" });
    },
  );

  it("answers a general price question with the pricing page and no number", () => {
    const answer = engine.answer("What are your prices?");
    expect(answer.response).toBe(say.pricingGeneral());
    expect(sourcePaths(answer)).toEqual([pricing]);
  });
});
