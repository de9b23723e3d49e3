/**
 * What blind-v (a set written blind from the rendered pages) found and this engine now answers:
 * who the visitor is kept apart from what they ask ("we are a telecom reseller", "for our sales
 * team"), totals that leave out or carry the one-time fees, markets added to those in play, our
 * terms asked in a pricing conversation, and the page's own answer where the fact would repeat.
 */
import { describe, expect, it } from "vitest";
import { smsRates } from "../../app/content/sms-rates.ts";
import { conversationWith } from "../../tests/support/engine-cases.ts";
import { companyTermAsked } from "./company-answers.ts";
import { createRetrievalEngine } from "./site-answers.ts";
import { questionParts } from "./two-questions.ts";
import { asksFeeIncluded } from "./volume-cost.ts";

const engine = createRetrievalEngine({ rates: () => smsRates });
const { last } = conversationWith(engine);
const ask = (message: string) => engine.reply({ message });
/** A conversation asked from the SMS page in Arabic or Hindi, each reply in turn. */
const talkIn = (locale: "ar" | "hi") => conversationWith(engine, locale).talk;

describe("who the visitor is, not what they ask", () => {
  it("prices a reseller's traffic instead of answering about a reseller programme", () => {
    expect(companyTermAsked("We are a telecom reseller. Give me your transactional rates.")).toBeUndefined();
    expect(companyTermAsked("we are a reseller, do you have a white label programme?")).toBe("reselling");
    const reply = ask(
      "telecom reseller. monthly we push 1 lakh transactional sms to India and 20k to Dubai. total monthly bill excluding tax and registration?",
    );
    // 100,000 × $0.0032 + 20,000 × $0.039, without the UAE's $150 registration.
    expect(reply.response).toMatch(/\$1,100 in all/);
    expect(reply.response).not.toMatch(/reseller/);
  });

  it("answers a Dubai number for the visitor's own sales team, with the documents it needs", () => {
    const reply = ask(
      "property developer, we want a dubai landline number for our sales team. is it possible and what docs you need",
    );
    expect(reply.response).toMatch(/^Yes/);
    expect(reply.response).toMatch(/\b04\b/);
    expect(reply.response).toMatch(/trade licence/);
    expect(reply.response.match(/subject to UAE rules/gi)).toHaveLength(1);
  });
});

describe("totals and the fees in them", () => {
  it("leaves the one-time fees out when asked to", () => {
    expect(asksFeeIncluded("total monthly bill excluding tax and registration?")).toBe(false);
    expect(asksFeeIncluded("total per month, not counting the one-time fees?")).toBe(false);
    expect(asksFeeIncluded("total including the sender id fees?")).toBe(true);
  });

  it("prices counts given per market with the traffic type in play", () => {
    const reply = last(
      "flight delay alerts by SMS to passengers in UAE. price per message?",
      "and for our saudi passengers?",
      "ok so monthly around 80k in UAE and 40k in Saudi. total for first month including the sender id fees for both?",
    );
    // 80,000 × $0.039 + 40,000 × $0.034 + $150 + $100.
    expect(reply.response).toMatch(/\$4,730/);
  });

  it("adds markets to those in play and prices each of the three", () => {
    const replies = conversationWith(engine).talk(
      "whats the OTP price and the sender id fee in bahrain",
      "next quarter we launch in Qatar and Kuwait too. same info for those?",
      "100k OTP per month in each of the three countries. total per month, not counting the one-time fees?",
    );
    expect(replies[1]?.response).toMatch(/Kuwait[^.]*0\.0480/);
    // 100,000 × ($0.029 + $0.036 + $0.048).
    expect(replies[2]?.response).toMatch(/\$11,300 in all/);
  });

  it("reads 'each country' as all three markets in play", () => {
    const reply = last(
      "Promo SMS to UAE, KSA and Qatar, what are the promotional rates?",
      "30k in each country, total including sender id fees?",
    );
    expect(reply.response).toMatch(/\$3,410/);
  });

  it("keeps each market's own count for the months after the first", () => {
    const reply = last(
      "alerts price in kuwait and bahrain?",
      "if 10k in kuwait and 30k in bahrain a month, first month total with registration?",
      "and the following month?",
    );
    // 10,000 × $0.048 + 30,000 × $0.029, without Kuwait's $300.
    expect(reply.response).toMatch(/\$1,350 in all/);
  });

  it("carries the count and its fee to the same campaign in another market", () => {
    const reply = last(
      "25k promo sms to buyers in kuwait, total cost with the registration fee?",
      "and if we run same campaign in Qatar instead?",
    );
    // 25,000 × $0.034 + $100.
    expect(reply.response).toMatch(/\$950/);
  });

  it("lets a comparison say by how much without a second answer", () => {
    expect(questionParts("which one is cheaper, kuwait or saudi? by how much per msg?")).toBeUndefined();
    const reply = ask("for marketing sms which one is cheaper, kuwait or saudi? by how much per msg?");
    expect(reply.response).toMatch(/\$0\.0130/);
    expect(reply.response).not.toMatch(/0\.0480/);
  });
});

