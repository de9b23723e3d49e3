/**
 * The answer that holds what was asked (decision 110): the sentence with the duration, the
 * fallback or the tax; rates compared by computation; follow-ups that stay on the page that
 * answered; and no reply twice in a row.
 */
import { describe, expect, it } from "vitest";
import { assistantAnswers as say } from "../../app/content/assistant-answers.ts";
import { marketFacts } from "../../app/content/facts/index.ts";
import { paths } from "../../app/content/site-map.ts";
import {
  conversationWith,
  distinctiveRates,
  market,
  sourcePaths,
  whatsapp,
} from "../../tests/support/engine-cases.ts";
import { answeringSentences, answerTypeOf } from "./answer-type.ts";
import { createRetrievalEngine } from "./site-answers.ts";
import type { ChatReply } from "./types.ts";

const engine = createRetrievalEngine({ rates: () => distinctiveRates });
const { last, talk } = conversationWith(engine);
const price = (value: number) => `$${value.toFixed(4)}`;

describe("the kind of answer a question asks for", () => {
  it.each([
    ["how long until we are live", "duration"],
    ["How many days does approval take?", "duration"],
    ["what if the sms fails?", "fallback"],
    ["can we send OTPs meanwhile?", "fallback"],
    ["are taxes included?", "tax"],
    ["how long is an sms?", "characters"],
    ["how is it priced?", "price"],
  ])("%s asks for a %s", (question, type) => {
    expect(answerTypeOf(question)?.type).toBe(type);
  });

  it("reads no kind into a question that names none", () => {
    expect(answerTypeOf("Do you offer RCS?")).toBeUndefined();
  });

  it("quotes the later sentence that holds the duration, after the opening one", () => {
    const text = "We set it up. We verify the business. Most businesses are live within a few working days.";
    expect(answeringSentences(text, "how long until we are live?", 2)).toEqual([
      "We set it up.",
      "Most businesses are live within a few working days.",
    ]);
  });

  it("changes nothing when the first sentences already answer, or nothing later does", () => {
    const text = "Approval takes one to two weeks. We file the papers. You sign a letter.";
    expect(answeringSentences(text, "how long does approval take?", 2)).toBeUndefined();
    expect(answeringSentences("We file the papers. You sign a letter.", "how long?", 2)).toBeUndefined();
  });
});

describe("the sentence that answers, from the page that answers", () => {
  it('"how long until we are live" after WhatsApp gives the time to go live', () => {
    const reply = last(
      "can you set up a whatsapp business api account for us?",
      "how long until we are live",
    );
    expect(reply.response).toMatch(/working days/);
    expect(sourcePaths(reply)).toContain(whatsapp);
  });

  it("keeps the market when the same service is named again, and answers its fallback", () => {
    const reply = last("need OTP messages for my app in Bahrain", "what if the sms fails?");
    expect(sourcePaths(reply)[0]).toBe(market("bahrain"));
    expect(reply.response).toMatch(/WhatsApp|voice/);
  });

  it("answers a market's registration time, then what to send meanwhile, in that market", () => {
    const [, time, meanwhile] = talk(
      "can you deliver sms in kuwait city?",
      "how long is the sender id registration?",
      "can we send OTPs meanwhile?",
    ) as [ChatReply, ChatReply, ChatReply];
    expect(time.response).toMatch(/weeks/);
    expect(sourcePaths(time)[0]).toBe(market("kuwait"));
    expect(meanwhile.response).toMatch(/WhatsApp|voice/);
    expect(sourcePaths(meanwhile)[0]).toBe(market("kuwait"));
  });

  it("answers segments from the pricing page, and a follow-up about Arabic from the same page", () => {
    const [segment, arabic] = talk("what is an sms segment?", "and for arabic text?") as [
      ChatReply,
      ChatReply,
    ];
    expect(sourcePaths(segment)[0]).toBe(paths.smsPricing);
    expect(sourcePaths(arabic)[0]).toBe(paths.smsPricing);
    expect(arabic.response).toMatch(/\b70\b/);
  });

  it("says that prices exclude VAT or GST, from the pricing page", () => {
    const reply = last("are taxes included in your prices?");
    expect(sourcePaths(reply)[0]).toBe(paths.smsPricing);
    expect(reply.response).toMatch(/VAT|GST/);
  });

  it("answers careers follow-ups from the careers page, each differently", () => {
    const [hiring, apply, call] = talk(
      "is relaywave hiring?",
      "how do I apply?",
      "how long is the first call?",
    ) as [ChatReply, ChatReply, ChatReply];
    expect(apply.response).not.toBe(hiring.response);
    expect(apply.response).toMatch(/careers@/);
    expect(call.response).toMatch(/30-minute/);
  });

  it("takes an open role named by its title as a careers question", () => {
    const reply = last("the frontend engineer job is remote? which time zones");
    expect(sourcePaths(reply)[0]).toBe(paths.careers);
    expect(reply.response).toMatch(/UTC/);
  });
});

