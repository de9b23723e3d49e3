import { describe, expect, it } from "vitest";
import { assistantAnswers as say } from "../../app/content/assistant-answers.ts";
import { smsCountries, smsCountryPath } from "../../app/content/catalogue.ts";
import { paths } from "../../app/content/site-map.ts";
import {
  conversationWith,
  distinctiveRates,
  market,
  sourcePaths,
  whatsapp,
} from "../../tests/support/engine-cases.ts";
import { createRetrievalEngine } from "./site-answers.ts";

const engine = createRetrievalEngine({ rates: () => distinctiveRates });
const dollars = /\$\d/;

const { last } = conversationWith(engine);
const priceOf = (slug: string) =>
  `$${distinctiveRates.find((rate) => rate.country === slug)?.transactional.toFixed(4)}`;

describe("conversation: follow-ups", () => {
  it('"and Kuwait?" after a Qatar price question quotes Kuwait', () => {
    const reply = last("How much is an SMS to Qatar?", "and Kuwait?");
    expect(reply.response).toContain(priceOf("kuwait"));
    expect(reply.response).not.toContain(priceOf("qatar"));
    expect(reply.state).toMatchObject({ market: market("kuwait"), topic: "pricing" });
  });

  it('"what about Bahrain?" follows a market every market of the registry can replace', () => {
    for (const country of smsCountries) {
      const reply = last("SMS price in India", `what about ${country.shortName}?`);
      expect(sourcePaths(reply)[0]).toBe(smsCountryPath(country.slug));
      expect(reply.response).toContain(priceOf(country.slug));
    }
  });

  it('"and promotional?" keeps the market and records the traffic type', () => {
    const reply = last("What does a transactional SMS to India cost?", "and promotional?");
    expect(reply.state).toMatchObject({ market: market("india"), traffic: "promotional", topic: "pricing" });
    expect(reply.response).toMatch(/promotional/);
  });

  it('"what about WhatsApp there?" keeps the place and never quotes an SMS price for WhatsApp', () => {
    const reply = last("How much is an SMS to Kuwait?", "what about WhatsApp there?");
    expect(reply.state).toMatchObject({ service: whatsapp, market: market("kuwait") });
    expect(reply.response).not.toMatch(dollars);
    expect(sourcePaths(reply)).toContain(whatsapp);
  });

  it('"who regulates it there?" names the market\'s regulator', () => {
    const reply = last("Tell me about SMS in Kuwait", "who regulates it there?");
    expect(reply.response).toContain("CITRA");
    expect(reply.state.topic).toBe("regulation");
  });

  it('"how do I apply?" means sender-ID registration after a market, a job after careers', () => {
    const market = last("Tell me about SMS in Qatar", "how do I apply?");
    expect(market.response).toMatch(/regist/i);
    expect(sourcePaths(market)).toEqual([smsCountryPath("qatar")]);
    const job = last("Are you hiring?", "how do I apply?");
    expect(sourcePaths(job)).toEqual([paths.careers]);
    expect(job.response).toMatch(/e-mail/);
  });

  it('a clear topic switch ("Are you hiring?") leaves the old topic', () => {
    const reply = last("How much is an SMS to Qatar?", "Are you hiring?");
    const { last: _fingerprint, ...slots } = reply.state;
    expect(slots).toEqual({ topic: "careers", page: "/careers", language: "en" });
    expect(reply.response).not.toMatch(dollars);
  });
});

describe("conversation: honest answers", () => {
  it.each([
    "Do you offer WhatsApp in Saudi Arabia?",
    "do you support Hindi templates on WhatsApp?",
    "Can you send SMS to Brazil?",
  ])("%s: no unwarranted Yes, the nearest page, and an offer to ask sales", (question) => {
    const reply = last(question);
    expect(reply.response).not.toMatch(/^Yes/);
    expect(reply.response).toContain(say.offerHandoff);
    expect(reply.state.offer).toBe("handoff");
    expect(reply.unanswered).toBe("not-found");
    expect(sourcePaths(reply)).toContain(paths.contact);
  });

  it("keeps a Yes that the content says to what was asked", () => {
    expect(last("Do you deliver SMS in Kuwait?").response).toMatch(/^Yes/);
  });

  it("answers a WhatsApp price question without an SMS price", () => {
    const reply = last("What does WhatsApp cost per message?");
    expect(reply.response).not.toMatch(dollars);
    // The WhatsApp page says how it is priced (its FAQ): that is the answer, not "not found".
    expect(reply.response).toMatch(/Meta/);
    expect(sourcePaths(reply)).toContain(whatsapp);
  });

  it('"yes" to the offer hands over; "no thanks" does not', () => {
    const yes = last("Can you send SMS to Brazil?", "yes");
    expect(yes.handoff).toEqual({});
    expect(yes.unanswered).toBe("handoff");
    expect(yes.state.offer).toBeUndefined();
    const no = last("Can you send SMS to Brazil?", "no thanks");
    expect(no.handoff).toBeUndefined();
    expect(no.response).toBe(say.declined());
  });

  it("marks an off-topic question out of scope", () => {
    expect(last("What is the capital of France?").unanswered).toBe("out-of-scope");
  });
});