describe("follow-ups that ask something new", () => {
  it("asks our payment terms, not the market's price again", () => {
    const reply = last(
      "we send about 300k OTP a month in KSA, cost?",
      "can we pay monthly by invoice instead of prepaid?",
    );
    expect(reply.response).toMatch(/billed monthly/);
    expect(reply.response).not.toMatch(/0\.0340/);
  });

  it("answers whether OTPs share the promotional sender name from the page", () => {
    const reply = last(
      "our marketing sender name in saudi arabia needs any special format?",
      "and for OTPs we use the same name?",
    );
    expect(reply.response).toMatch(/separate name/);
  });

  it("keeps the market for a short question with a detail after it", () => {
    const reply = last(
      "what documents are needed for our sender id in kuwait",
      "how long it takes? our project launch is in 10 days",
    );
    expect(reply.response).toMatch(/Registration time for SMS in \[Kuwait\]/);
  });

  it("gives the market's promotional hours after a statement of what is sent", () => {
    const reply = last(
      "2 lakh promo sms per month in india, what it will cost?",
      "we want to send membership renewal offers. what hours can we send?",
    );
    expect(reply.response).toMatch(/10:00 to 21:00 IST/);
  });

  it("gives the number to call with our hours when the visitor will call", () => {
    expect(ask("ok what are your office hours, I'll call").response).toMatch(/010-0199/);
    expect(ask("what are your office hours?").response).not.toMatch(/010-0199/);
  });

  it("reads building an app for the visitor as web and app development", () => {
    const reply = last(
      "Fee reminders to parents by SMS in the UAE, what is the price?",
      "can you also build a parents app with OTP login?",
    );
    expect(reply.sources[0]?.path).toBe("/services/web-app-development");
    expect(reply.response).toMatch(/^Yes/);
  });

  it("says yes to an agent in the languages its page names", () => {
    const reply = ask(
      "We want a chatbot on WhatsApp answering our customers 24/7 in Arabic and English. Possible?",
    );
    expect(reply.response).toMatch(/^Yes\. .*Arabic and English/);
  });

  it("answers the IP address part of a privacy question and says the retention once", () => {
    const reply = ask("how long do you store what i type in this chat? and do you keep my IP address?");
    expect(reply.response).toMatch(/do not store your IP address/);
    expect(reply.response.match(/90 days/g)).toHaveLength(1);
  });

  it("says SMS goes where an iPhone cannot receive RCS", () => {
    const reply = ask("travel agency - do rcs messages work on iphones? most of our customers use iphone");
    expect(reply.response).toMatch(/we send SMS instead/);
  });
});

