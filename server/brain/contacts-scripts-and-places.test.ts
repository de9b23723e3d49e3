/**
 * Session 27's readings (decision 147): our e-mail and phone asked in shorthand; emoji and named
 * languages sent as Unicode; the DND register asked at the end of a sentence; which channels a
 * visitor in a market may use; the Gulf's and India's cities in three languages; Arabic for how
 * long chats are kept, a promotional price and a reminder call; trying the API is not registration.
 */
import { describe, expect, it } from "vitest";
import { smsRates } from "../../app/content/sms-rates.ts";
import { visitorOn } from "../../tests/support/engine-cases.ts";
import { createRetrievalEngine } from "./site-answers.ts";

const visitor = visitorOn(createRetrievalEngine({ rates: () => smsRates }));
const { talk } = visitor;
const ask = (message: string, page = "/") => visitor.ask(message, page).response;

describe("what is asked in few words", () => {
  it("gives our e-mail and phone for 'ur contact mail and phone no'", () => {
    const reply = ask("ur contact mail and phone no? cant find", "/services/sms-services");
    expect(reply).toMatch(/sales@relaywave\.example/);
    expect(reply).not.toMatch(/Dubai number/);
  });
  it("says emoji turn a promotion into Unicode, 70 characters", () => {
    expect(ask("our promo has emojis 💆‍♀️ does it change anything?")).toMatch(/70 in Unicode/);
  });
  it("says a language the SMS page does not name goes as Unicode", () => {
    expect(ask("can sms go in urdu?", "/services/sms-services")).toMatch(/^Yes, as Unicode: .*70 characters/);
  });
  it("lists every service for a visitor in a market asking which channels", () => {
    const reply = ask("we are in pune. which channels do you offer?");
    expect(reply).toMatch(/7 services/);
    expect(reply).not.toMatch(/Jio/);
  });
  it("answers that promotions skip DND numbers when the question ends with 'will it go?'", () => {
    const [, reply] = talk(
      "/",
      "amritsar trust. promo at 10 am ok?",
      "and people number in dnd also will it go?",
    );
    expect(reply).toMatch(/^No\. .*NCPR/);
  });
  it("gives the test account's day, not a market's registration, for trying the API", () => {
    const [, reply] = talk(
      "/services/sms-services",
      "hi, developer in riyadh, do you have a rest api for sms?",
      "and how long does it take to be able to test the api after opening the account?",
    );
    expect(reply).toMatch(/one working day/);
    expect(reply).not.toMatch(/Account Executive/);
  });
});

describe("places in three languages", () => {
  it("reads Gulf cities as their markets", () => {
    expect(ask("ras al khaimah hotel, promo sms price?")).toMatch(/United Arab Emirates.*0\.0360/);
    expect(ask("fish exporter in jazan, otp sms rate?")).toMatch(/Saudi Arabia.*0\.0340/);
  });
  it("reads India's cities written in Devanagari as India", () => {
    const [, reply] = talk(
      "/hi",
      "अमृतसर गुरुद्वारा ट्रस्ट से हूँ। पंजाबी में SMS भेज सकते हैं?",
      "daan ki appeal wala promotional msg subah 7 baje bhej sakte hai?",
    );
    expect(reply).toMatch(/भारत/);
    expect(reply).toMatch(/10:00/);
  });
  it("reads 'we have an office in Khobar' as the visitor's business, not ours", () => {
    const reply = ask(
      "السلام عليكم، عندنا مكتب عقار بالخبر ونبي نربط الواتساب مع نظام الـCRM حقنا، ينفع؟",
      "/ar",
    );
    expect(reply).toMatch(/واتساب/);
    expect(reply).not.toMatch(/مقرنا الرئيسي/);
  });
});

describe("Arabic asked as visitors write it", () => {
  it("gives how long chats are kept for 'قديش بتحتفظوا'", () => {
    expect(ask("قديش بتحتفظوا بالمحادثات مع المساعد الذكي؟", "/ar/privacy")).toMatch(/90 يومًا/);
  });
  it("prices 'كم الترويجية' in the market named", () => {
    expect(ask("وبالنسبة للمسجات العادية للامارات، كم الترويجية؟", "/ar")).toMatch(/0\.0360/);
  });
  it("sends automated reminder calls to voice, whatever the city", () => {
    const reply = ask(
      "عندنا عيادة أسنان في تبوك ونبي نتصل على المرضى آلياً نذكرهم بمواعيدهم، والمريض يأكد أو يلغي. عندكم هالخدمة؟",
      "/ar/services/sms-services",
    );
    expect(reply).toMatch(/\/ar\/services\/voice-services|مكالمات التذكير/);
  });
});
