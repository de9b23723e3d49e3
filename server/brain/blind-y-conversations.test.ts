/**
 * What blind-y, blind-ar-10 and blind-hi-13, and a second reading of blind-x, blind-ar-9 and
 * blind-hi-12 (sets written blind from the rendered pages), found and this engine now answers
 * (decision 132): Gulf, Egyptian and Hindi words, where a promotional mark goes, a visitor's
 * customer asking for a person, a way to connect in any market, a new thing asked afresh of the
 * subject in play, opt-outs, special discounts and the visitor's own website.
 */
import { describe, expect, it } from "vitest";
import { smsRates } from "../../app/content/sms-rates.ts";
import { conversationWith } from "../../tests/support/engine-cases.ts";
import { messageLanguage } from "./languages/message-language.ts";
import { pivotOf } from "./languages/pivot.ts";
import { createRetrievalEngine } from "./site-answers.ts";

const engine = createRetrievalEngine({ rates: () => smsRates });
const { last } = conversationWith(engine);
const ask = (message: string) => engine.reply({ message });

describe("what blind-ar-10, blind-hi-13 and blind-y found next", () => {
  it("reads Gulf and Egyptian words for setting up, a staff member, 'at the start', selling data", () => {
    const read = (message: string) => pivotOf(message, "ar", false);
    expect(read("وبالنسبة للواتساب، تقدرون تجهزون لنا حساب WhatsApp Business API؟")).not.toContain("uptime");
    expect(read("وإذا المريض بغى يكلم موظف؟")).toContain("human");
    expect(read("هل تبيعون بيانات زوار موقعكم؟")).toContain("sell data");
  });

  it("says where a promotional mark goes when asked 'at the start?'", () => {
    expect(ask("and in saudi arabia ad at the start?").response).toMatch(/^No\b/);
    expect(ask("in uae AD at the start?").response).toMatch(/^Yes\b/);
  });

  it("answers what a sender ID needs with the market's documents", () => {
    expect(ask("what do you need for sender id in uae?").response).toMatch(/trade licence/);
  });

  it("hands a visitor's customer to their team, not to our sales", () => {
    const reply = ask("what if the customer asks to talk to a human agent?");
    expect(reply.response).not.toContain("sales@relaywave.example");
    expect(ask("can i talk to a human?").response).toContain("sales@relaywave.example");
  });

  it("sends a complaint and a Hindi-speaking existing customer's failures to support", () => {
    expect(ask("where do I file a complaint?").response).toContain("hello@relaywave.example");
    const hindi = engine.reply({
      message: "मैं आपका पुराना ग्राहक हूँ, पिछले दो दिन से UAE में हमारे OTP फ़ेल हो रहे हैं।",
      pageLocale: "hi",
      page: "/contact",
    });
    expect(hindi.response).toContain("hello@relaywave.example");
  });

  it("reads romanised Hindi weekdays, and answers in English when asked to", () => {
    expect(pivotOf("aaj shukravar hai, office mein koi milega?", "hi", true)).toContain("friday");
    expect(messageLanguage("Can you tell me in English how pricing works?", "hi", "hi").answer).toBe("en");
  });

  it("says what one SMS holds when asked how many characters a message takes", () => {
    const reply = ask("we want to send arabic sms to hotel guests, how many characters per message?");
    expect(reply.response).toMatch(/\b70\b/);
  });
});

describe("what blind-hi-12 found next", () => {
  it("answers a way to connect from the SMS page, whatever market the visitor is in", () => {
    const reply = ask("hyderabad fintech, upi app otp. smpp support?");
    expect(reply.response).toMatch(/SMPP/);
  });

  it("builds an app for a client in an Indian city, not India's SMS", () => {
    const reply = ask("in noida tuition app start android and iphone app build can you otp login with?");
    expect(reply.sources[0]?.path).toBe("/services/web-app-development");
  });

  it("reads romanised Hindi for what is required, 'until it is approved' and 'separate'", () => {
    const read = (message: string) => pivotOf(message, "hi", true);
    expect(read("saudi me registration ke liye kya chahiye")).toContain("what is required");
    expect(read("registration hone tak OTP kaise bhejein?")).toContain("until it is approved");
  });

  it("totals two markets' counts with the fees when the fees come first ('fees ke saath total')", () => {
    const reply = last(
      "bahrain otp and promo rates",
      "and in kuwait?",
      "both each 8000 promotional fees with total?",
    );
    // 8,000 × ($0.027 + $0.045) and Kuwait's $300 fee.
    expect(reply.response).toMatch(/\$876\b/);
  });
});

