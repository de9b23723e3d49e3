/**
 * What blind-w, blind-ar-8 and blind-hi-11 (sets written blind from the rendered pages) found and
 * this engine now answers: a message's segments carried into the total of a count, the fee added
 * to it, three markets kept together, the one-time fees summed, "the same thing" in another
 * market, a failed SMS's way round, our days, and Arabic and Hindi questions of what we do.
 */
import { describe, expect, it } from "vitest";
import { smsRates } from "../../app/content/sms-rates.ts";
import { conversationWith } from "../../tests/support/engine-cases.ts";
import { companyTermAsked } from "./company-answers.ts";
import { addsFee } from "./count-words.ts";
import { pivotOf } from "./languages/pivot.ts";
import { volumeOf } from "./message-counts.ts";
import { createRetrievalEngine } from "./site-answers.ts";

const engine = createRetrievalEngine({ rates: () => smsRates });
const { last } = conversationWith(engine);
const ask = (message: string) => engine.reply({ message });
/** A conversation asked from the SMS page in Arabic or Hindi, each reply in turn. */
const talkIn = (locale: "ar" | "hi") => conversationWith(engine, locale).talk;

/** One message asked from a page in Arabic or Hindi, with no conversation before it. */
const askIn = (locale: "ar" | "hi", message: string) =>
  engine.reply({ message, pageLocale: locale, page: `/${locale}/services/sms-services` });

describe("a message's length carried into its total", () => {
  it("multiplies the count by the segments given the turn before", () => {
    const reply = last(
      "university in Delhi, we send updates in hindi",
      "our hindi msg is ~140 characters, how many sms is that",
      "cost for 20,000 students then, transactional?",
    );
    // 3 segments × $0.0032 × 20,000.
    expect(reply.response).toMatch(/\$192\b/);
    expect(reply.response).not.toMatch(/\$64\b/);
  });

  it("adds the sender ID fee to that total when asked", () => {
    const reply = last(
      "we have 40000 fans in kuwait, arabic message is about 60 characters. cost per blast, promotional?",
      "and total for the first blast with the one time sender fee?",
    );
    // 40,000 × $0.045 + $300.
    expect(reply.response).toMatch(/\$2,100 in the first month/);
  });

  it("counts fans and followers as people messaged", () => {
    expect(volumeOf("we have 40000 fans")).toBe(40_000);
    expect(volumeOf("12,000 followers")).toBe(12_000);
  });
});

describe("the markets and fees in play", () => {
  it("keeps three markets asked together for 'each'", () => {
    const replies = [
      "we send shipment alerts in Saudi, Kuwait and Bahrain. which mobile networks in each?",
      "transactional rate each?",
      "ok, total for 20k per country per month?",
      "and the one time fees total?",
    ];
    const rates = last(...replies.slice(0, 2));
    expect(rates.response).toMatch(/\$0\.0340/);
    expect(rates.response).toMatch(/\$0\.0290/);
    expect(last(...replies.slice(0, 3)).response).toMatch(/\$2,220 in all/);
    // $100 + $300 + included.
    expect(last(...replies).response).toMatch(/\$400 one-time/);
  });

  it("reads 'the first month' as the month the fee is paid in", () => {
    expect(addsFee("so the whole first month how much?")).toBe(true);
    const reply = last(
      "we sell in uae and kuwait. OTP price in both?",
      "if we send 10k OTP in each country monthly, total?",
      "and sender id fees in both?",
      "so the whole first month how much?",
    );
    // $390 + $480 + $150 + $300.
    expect(reply.response).toMatch(/\$1,320 in the first month/);
  });

  it("asks 'the same thing' of the new market with its count and fee", () => {
    const reply = last(
      "price for 15k promo sms in Riyadh plus the sender name?",
      "same thing for our Kuwait branch?",
    );
    // 15,000 × $0.045 + $300.
    expect(reply.response).toMatch(/\$975 in the first month/);
  });
});

