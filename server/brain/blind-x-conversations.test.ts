/**
 * What blind-x, blind-ar-9, blind-hi-12 and the first reading of blind-y and blind-ar-10 (sets
 * written blind from the rendered pages) found and this engine now answers: a visitor's own
 * people ("an Indian grocery chain in Doha") are not a market, a count after several markets'
 * rates is priced in each, segments a message takes multiply its total, "at night" is a time,
 * the account's fees are the pricing page's, where a visitor is based is not where they send,
 * an existing customer's trouble goes to support, and sender ID fees are compared as fees.
 */
import { describe, expect, it } from "vitest";
import { smsRates } from "../../app/content/sms-rates.ts";
import { conversationWith } from "../../tests/support/engine-cases.ts";
import { messageLanguage } from "./languages/message-language.ts";
import { pivotOf } from "./languages/pivot.ts";
import { unservedCountry } from "./places.ts";
import { createRetrievalEngine } from "./site-answers.ts";

const engine = createRetrievalEngine({ rates: () => smsRates });
const { last } = conversationWith(engine);
const ask = (message: string) => engine.reply({ message });

describe("the markets a message sends to", () => {
  it("leaves out the visitor's own people: an Indian grocery chain in Doha sends in Qatar", () => {
    const reply = ask("we are an indian grocery chain in doha, promo sms rate?");
    expect(reply.response).toContain("$0.0340");
    expect(reply.response).not.toContain("$0.0028");
  });

  it("still prices India when Indian numbers are what is asked", () => {
    const reply = last("we are an indian grocery chain in doha, promo sms rate?", "and for indian numbers?");
    expect(reply.response).toContain("$0.0028");
  });

  it("reads where a visitor is based as no country asked about", () => {
    expect(
      unservedCountry("we are a software company in jordan, can we integrate over smpp?"),
    ).toBeUndefined();
    expect(unservedCountry("do you send sms to jordan?")).toBe("Jordan");
  });
});

describe("a count priced after several markets' rates", () => {
  it("prices the count in each market in play, then the sum with the fees", () => {
    const reply = last("promo sms rate in Qatar and India?", "10k promo msg + fee total?");
    // 10,000 × $0.034 + 10,000 × $0.0028, and Qatar's $100 fee.
    expect(reply.response).toMatch(/\$340\b/);
    expect(reply.response).toMatch(/\$28\b/);
    expect(reply.response).toMatch(/\$468\b/);
  });

  it("answers a long follow-up that counts what is priced", () => {
    const reply = last(
      "gym franchise with branches in bahrain kuwait and qatar. promo sms rates for all three pls",
      "we plan 10k per country per month, whats the monthly total for the 3 without fees",
    );
    expect(reply.response).toMatch(/\$1,060\b/);
  });

  it("multiplies the total by the segments each message takes", () => {
    const reply = last(
      "sms in india rates?",
      "500k transactional SMS per month, 2 segments each, what's the bill?",
    );
    expect(reply.response).toContain("$0.0064");
    expect(reply.response).toMatch(/\$3,200\b/);
  });
});

describe("times, fees and support", () => {
  it("reads 'at night' as a time outside the promotional window", () => {
    expect(ask("can we send promos at night in uae?").response).toMatch(/^No\b/);
    const reply = last(
      "we are a charity in delhi, we send donation receipts and appeals by sms",
      "when can those appeals go out?",
      "and the receipts right after donation, they can go at night?",
    );
    expect(reply.response).toMatch(/^Yes\b/);
  });

  it("answers an account's fees from the pricing page while a market is in play", () => {
    const reply = last(
      "price of order confirmation sms in saudi?",
      "is there a fee to open an account or a monthly subscription?",
    );
    expect(reply.response).toMatch(/no fee to open an account/i);
  });

  it("sends an existing customer's delivery trouble to support", () => {
    const reply = ask("hi we are existing client, our OTPs to UAE delayed since morning. help");
    expect(reply.response).toContain("hello@relaywave.example");
  });

  it("compares sender ID fees as fees, and answers 'also the reg fee for each'", () => {
    const fees = last(
      "promo rates for bahrain kuwait and qatar?",
      "which of these three has the cheapest sender id registration?",
    );
    expect(fees.response).toMatch(/\$300 one-time/);
    expect(fees.response).not.toContain("$0.0270");
    const both = ask("cheaper for OTP in UAE or Saudi? also the reg fee for each");
    expect(both.response).toMatch(/\$150 one-time/);
    expect(both.response).toMatch(/\$100 one-time/);
  });

  it("does not sell data: a privacy question, not an off-topic one", () => {
    expect(ask("do you sell data or use ad cookies?").response).toMatch(/do not sell/);
  });
});

describe("Arabic and Hindi", () => {
  it("keeps 'وما' before a noun as the second question's 'and what'", () => {
    expect(pivotOf("ما شبكات الجوال في البحرين، وما سعر رسالة المعاملات هناك؟", "ar", false)).toContain(
      "and what",
    );
    expect(pivotOf("نحن بنك ونحتاج رموز OTP لتطبيقنا", "ar", false)).not.toContain("website");
  });

  it("answers both of an Arabic message's questions", () => {
    const reply = engine.reply({
      message: "ما شبكات الجوال التي تصلون إليها في البحرين، وما سعر رسالة المعاملات هناك؟",
      pageLocale: "ar",
      page: "/services/sms-services/bahrain",
    });
    expect(reply.response).toContain("Batelco");
    expect(reply.response).toContain("0.0290");
  });

  it("answers romanised Hindi with one Hindi word on a Hindi page in Hindi", () => {
    expect(messageLanguage("qatar me promotional sms ka rate?", "hi").answer).toBe("hi");
    expect(messageLanguage("qatar me promotional sms ka rate?", "en").answer).toBe("en");
  });
});