describe("what blind-ar-7 found, in Arabic", () => {
  const arabicTalk = talkIn("ar");

  it("prices a telecom distributor's totals without the registration fees", () => {
    const [reply] = arabicTalk(
      "موزع خدمات: عندي 10 الاف رسالة ترويجية للامارات و10 الاف ترويجية للسعودية. كم المجموع بدون رسوم التسجيل؟",
    );
    // 10,000 × $0.036 + 10,000 × $0.032.
    expect(reply?.response).toMatch(/680/);
    expect(reply?.response).not.toMatch(/إعادة البيع/);
  });

  it("says what one Arabic SMS holds before the segments a longer one takes", () => {
    const [reply] = arabicTalk("رسالتي عربي وطولها 120 حرف، كم رسالة راح تنحسب علي؟");
    expect(reply?.response).toMatch(/70 حرفًا/);
    expect(reply?.response).toMatch(/67 حرفًا/);
  });

  it("counts the markets we serve when one is not among them", () => {
    const [reply] = arabicTalk("تغطون كم دولة بالرسائل النصية؟ عمان موجودة؟");
    expect(reply?.response).toMatch(/في 6 أسواق/);
  });

  it("asks the next question of both markets priced together, and prices their counts", () => {
    const replies = arabicTalk(
      "سلسلة صيدليات في الكويت والبحرين. كم سعر رسائل التنبيهات (مو اعلانات) في البلدين؟",
      "ورسوم تسجيل المرسل؟",
      "لو 10 الاف بالكويت و 30 الف بالبحرين بالشهر، كم اول شهر مع التسجيل؟",
    );
    expect(replies[1]?.response).toMatch(/البحرين[^.]*مشمول/);
    // 10,000 × $0.048 + 30,000 × $0.029 + $300.
    expect(replies[2]?.response).toMatch(/1,650/);
  });

  it("carries the same count and type to a branch in another market", () => {
    const replies = arabicTalk(
      "عندنا سلسلة صيدليات في الرياض، نبي نرسل تنبيهات جاهزية الوصفات للعملاء (مو تسويق). كم سعر الرسالة؟",
      "طيب لو 40 الف رسالة بالشهر، كم يطلع الشهر الاول مع التسجيل؟",
      "ولفرعنا في دبي نفس العدد ونفس النوع، مع تسجيل المرسل هناك؟",
    );
    // 40,000 × $0.039 + $150.
    expect(replies[2]?.response).toMatch(/1,710/);
  });

  it("sends a voice OTP question to the voice page", () => {
    const [reply] = arabicTalk(
      "عندنا عملاء ما يستقبلون SMS او عندهم خط ارضي، تقدرون ترسلون لهم OTP بمكالمة صوتية؟",
    );
    expect(reply?.sources[0]?.path).toBe("/ar/services/voice-services");
  });
});

describe("what blind-hi-10 found, in Hindi", () => {
  const hindiTalk = talkIn("hi");

  it("says how many times dearer one market's rate is", () => {
    const [reply] = hindiTalk("भारत के मुक़ाबले कुवैत ट्रांज़ैक्शनल में कितने गुना महँगा है?");
    expect(reply?.response).toMatch(/15 गुना/);
  });

  it("adds both markets' fees when a total asks 'फ़ीस मिलाकर'", () => {
    const [reply] = hindiTalk("UAE में 20,000 और कुवैत में 10,000 प्रमोशनल, दोनों की फ़ीस मिलाकर कुल कितना?");
    // 20,000 × $0.036 + 10,000 × $0.045 + $150 + $300.
    expect(reply?.response).toMatch(/1,620/);
  });

  it("answers whether OTPs and offers can share one sender name from the page", () => {
    const replies = hindiTalk(
      "सऊदी में प्रमोशनल sender name के लिए क्या नियम है?",
      "OTP के लिए और ऑफ़र के लिए एक ही sender name चल जाएगा?",
    );
    expect(replies[1]?.response).toMatch(/अलग/);
  });

  it("reads a Gulf shop's question about its customers' consent", () => {
    const [reply] = hindiTalk(
      "दोहा में हमारा इंडियन ग्रोसरी स्टोर है। ग्राहकों को ऑफ़र SMS भेजने के लिए क्या उनकी मंज़ूरी लेना ज़रूरी है?",
    );
    expect(reply?.response).toMatch(/सहमति/);
  });

  it("lists the roles in Dubai when a visitor who might apply asks for openings", () => {
    const reply = ask("Also, do you have any job openings in Dubai? I might apply.");
    expect(reply.response).toMatch(/Solutions Engineer/);
    expect(ask("I want to apply for a job. how?").response).toMatch(/To apply, e-mail/);
  });

  it("reads a romanised question about an emoji in a message as a segment question", () => {
    const [reply] = hindiTalk("ek message me emoji daal diya to kya farak padega?");
    expect(reply?.response).toMatch(/70/);
  });

  it("does not take a CA firm's GST season for a tax question", () => {
    const reply = ask(
      "we are a CA firm, GST filing season brings many calls. Can an AI agent answer the phone?",
    );
    expect(reply.sources[0]?.path).toBe("/services/ai-agents");
  });
});