describe("conversation: clarifying questions", () => {
  it.each(["How much does it cost?", "I need pricing", "What are your prices?"])(
    "%s gets a short question and 2-4 suggestions of at most 60 characters",
    (question) => {
      const reply = last(question);
      expect(reply.response).toContain("?");
      expect(reply.suggestions?.length).toBeGreaterThanOrEqual(2);
      expect(reply.suggestions?.length).toBeLessThanOrEqual(4);
      for (const suggestion of reply.suggestions ?? []) expect(suggestion.length).toBeLessThanOrEqual(60);
    },
  );

  it("each suggestion, sent next, gets an answer rather than another question", () => {
    for (const suggestion of last("How much does it cost?").suggestions ?? []) {
      const reply = last("How much does it cost?", suggestion);
      expect(reply.suggestions, suggestion).toBeUndefined();
    }
  });

  it("asks nothing when the channel and market are known", () => {
    expect(last("How much is an SMS to Qatar?").suggestions).toBeUndefined();
  });
});

describe("conversation: handoff", () => {
  it("keeps the e-mail address of a demo request", () => {
    const reply = last("I want a demo next week, my email is ana@acme.io");
    expect(reply.handoff).toEqual({ email: "ana@acme.io" });
    expect(reply.state.visitor).toEqual({ email: "ana@acme.io" });
    // One sentence that repeats the address, instead of the sales contact block.
    expect(reply.response).toBe(say.handoffWithEmail("ana@acme.io"));
    expect(reply.response).toContain("ana@acme.io");
    expect(reply.response).not.toContain("](mailto:");
    expect(reply.response).toContain("](/contact)");
    expect(reply.unanswered).toBe("handoff");
  });

  it("names the visitor in that sentence when they gave their name", () => {
    const reply = last("My name is Omar, omar@bank.sa, please have sales call me");
    expect(reply.response).toBe(say.handoffWithEmail("omar@bank.sa", "Omar"));
    expect(reply.response).toMatch(/^Thank you, Omar: .*omar@bank\.sa/);
  });

  it("gathers a name and a company across turns", () => {
    const reply = last("I'm Ana from Acme, we send OTPs in India", "Can someone call me?");
    expect(reply.handoff).toEqual({ name: "Ana", company: "Acme" });
  });

  it.each([
    [
      "my name is Ana Silva and I work at Acme Corp, please contact me",
      { name: "Ana Silva", company: "Acme Corp" },
    ],
    ["Can I talk to a person?", {}],
    ["I'd like a quote for SMS in India", {}],
    ["send SMS for OTP, contact me", {}],
    ["I'm Interested in a demo", {}],
  ])("%s → %o, nothing guessed", (message, details) => {
    expect(last(message).handoff).toEqual(details);
  });

  it("does not hand over a question that only mentions sales in a place", () => {
    expect(last("Do you have sales in Qatar?").handoff).toBeUndefined();
  });
});

describe("conversation: cache", () => {
  it("returns the same reply object for the same message in the same state", () => {
    expect(engine.reply({ message: "and Kuwait?", state: { topic: "pricing" } })).toBe(
      engine.reply({ message: "and Kuwait?", state: { topic: "pricing" } }),
    );
  });

  it("answers the same words differently in another state", () => {
    const after = engine.reply({
      message: "and Kuwait?",
      state: { topic: "pricing", market: market("qatar") },
    });
    const fresh = engine.reply({ message: "and Kuwait?" });
    expect(after.response).toContain(priceOf("kuwait"));
    expect(fresh.response).not.toContain(priceOf("kuwait"));
  });
});