describe("rates compared by computation", () => {
  const gulf = distinctiveRates.filter((rate) => marketFacts(rate.country).region === "gulf");
  const byPromotional = [...gulf].sort((a, b) => a.promotional - b.promotional);

  it("names the cheapest and the dearest Gulf market for promotional SMS", () => {
    const reply = last("cheapest promotional sms rate in the gulf? which country");
    const [cheapest] = byPromotional;
    const dearest = byPromotional[byPromotional.length - 1];
    expect(reply.response).toContain(price(cheapest?.promotional ?? 0));
    expect(reply.response).toContain(price(dearest?.promotional ?? 0));
    expect(sourcePaths(reply)).toContain(paths.smsPricing);
    const india = distinctiveRates.find((rate) => rate.country === "india");
    expect(reply.response).not.toContain(price(india?.promotional ?? 0));
  });

  it("says which of two named markets is cheaper for OTPs, cheaper first", () => {
    const reply = last("which is cheaper for otp sms, qatar or bahrain");
    const [qatar, bahrain] = ["qatar", "bahrain"].map((slug) =>
      distinctiveRates.find((rate) => rate.country === slug),
    );
    const [cheaper, dearer] =
      (qatar?.transactional ?? 0) < (bahrain?.transactional ?? 0) ? [qatar, bahrain] : [bahrain, qatar];
    const text = reply.response;
    expect(text.indexOf(price(cheaper?.transactional ?? 0))).toBeGreaterThan(-1);
    expect(text.indexOf(price(cheaper?.transactional ?? 0))).toBeLessThan(
      text.indexOf(price(dearer?.transactional ?? 0)),
    );
    // "And by how much?": the gap between the two, per segment.
    const gap = Math.abs((qatar?.transactional ?? 0) - (bahrain?.transactional ?? 0));
    expect(text).toContain(`The difference is ${price(gap)} per segment.`);
  });

  it("ranks three named markets by the extremes of the three, the dearest when that is asked", () => {
    const reply = last("we ship to uae, saudi and kuwait. which is most expensive for transactional sms?");
    const named = ["uae", "saudi-arabia", "kuwait"].map((slug) =>
      distinctiveRates.find((rate) => rate.country === slug),
    );
    const values = named.map((rate) => rate?.transactional ?? 0);
    expect(reply.response).toMatch(/^Of the markets you named, the lowest transactional and OTP SMS rate/);
    expect(reply.response).toContain(price(Math.max(...values)));
    expect(reply.response).toContain(price(Math.min(...values)));
  });
});

describe("the rate of the traffic type asked for", () => {
  const bahrain = distinctiveRates.find((rate) => rate.country === "bahrain");

  it("quotes only the OTP rate when OTPs are asked for, and only the promotional one for an offer", () => {
    const otp = last("whats your otp sms price for bahrain");
    expect(otp.response).toContain(price(bahrain?.transactional ?? 0));
    expect(otp.response).not.toContain(price(bahrain?.promotional ?? 0));
    const offer = last("price of a ramadan offer sms to bahrain customers");
    expect(offer.response).toContain(price(bahrain?.promotional ?? 0));
    expect(offer.response).not.toContain(price(bahrain?.transactional ?? 0));
  });

  it("says no to an offer sent after the promotional window, computed from the market's hours", () => {
    const reply = last("is it ok to send a diwali offer sms at 10 pm to indian customers");
    const window = marketFacts("india").promotionalHours;
    expect(reply.response).toMatch(/^No\b/);
    expect(reply.response).toContain(window?.to ?? "-");
  });
});

describe("never the same reply twice in a row", () => {
  it("says a repeated figure is the one just given", () => {
    const [first, again] = talk("How much is an SMS to Qatar?", "and what is the price there?") as [
      ChatReply,
      ChatReply,
    ];
    expect(again.response).toContain(say.repeatedFact());
    expect(again.response).toContain(first.response ?? "-");
  });

  it("offers the sales team when a passage would be repeated word for word", () => {
    const question = "Do you provide IVR and voice broadcasting?";
    const [first, again] = talk(question, question) as [ChatReply, ChatReply];
    expect(again.response).not.toBe(first.response);
  });
});