describe("two questions of one market, asked again of the next", () => {
  it("answers the rate and the regulator for the market a short follow-up moves to", () => {
    const turns = [
      "what is the OTP SMS rate in saudi and who is the regulator there?",
      "and in kuwait?",
      "and qatar?",
      "how long does registration take there?",
    ];
    expect(last(...turns.slice(0, 2)).response).toMatch(/\$0\.0480.*CITRA/s);
    expect(last(...turns.slice(0, 3)).response).toMatch(/\$0\.0360.*\(CRA\)/s);
    // (Another question ends the pair.)
    const later = last(...turns);
    expect(later.response).not.toMatch(/Regulator/);
    expect(later.state.also).toBeUndefined();
  });

  it("splits a Hindi message's two questions joined by 'और'", () => {
    const asked = "सऊदी में OTP SMS का रेट क्या है और वहाँ का regulator कौन है?";
    expect(pivotOf(asked, "hi")).toMatch(/\? and there regulator/);
    const [, kuwait] = talkIn("hi")(asked, "और कुवैत में?");
    expect(kuwait?.response).toMatch(/\$0\.0480/);
    expect(kuwait?.response).toMatch(/CITRA|कम्युनिकेशन एंड इंफ़ॉर्मेशन/);
  });

  it("reads a count said twice as each market's ('20-20 हज़ार')", () => {
    expect(pivotOf("दोनों में 20-20 हज़ार OTP", "hi")).toBe("in both each 20000 otp");
    const [, total] = talkIn("hi")(
      "सऊदी और कुवैत में OTP SMS का रेट?",
      "दोनों में 20-20 हज़ार OTP, फ़ीस मिलाकर कुल कितना होगा?",
    );
    // 20,000 × ($0.034 + $0.048) + $100 + $300.
    expect(total?.response).toMatch(/2,040/);
  });

  it("prices a new length at the count priced before", () => {
    const reply = last(
      "25,000 transactional sms in india, cost?",
      "our message is 120 characters in hindi, total?",
      "and if we send the same 120 characters in english?",
    );
    expect(reply.response).toMatch(/1 segment/);
    expect(reply.response).toMatch(/\$80 \(USD/);
  });
});

describe("a failed SMS and our days", () => {
  it("says how a message that does not arrive goes another way", () => {
    const reply = ask("if the sms fails can the reminder go on whatsapp or a call instead?");
    expect(reply.response).toMatch(/^Yes\./);
    expect(reply.response).toMatch(/WhatsApp/);
    expect(reply.sources.map((source) => source.path)).toContain("/services/voice-services");
    // A charge for it, or no failure at all, is not this answer.
    expect(ask("are we charged for failed sms?").response).not.toMatch(/delivery report reaches/);
  });

  it("gives the delivery time of OTPs, the market's own where its page states one", () => {
    expect(ask("how fast are otps delivered in saudi?").response).toMatch(/Typical OTP delivery: < 3 s/);
    expect(ask("we have a delivery app in bahrain, how fast do otps arrive?").response).toMatch(
      /within seconds/,
    );
    expect(ask("in bahrain, what is the typical otp delivery time?").response).toMatch(/< 3 s/);
  });

  it("answers a day asked of our team with our hours", () => {
    expect(companyTermAsked("is anyone available on friday?")).toBe("hours");
    expect(ask("can someone answer on saturday?").response).toMatch(/Saturday is outside our hours/);
    // (A day for sending messages is the market's rule, not our team's.)
    expect(companyTermAsked("can we send promos on friday in uae?")).toBeUndefined();
  });
});

describe("our terms and a service's first steps", () => {
  it("gives existing customers the support contact and says what the SLA leaves unpublished", () => {
    expect(ask("how do existing customers raise a support issue?").response).toMatch(
      /hello@relaywave\.example/,
    );
    expect(ask("is there an SLA penalty or credit if you miss the uptime target?").response).toMatch(
      /99\.95%.*does not publish other service level terms/s,
    );
  });

  it("answers 'how is RCS better than SMS?' with what RCS is, wherever the visitor is", () => {
    const reply = ask(
      "we are online marketplace in India. what is RCS and how is it better than normal sms?",
    );
    expect(reply.response).toMatch(/carousels/);
  });

  it("answers 'how quick can we start?' with the days to go live, not a window's hours", () => {
    const reply = last("can whatsapp send appointment reminders automatically?", "how quick can we start?");
    expect(reply.response).toMatch(/few working days/);
  });
});

describe("Arabic and Hindi questions of what we do", () => {
  it("reads a 'you' verb and 'ينفع' as asking whether we do it", () => {
    expect(pivotOf("بتعملوا تطبيقات موبايل؟", "ar")).toMatch(/do you/);
    expect(pivotOf("ينفع؟", "ar")).toMatch(/is it possible/);
    expect(
      askIn("ar", "مدرسة خاصة في الشارقة، نبي نتصل باولياء الامور بمكالمات آليه. تقدمون هالخدمة؟").response,
    ).toMatch(/^نعم/);
  });

  it("totals the first month of both markets asked in Arabic, and prices a shipment update as transactional", () => {
    const turns = talkIn("ar")(
      "عندنا متجر اونلاين نبيع في الامارات والكويت. كم سعر رسالة OTP في البلدين؟",
      "لو نرسل 10 الاف OTP في كل دولة شهريا كم المجموع؟",
      "وكم رسوم تسجيل المعرف في الاثنين؟",
      "يعني اول شهر كله كم بيكون؟",
    );
    // $390 + $480 + $150 + $300.
    expect(turns.at(-1)?.response).toMatch(/1,320/);
    expect(pivotOf("كم سعر رسالة تحديث الشحنة؟", "ar")).toMatch(/shipment update/);
  });

  it("reads 'الاثنين' as both markets and 'يوم الاثنين' as Monday", () => {
    expect(pivotOf("وكم رسوم تسجيل المعرف في الاثنين؟", "ar")).toMatch(/both/);
    expect(pivotOf("نرسل يوم الاثنين؟", "ar")).toMatch(/monday/);
  });

  it("reads a Hindi question that ends on 'can' as yes or no, and Tamil as Tamil", () => {
    expect(pivotOf("तमिल में भेज सकते हैं?", "hi")).toBe("does in tamil send can you?");
    expect(askIn("hi", "भारत में तमिल में भेज सकते हैं?").response).toMatch(/^हाँ/);
    // ("और दुबई में?" is a follow-up, not a yes-or-no question.)
    expect(pivotOf("और दुबई वाली ब्रांच के लिए UAE में?", "hi")).not.toMatch(/^does/);
  });

  it("reads romanised characters and 'about'", () => {
    expect(pivotOf("ek message lagbhag 120 akshar ka hoga", "hi", true)).toMatch(/about 120 characters/);
  });
});
