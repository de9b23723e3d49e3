/**
 * Session 19's general readings (decision 139): a thing asked "free" is a price; short cards said
 * whole; counts of services and roles; the bot that would make things up; the assistant's own voice
 * and the laws its policy names; cities of countries we do not serve; a way to connect a page never
 * names; OTPs at any hour; a government body's letter; totals per market with their fees, carried
 * to the next market, per campaign and per day; a length carried to its price; "what is DLT?" after
 * a price; "like in Saudi"; two questions asked again of the next market; Arabic and Hindi words.
 */
import { describe, expect, it } from "vitest";
import { smsRates } from "../../app/content/sms-rates.ts";
import { visitorOn } from "../../tests/support/engine-cases.ts";
import { createRetrievalEngine } from "./site-answers.ts";

const visitor = visitorOn(createRetrievalEngine({ rates: () => smsRates }));
const { talk } = visitor;
const ask = (message: string, page = "/") => visitor.ask(message, page).response;

describe("questions read as asked", () => {
  it("answers whether a registration is free with each market's fee", () => {
    const reply = ask(
      "Is sender ID registration free in Bahrain and India?",
      "/services/sms-services/pricing",
    );
    expect(reply).toMatch(/Bahrain.+included.+India.+included/);
  });
  it("gives our number for 'sales phone number pls'", () => {
    expect(ask("sales phone number pls", "/contact")).toMatch(/555\) 010-0199/);
  });
  it("says a short card whole: other languages on request", () => {
    expect(ask("your ai agent can talk Urdu?", "/services/ai-agents")).toMatch(
      /Other languages are available on request/,
    );
  });
  it("counts our services and our open roles", () => {
    expect(ask("how many services total?", "/about")).toMatch(/offers 7 services/);
    expect(ask("are you hiring?", "/careers")).toMatch(/with 5 open roles/);
  });
  it("says no, the bot does not make prices up", () => {
    const reply = ask("the bot will make up car prices if it dont know?", "/services/ai-agents");
    expect(reply).toMatch(/^No\. .*does not know rather than guessing/);
  });
  it("answers the assistant's own voice and the data laws from the privacy policy", () => {
    expect(ask("does the voice feature of the assistant record our audio?", "/privacy")).toMatch(
      /We do not store audio/,
    );
    expect(ask("is saudi PDPL covered in your policy?", "/privacy")).toMatch(
      /Saudi Personal Data Protection Law/,
    );
  });
  it("reads Muscat as Oman, which we do not serve, beside Riyadh, which we do", () => {
    const reply = ask("u send sms to muscat and riyadh?");
    expect(reply).toMatch(/do not list Oman/);
    expect(reply).toMatch(/stc, Mobily and Zain KSA/);
  });
  it("says the RCS page does not mention SMPP instead of an invented yes", () => {
    const reply = ask("do you support SMPP for RCS?", "/services/rcs-services");
    expect(reply).toMatch(/does not mention SMPP/);
    expect(reply).not.toMatch(/^Yes/);
  });
  it("sends OTPs at any hour, and a government body gives a letter instead of a CR", () => {
    expect(ask("can we send OTP at any time in qatar?", "/services/sms-services/qatar")).toMatch(/any hour/);
    expect(
      ask(
        "we are government entity in dammam, do we need commercial registration to register a sender name?",
        "/services/sms-services/saudi-arabia",
      ),
    ).toMatch(/Government bodies typically use an official letter instead/);
  });
});

describe("totals and frames", () => {
  it("totals each market with its own fee, then carries the count to the next market", () => {
    const [, each, bahrain] = talk(
      "/services/sms-services/pricing",
      "small business here. 5000 promo sms to saudi vs uae, which cheaper?",
      "with the sender id fee included, total each?",
      "and for bahrain?",
    );
    expect(each).toMatch(/\$330 with its \$150 sender ID registration/);
    expect(each).toMatch(/\$260 with its \$100 sender ID registration/);
    expect(bahrain).toMatch(/For 5,000 messages, that is \$135/);
  });
  it("multiplies a count per campaign by the campaigns a month", () => {
    const [, total] = talk(
      "/services/sms-services/qatar",
      "promotional sms price in qatar and the sender id fee?",
      "client sends 5000 per campaign, 2 campaigns a month. first month total incl the fee?",
    );
    expect(total).toMatch(/\$440/);
  });
  it("prices a length given before per message and for a count", () => {
    const [, , priced] = talk(
      "/services/sms-services/saudi-arabia",
      "hospital in riyadh. we want send appointment reminder sms in arabic. how many letters fit in one sms?",
      "our msg is about 150 arabic letters, how many sms it counts?",
      "so price per msg in saudi and total for 10000 patients?",
    );
    expect(priced).toMatch(/\$1,020/);
  });
  it("answers a committed volume with the discount, and 'what is DLT?' with DLT", () => {
    const [, discount] = talk(
      "/services/sms-services/pricing",
      "otp sms rate bahrain and kuwait?",
      "can we get cheaper if we commit volume?",
    );
    expect(discount).toMatch(/committed monthly volumes get lower rates/);
    const [, , dlt] = talk(
      "/services/sms-services/pricing",
      "we send OTP to customers in india. price per sms?",
      "and any fee to register the sender id in india?",
      "what is dlt?",
    );
    expect(dlt).toMatch(/Principal Entity/);
  });
  it("asks the market in play when another is named only to compare", () => {
    const [, , fee] = talk(
      "/services/sms-services/bahrain",
      "which operators u cover in bahrain?",
      "price for promotional sms there?",
      "is there registration fee like in saudi?",
    );
    expect(fee).toMatch(/Bahrain.+included/);
  });
});

describe("Arabic and Hindi visitors", () => {
  it("asks both questions again of the next market", () => {
    const [, bahrain] = talk(
      "/ar/services",
      "مرحبا، احنا في الدوحة. تغطون قطر بالرسائل النصية؟ وكم السعر؟",
      "وفي البحرين بعد؟ عندنا فرع في المنامة",
    );
    expect(bahrain).toMatch(/Batelco/);
    expect(bahrain).toMatch(/0\.0290/);
  });
  it("quotes calls by the minute rather than an SMS rate", () => {
    const reply = ask("كم سعر الدقيقة عندكم للمكالمات داخل السعودية؟", "/ar/services/voice-services");
    expect(reply).not.toMatch(/0\.0340/);
    expect(reply).toMatch(/\/ar\/contact/);
  });
  it("reads Hindi's charged messages and its 'और' inside one question", () => {
    expect(
      ask("जो SMS deliver ही नहीं हुए, क्या उनका भी पैसा कटेगा?", "/hi/services/sms-services/pricing"),
    ).toMatch(/ऑपरेटर/);
    const [both] = talk(
      "/hi/services/sms-services/uae",
      "जालंधर से हमारी travel agency है, हमारे customers Dubai और Doha में रहते हैं। दोनों जगह booking और OTP SMS का rate क्या है?",
    );
    expect(both).toMatch(/0\.0390/);
    expect(both).toMatch(/0\.0360/);
  });
  it("keeps the alphabet named before for a length given later", () => {
    const [, segments] = talk(
      "/hi/services/sms-services",
      "Namaste, Ranchi mein hamara school hai, parents ko attendance aur fees reminder SMS Hindi mein bhejna hai. Hindi SMS ho jayega?",
      "ek SMS mein kitne akshar aate hain? hamara message lagbhag 150 characters ka hai",
    );
    expect(segments).toMatch(/Unicode/);
    expect(segments).toMatch(/3 सेगमेंट/);
  });
});