describe("what blind-x and blind-y found last", () => {
  it("answers the service asked about when the visitor sells on a channel we do not offer", () => {
    const reply = ask(
      "we are fashion brand selling on instagram, mainly UAE. whats RCS and can we show a product carousel?",
    );
    expect(reply.response).not.toMatch(/We do not offer Instagram/);
    expect(ask("Do you support Telegram bots?").response).toMatch(/We do not offer Telegram/);
  });

  it("totals one sender ID in each market in play as a one-time total", () => {
    const reply = last(
      "we send alarm SMS to field engineers in UAE, Saudi and Kuwait. transactional rates for each?",
      "plus one sender id each country, one-time total?",
    );
    // $150 + $100 + $300.
    expect(reply.response).toMatch(/\$550\b/);
  });

  it("keeps a count told beside our terms for the bill asked next", () => {
    const reply = last(
      "OTP price in Bahrain?",
      "we send about 12k/month, pay as you go possible or we need contract?",
      "so monthly bill roughly?",
    );
    // 12,000 × $0.029, the transactional rate in play.
    expect(reply.response).toMatch(/\$348\b/);
  });

  it("reads 'do you set up the WhatsApp Business API?' as our onboarding", () => {
    expect(ask("do you set up the whatsapp business api for us?").response).toMatch(/We set up your account/);
  });
});

describe("what blind-ar-9 found", () => {
  it("reads Gulf words for operators, an unregistered name, per second, porting and our app", () => {
    const read = (message: string) => pivotOf(message, "ar", false);
    expect(read("توصلون stc وموبايلي وزين؟")).toMatch(/mobily zain/);
    expect(read("ولو ارسلنا من اسم مو مسجل وش يصير؟")).toContain("not registered");
    expect(read("شركة تأمين بالمنامة عندنا تطبيق")).not.toContain("website");
  });

  it("answers how long an OTP takes to arrive with its speed, not a registration time", () => {
    const reply = ask("we have a delivery app in bahrain, how long does OTP delivery take?");
    expect(reply.response).toMatch(/within seconds/);
    expect(ask("how long does the sender id registration take in bahrain?").response).toMatch(/working days/);
  });
});

describe("a new thing asked of the subject in play", () => {
  it("asks it afresh of the market when the fact kept from before would repeat", () => {
    const reply = last("what are the promo hours in india?", "and is DLT required?");
    expect(reply.response).toMatch(/Principal Entity/);
    expect(reply.response).not.toMatch(/^As in my last answer/);
  });

  it("asks how to integrate of the service in play", () => {
    const reply = last("bahrain otp rate?", "which ways can we integrate?");
    expect(reply.response).toMatch(/REST API/);
    expect(reply.sources[0]?.path).toBe("/services/sms-services");
  });
});

describe("what blind-hi-13 found last", () => {
  it("answers two questions followed by what the visitor tells", () => {
    const reply = engine.reply({
      message:
        "Kuwait mein OTP SMS ka rate kya hai aur sender ID registration kitne din mein ho jata hai? Hum Kuwait mein Indians ke liye remittance company chalate hain.",
      pageLocale: "hi",
      page: "/services/sms-services/kuwait",
    });
    expect(reply.response).toContain("0.0480");
    expect(reply.response).toMatch(/सप्ताह/);
    // ("For Indians in Kuwait" is who they serve, not India's rate.)
    expect(reply.response).not.toContain("0.0032");
  });

  it("gives the typical OTP delivery time when no market is named", () => {
    expect(ask("how long does an otp sms take to arrive?").response).toMatch(/< 3 s/);
  });
});

describe("opt-outs and special discounts", () => {
  it("says opt-outs are suppressed automatically when asked whether to remove them by hand", () => {
    const reply = ask("when ppl reply STOP to our promo sms, do we have to remove them manually?");
    expect(reply.response).toMatch(/automatically/);
  });

  it("says no NGO discount is published, and what volume discounts are", () => {
    const reply = ask("We're a registered charity. Do you give special NGO discount on SMS rates?");
    expect(reply.response).toMatch(/does not publish special discounts/);
    expect(ask("do you offer volume discounts?").response).toMatch(/^Yes: committed monthly volumes/);
  });
});

describe("the visitor's own website", () => {
  it("prices the OTP asked about, not a website we might build", () => {
    const reply = ask("we have a matrimonial website in delhi, signup otp to india. otp rate?");
    expect(reply.response).toContain("$0.0032");
    expect(ask("can you build our website with otp login?").sources[0]?.path).toBe(
      "/services/web-app-development",
    );
  });
});
