/**
 * What blind-u, blind-ar-6 and blind-hi-9 (sets written blind from the rendered pages) found and
 * this engine now answers: a confirmation or a reminder priced as a service message, a count
 * carried to a new market ("the same volume"), fees added for both markets in play, the traffic
 * type in play compared, several company questions in one list, and a place that is the visitor's.
 */
import { describe, expect, it } from "vitest";
import { smsRates } from "../../app/content/sms-rates.ts";
import { conversationWith } from "../../tests/support/engine-cases.ts";
import { moreCompanyTopics } from "./company-answers.ts";
import { detectIntents } from "./intents.ts";
import { namedTraffic } from "./rate-comparison.ts";
import { createRetrievalEngine } from "./site-answers.ts";

const engine = createRetrievalEngine({ rates: () => smsRates });
const { last } = conversationWith(engine);
const arabic = (message: string) =>
  engine.reply({ message, pageLocale: "ar", page: "/ar/services/sms-services/uae" });

describe("the traffic type a use names", () => {
  it("reads confirmations and reminders as service messages, adverts as promotional", () => {
    expect(namedTraffic("hotel booking confirmations")).toBe("transactional");
    expect(namedTraffic("policy renewal reminders")).toBe("transactional");
    expect(namedTraffic("send confirmations book guest sms")).toBe("transactional");
    expect(namedTraffic("advertising messages to our customers")).toBe("promotional");
    expect(namedTraffic("how much is an sms?")).toBeUndefined();
  });

  it("prices an Arabic hotel's booking confirmations at the transactional rate only", () => {
    const reply = arabic("عندنا فندق في دبي ونبي نرسل تأكيدات الحجز للضيوف SMS. كم سعر الرسالة؟");
    expect(reply.response).toMatch(/0\.0390/);
    expect(reply.response).not.toMatch(/0\.0360/);
  });

  it("does not read school fees in a reminder as a price question", () => {
    expect(detectIntents("can we send fee reminders to parents in kannada?").has("pricing")).toBe(false);
    expect(detectIntents("how many characters per sms?").has("pricing")).toBe(false);
    expect(detectIntents("what is the fee?").has("pricing")).toBe(true);
  });
});

describe("totals carried through a conversation", () => {
  it("carries the count to a new market when the visitor says the same volume", () => {
    const reply = last(
      "price per otp sms in bahrain?",
      "we send around 80k OTP monthly, how much total?",
      "and if we launch in kuwait same volume OTP?",
    );
    // 80,000 × $0.048.
    expect(reply.response).toMatch(/\$3,840/);
  });

  it("adds both markets' sender ID fees to the count each of them was priced for", () => {
    const reply = last(
      "we are a car rental franchise in kuwait and qatar. promotional sms rate in both?",
      "15,000 promo each country per month, total monthly without registration?",
      "ok and add the one time sender id fees for both countries?",
    );
    // 15,000 × ($0.045 + $0.034) + $300 + $100, and no total without the fees beside it.
    expect(reply.response).toMatch(/\$1,585 in the first month/);
    expect(reply.response).not.toMatch(/\$1,185/);
  });

  it("compares the traffic type in play", () => {
    const reply = last("promotional sms rate in kuwait and qatar?", "which one is cheaper?");
    expect(reply.response).toMatch(/promotional/i);
    expect(reply.response).toMatch(/\$0\.0340/);
  });
});

describe("questions about us", () => {
  it("answers every company topic a list asks for", () => {
    expect(
      moreCompanyTopics("pls confirm: year founded, office location, and uptime target", "uptime"),
    ).toEqual(["founded", "offices"]);
    expect(moreCompanyTopics("what are your office hours?", "hours")).toEqual([]);
    const reply = last(
      "procurement here. pls confirm: year company founded, office location, and platform uptime target",
    );
    expect(reply.response).toMatch(/2016/);
    expect(reply.response).toMatch(/Dubai/);
    expect(reply.response).toMatch(/99\.95/);
  });

  it("takes a place beside a question about us as the visitor's, not as a market in play", () => {
    const reply = last("hi what time is your office open? i am in delhi", "how quick u reply to emails?");
    expect(reply.response).toMatch(/one business day/);
    expect(last("where is the office?").response).toMatch(/Dubai/);
  });
});

