/**
 * Whether we serve a market ("do you send SMS in Kuwait?") is answered yes, with the networks we
 * reach there and what sending needs first; documents asked of a sender ID are the documents.
 */
import { describe, expect, it } from "vitest";
import { smsRates } from "../../app/content/sms-rates.ts";
import { createRetrievalEngine } from "./site-answers.ts";

const engine = createRetrievalEngine({ rates: () => smsRates });
const answer = (message: string, pageLocale: "en" | "hi" = "en") =>
  engine.reply({ message, pageLocale }).response;

describe("a market we serve", () => {
  it("answers yes with the operators and the sender ID rule, in English and in Hindi", () => {
    const kuwait = answer("do you send sms in kuwait?");
    expect(kuwait).toMatch(/^Yes\. Mobile operators for SMS in \[Kuwait\]/);
    expect(kuwait).toMatch(/Zain.*Ooredoo.*stc/);
    expect(kuwait).toMatch(/Sender ID for SMS/);
    expect(answer("can you send OTPs to Doha?")).toMatch(/Ooredoo and Vodafone Qatar/);
    expect(answer("कुवैत में SMS भेजते हो क्या?", "hi")).toMatch(/Zain/);
  });

  it("does not call a price or an hour a question of coverage", () => {
    expect(answer("can you send promotional sms in india at 11 pm?")).not.toMatch(/operators/);
    expect(answer("can you send sms in kuwait, what's the price?")).toMatch(/\$0\.0480/);
  });

  it("answers when promotions may go, not coverage, when asked when, in English, Arabic and Hindi", () => {
    const english = answer("When can you send marketing SMS in Qatar?");
    expect(english).toMatch(/^Promotional hours for SMS in \[Qatar\]/);
    expect(english).toMatch(/Ramadan/);
    const arabic = engine.reply({
      message: "متى يمكننا إرسال الرسائل التسويقية في قطر؟",
      pageLocale: "ar",
    }).response;
    expect(arabic).toMatch(/رمضان/);
    expect(arabic).not.toMatch(/Ooredoo|^نعم/);
    const hindi = answer("क़तर में मार्केटिंग SMS कब भेज सकते हैं?", "hi");
    expect(hindi).toMatch(/रमज़ान/);
    expect(hindi).not.toMatch(/Unicode|Ooredoo/);
  });

  it("says yes before a market's consent rule when asked whether consent is needed, in English and Arabic", () => {
    const qatar = engine.reply({ message: "promo sms price in qatar?" }).state;
    expect(engine.reply({ message: "is consent required there?", state: qatar }).response).toMatch(
      /^Yes\. Marketing consent/,
    );
    const doha = engine.reply({ message: "كم سعر الرسائل الترويجية في قطر؟", pageLocale: "ar" }).state;
    expect(
      engine.reply({ message: "هل لازم موافقة مسبقة من العملاء؟", state: doha, pageLocale: "ar" }).response,
    ).toMatch(/^نعم/);
  });

  it("prices a length given after promotional rates at the promotional rate", () => {
    const qatar = engine.reply({ message: "promo sms price in qatar?" }).state;
    const arabic = engine.reply({ message: "and in arabic, about 120 characters?", state: qatar }).response;
    expect(arabic).toMatch(/\$0\.0340 per promotional segment/);
  });

  it("gives the documents when a sender ID is what they are for", () => {
    expect(answer("what does the qatar sender id need, docs wise?")).toMatch(
      /^Documents for SMS in \[Qatar\]/,
    );
    expect(answer("how many characters can the sender id have in bahrain?")).toMatch(/^Sender ID for SMS/);
    expect(answer("in kuwait, if the message is in arabic how many characters fit in one sms?")).toMatch(
      /70/,
    );
  });
});

describe("a promotional sender ID's mark", () => {
  it("reads 'AD-' and '-AD' as the sender ID asked of the market in play, and a bare 'ad' as no mark", () => {
    const uae = engine.reply({ message: "price for promotional sms in UAE?" }).state;
    expect(engine.reply({ message: "what is this AD- thing", state: uae }).response).toMatch(/AD- prefix/);
    expect(answer("we run ads in dubai, what sms price?")).toMatch(/\$0\.0360/);
  });

  it("says yes or no from the facts when asked whether the name must carry a mark", () => {
    const saudi = engine.reply({ message: "promo sms in riyadh price?" }).state;
    const ask = (message: string) => engine.reply({ message, state: saudi }).response;
    expect(ask("our promo sender name has to end with -AD?")).toMatch(/^Yes\. .*end in -AD/);
    expect(ask("does it have to start with AD-?")).toMatch(/^No\. /);
  });
});

describe("how fast messages arrive in a market", () => {
  it("is the delivery time, not the sender ID's registration time", () => {
    const reply = answer("we have a delivery app in bahrain, how fast do otps arrive?");
    expect(reply).toMatch(/within seconds/);
    expect(reply).not.toMatch(/Registration time/);
    expect(answer("how long does sender id registration take in bahrain?")).toMatch(/Registration time/);
  });
});

describe("registration time with a launch date", () => {
  it("adds what can go out meanwhile where the market's page says it", () => {
    const kuwait = answer(
      "how long sender id approval takes in kuwait city? we want to launch our app in 10 days",
    );
    expect(kuwait).toMatch(/one to several weeks.*WhatsApp or voice call/);
    expect(answer("how long does sender id registration take in kuwait?")).not.toMatch(/WhatsApp/);
  });
});
