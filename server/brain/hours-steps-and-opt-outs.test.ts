/**
 * Session 33's readings (decision 154): what a market's page says of opt-outs and of OTP hours, a
 * plain no to marketing without consent, one step of our hiring, when we started and when the team
 * talks, OTPs on WhatsApp for an app, follow-ups that point at "the messages" or ask of an opt-out,
 * counts of a market's customers, a fee asked after a length, "yes" to what we build, and Arabic
 * words that pivoted wrongly.
 */
import { describe, expect, it } from "vitest";
import { smsRates } from "../../app/content/sms-rates.ts";
import { visitorOn } from "../../tests/support/engine-cases.ts";
import { createRetrievalEngine } from "./site-answers.ts";

const visitor = visitorOn(createRetrievalEngine({ rates: () => smsRates }));
const { talk } = visitor;
const ask = (message: string, page = "/") => visitor.ask(message, page).response;

describe("a market's consent, opt-outs and hours", () => {
  it("says no to customers who never opted in, and what becomes of a STOP, in the market's words", () => {
    const [, never, stop] = talk(
      "/services/sms-services/qatar",
      "can we sms offers to our customers here?",
      "what about customers who never opted in?",
      "and if a customer texts STOP?",
    );
    expect(never).toMatch(/^No\. /);
    expect(stop).toMatch(/We remove opted-out numbers automatically/);
  });
  it("says OTPs have no sending hours, in English and Arabic", () => {
    expect(ask("any fixed time when we can't send otp in qatar?")).toMatch(
      /^OTPs and transactional alerts can be sent at any hour/,
    );
    expect(ask("في اوقات ممنوع نرسل فيها الotp بقطر؟", "/ar")).toMatch(/في أي وقت/);
    expect(ask("احسن وقت نرسل الحملات بقطر؟", "/ar")).toMatch(/UTC\+3/);
  });
});

describe("our hiring, our start and our hours", () => {
  it("answers a take-home test with the skills step, and the whole process when that is asked too", () => {
    const [, test] = talk("/careers", "are you hiring in dubai?", "do you give a long take-home test?");
    expect(test).toMatch(/^\*\*Skills conversation\*\*: .*long unpaid projects/);
    expect(test).not.toMatch(/Intro call/);
    const [, both] = talk("/careers", "are you hiring?", "what is the process, any assignment?");
    expect(both).toMatch(/Intro call/);
    const [, arabic] = talk("/ar/careers", "عندكم وظايف بدبي؟", "كم تاخذ عملية التوظيف؟");
    expect(arabic).toMatch(/خطوات التوظيف/);
  });
  it("does not take a product manager for our customer success manager", () => {
    const [, product] = talk("/careers", "are you hiring?", "any product manager jobs?");
    expect(product).toMatch(/does not list a role of that kind/);
    expect(ask("any backend engineer jobs?", "/careers")).toMatch(/^Senior Backend Engineer/);
    expect(ask("आपके यहाँ product manager की कोई opening है क्या?", "/hi/careers")).not.toMatch(
      /कस्टमर सक्सेस मैनेजर, सऊदी अरब:/,
    );
  });
  it("says when we started, when the team talks, and how soon sales replies after another subject", () => {
    expect(ask("when did the company start?")).toMatch(/2016/);
    expect(ask("आपकी टीम से बात करने का time क्या है?", "/hi/contact")).toMatch(/रविवार से गुरुवार/);
    const [, sales] = talk("/", "do you offer rcs?", "how quickly does your sales team respond?");
    expect(sales).toMatch(/one business day/);
  });
});

describe("channels and follow-ups", () => {
  it("sends an app's OTPs on WhatsApp as authentication templates", () => {
    expect(ask("can we send otp for our app on whatsapp?")).toMatch(/authentication templates/);
  });
  it("reads 'the messages' and an opt-out as asked of the service in play", () => {
    const [, rich] = talk(
      "/services/whatsapp-services",
      "we want to send a monthly whatsapp newsletter to members, possible?",
      "can the messages carry images and buttons?",
    );
    expect(rich).toMatch(/\(\/services\/whatsapp-services\)/);
    expect(rich).not.toMatch(/RCS/);
    const [, stop] = talk(
      "/services/whatsapp-services",
      "we want to send fee reminders to parents on whatsapp",
      "what if a parent replies stop?",
    );
    expect(stop).toMatch(/honour opt-outs/);
  });
  it("says yes to a thing we build, asked as 'u build that kind of thing?'", () => {
    expect(ask("we need a delivery app for our drivers, u build that kind of thing?", "/services")).toMatch(
      /^Yes\./,
    );
  });
});

describe("counts and fees", () => {
  it("counts a market's customers, and carries a count and its fee to 'and same for' a market", () => {
    // 150 Arabic characters are 3 segments: 10,000 × 3 × $0.0320.
    expect(
      ask("a 150 character arabic promo to 10k saudi customers, cost?", "/services/sms-services/pricing"),
    ).toMatch(/\$960/);
    const [, qatar] = talk(
      "/services/sms-services/pricing",
      "price for 20k promo msgs in uae plus the sender id?",
      "and same for qatar?",
    );
    // 20,000 × $0.0340 + $100.
    expect(qatar).toMatch(/\$780/);
  });
  it("prices a count of the length in play, then answers its fee, not the length again", () => {
    const [, counted, fee] = talk(
      "/services/sms-services/pricing",
      "what would a 140 character arabic promo cost in kuwait?",
      "and for 5000 people?",
      "remind me the kuwait sender id fee",
    );
    // 140 Arabic characters are 3 segments: 5,000 × 3 × $0.0450.
    expect(counted).toMatch(/\$675/);
    expect(fee).toMatch(/\$300/);
  });
});

describe("Arabic words", () => {
  it("reads 'how many hours', buttons on a card and an agent that speaks Arabic", () => {
    expect(ask("كم ساعة نقدر نرد على العميل بدون قالب؟", "/ar/services/whatsapp-services")).toMatch(
      /24 ساعة/,
    );
    expect(ask("كم زرار في الكارت الواحد؟", "/ar/services/rcs-services")).toMatch(/أربعة أزرار/);
    expect(ask("الوكيل بيحكي عربي؟", "/ar/services/ai-agents")).toMatch(/بالعربية/);
  });
});