describe("what a message asks besides its context", () => {
  it("says yes when a market's languages cover the ones named, and nothing when they do not", () => {
    expect(last("admission updates in tamil and bengali possible in india?").response).toMatch(
      /^Yes, as Unicode: one SMS then holds up to 70 characters\./,
    );
    expect(last("can we send sms in french in kuwait?").response).not.toMatch(/^Yes\./);
  });

  it("answers a price asked after another fact of the market", () => {
    const reply = last("need OTP for our riders in Manama. which networks u reach and price per otp sms?");
    expect(reply.response).toMatch(/Batelco/);
    expect(reply.response).toMatch(/\$0\.0290/);
  });

  it("reads the visitor's own agents as their team, not as our AI agents", () => {
    const reply = last(
      "can you set up whatsapp business api for us?",
      "if customer replies, can our agent answer freely? any time limit?",
    );
    expect(reply.sources[0]?.path).toBe("/services/whatsapp-services");
  });
});

describe("a visitor's own trade and words", () => {
  it("takes a recruitment agency for a customer, not a job seeker", () => {
    expect(
      detectIntents("we are a recruitment agency, can your bot reply to applicants?").has("careers"),
    ).toBe(false);
    expect(detectIntents("are you hiring?").has("careers")).toBe(true);
    const reply = engine.reply({
      message: "وكالة توظيف في دبي، نبي بوت يرد على المتقدمين على الواتساب 24 ساعة. تسوون هالشي؟",
      pageLocale: "ar",
      page: "/ar/services/ai-agents",
    });
    expect(reply.sources[0]?.path).toBe("/ar/services/ai-agents");
  });

  it("reads a link to the visitor's website as a link in the message, not a website to build", () => {
    const reply = last("can we put a link to our pharmacy website in sms to indian customers?");
    expect(reply.response).toMatch(/whitelisted/);
  });

  it("prices the months after the first without the one-time fee", () => {
    const reply = last(
      "otp price in kuwait?",
      "8000 a month, first month with the fees?",
      "and the following months?",
    );
    // 8,000 × $0.048, no $300 fee.
    expect(reply.response).toMatch(/\$384/);
    expect(reply.response).not.toMatch(/\$684/);
  });
});

describe("verdicts and counts in a market's frame", () => {
  it("says no to promotions for DND numbers and yes to transactional messages", () => {
    expect(last("india sms price?", "can we send offers to dnd numbers too?").response).toMatch(/^No\./);
    expect(last("will our otps reach dnd numbers in india?").response).toMatch(/^Yes\./);
  });

  it("prices a count sent to another market after a fact of the first", () => {
    const reply = last(
      "uae promotional sms rate?",
      "why does the sender id get AD- in front?",
      "and the same 15000 promotional in india?",
    );
    // 15,000 × $0.0028.
    expect(reply.response).toMatch(/\$42\b/);
  });

  it("answers how to connect from the SMS page while a market is in play", () => {
    const reply = last("otp rate in india?", "also can we connect over smpp instead of rest?");
    expect(reply.response).toMatch(/SMPP/);
    expect(reply.sources[0]?.path).toBe("/services/sms-services");
  });
});

describe("what the question itself names", () => {
  it("keeps a place in an earlier sentence out of another channel's question", () => {
    const reply = last("car rental in dubai. do rcs messages reach iphone users?");
    expect(reply.response).toMatch(/iOS 18/);
  });

  it("reads a sender name's length as the name's, and '2-way' as two-way", () => {
    expect(last("whats max length of sender name in saudi? our brand is 16 letters").response).toMatch(
      /11 characters/,
    );
    expect(
      last("our hotel in Manama want guests to reply by sms to confirm their booking. is 2-way sms possible?")
        .response,
    ).toMatch(/two-way/i);
  });

  it("answers a second question put a few words after ', and'", () => {
    const reply = last(
      "offers in uae in arabic – 1 sms can hold how many arabic letters, and the promo sender id get what prefix?",
    );
    expect(reply.response).toMatch(/70 Arabic characters/);
    expect(reply.response).toMatch(/AD- prefix/);
  });
});

describe("counts, lengths and towns", () => {
  it("sums two traffic types when one is named by its use ('order updates')", () => {
    const reply = last(
      "india promotional sms rate?",
      "ok 80000 promotional and 20000 order updates a month, total?",
    );
    // 80,000 × $0.0028 + 20,000 × $0.0032.
    expect(reply.response).toMatch(/\$288 in all/);
  });

  it("prices a count sent like the message whose length was given", () => {
    const reply = last(
      "we have a diagnostic lab in jaipur. report ready message in hindi, about 120 characters. how many segments?",
      "30000 patients a month, sent like that?",
    );
    // 2 Unicode segments × $0.0032 × 30,000.
    expect(reply.response).toMatch(/\$192/);
  });

  it("keeps our hours in play when the visitor says where they are", () => {
    const reply = last("when is your sales team available?", "we are in jaipur, what time is that in IST?");
    expect(reply.sources[0]?.path).toBe("/contact");
    expect(reply.response).not.toMatch(/Promotional hours/);
  });
});
