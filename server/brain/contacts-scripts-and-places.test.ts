/**
 * Session 27's readings (decision 147): our e-mail and phone asked in shorthand; emoji and named
 * languages sent as Unicode; the DND register asked at the end of a sentence; which channels a
 * visitor in a market may use; the Gulf's and India's cities in three languages; Arabic for how
 * long chats are kept, a promotional price and a reminder call; trying the API is not registration;
 * then (the second half of that session) roles, lengths, counts of recipients and sender IDs, a
 * sending day, a service page's own rule, two questions in one.
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

describe("asked as written, second half", () => {
  it("lists every open role for 'which positions are open?'", () => {
    expect(ask("which positions are open?")).toMatch(/Frontend/);
  });
  it("gives how long this chat is kept though a CV is mentioned", () => {
    expect(ask("if i send my cv in this chat how long is it kept?", "/careers")).toMatch(/90 days/);
  });
  it("counts a message longer than 70 Unicode characters as two segments", () => {
    expect(ask("what if my hindi otp is longer than 70 characters?")).toMatch(/71-character .* 2 segments/);
  });
  it("prices a count of shopkeepers after a length", () => {
    const [, , total] = talk(
      "/services/sms-services/india",
      "promo sms to shopkeepers about new stock, what's the rate in india?",
      "message in hindi, about 120 characters. how many sms is one message?",
      "ok, 25000 shopkeepers one-time total how many?",
    );
    expect(total).toMatch(/\$140/);
  });
  it("adds two sender IDs' fees, whatever each is for, and 'both names' later", () => {
    const [fee, total] = talk(
      "/services/sms-services/saudi-arabia",
      "if 2 sender ids and ad promo registration fees how much?",
      "ok, first month 3000 promo sms, total with both names fee?",
    );
    expect(fee).toMatch(/2 sender IDs, that is \$200/);
    expect(total).toMatch(/\$296/);
  });
  it("reads a sending day and hour as the promotional window, not our office hours", () => {
    const [, reply] = talk(
      "/services/sms-services/india",
      "promo sms to shopkeepers, what's the rate in india?",
      "and send when can you sunday 8:00 pm work?",
    );
    expect(reply).toMatch(/^Yes, 20:00/);
  });
  it("answers a first question on the WhatsApp page with WhatsApp's rule", () => {
    expect(ask("can we send without their permission?", "/services/whatsapp-services")).toMatch(/opt-in/);
  });
  it("gives a sender name's length for 'how many characters can the name have?'", () => {
    const [, reply] = talk(
      "/services/sms-services/saudi-arabia",
      "do we need to register a sender name in saudi?",
      "in the name how many characters can we keep?",
    );
    expect(reply).toMatch(/at most 11 characters/);
  });
  it("gives the first month with its fee and the months after", () => {
    const [, , reply] = talk(
      "/services/sms-services/uae",
      "furniture showroom ajman. sale sms to customers in uae how much each?",
      "any one time fee?",
      "ok 20k sms every month. what is first month and then next months?",
    );
    expect(reply).toMatch(/\$720; .*\$870 in the first month/);
  });
  it("answers 'which operators?' and the question after it", () => {
    const reply = ask(
      "which operators? and is there sender id fee in bahrain",
      "/services/sms-services/bahrain",
    );
    expect(reply).toMatch(/Batelco/);
    expect(reply).toMatch(/included/);
  });
  it("sends a use case where patients reply to two-way SMS, not to the market's networks", () => {
    const reply = ask(
      "from a hospital in raipur. want to send patients appointment reminders and report-ready sms, and they can reply to confirm or cancel, possible?",
    );
    expect(reply).toMatch(/two-way SMS/i);
    expect(reply).not.toMatch(/Jio/);
  });
});
