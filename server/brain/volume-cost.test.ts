import { describe, expect, it } from "vitest";
import { smsRates } from "../../app/content/sms-rates.ts";
import { senderIdCountOf, volumeOf, volumesPerMarket } from "./message-counts.ts";
import { createRetrievalEngine } from "./site-answers.ts";
import { asksFeeIncluded } from "./volume-cost.ts";

const engine = createRetrievalEngine({ rates: () => smsRates });
const answer = (message: string, pageLocale: "en" | "ar" = "en") =>
  engine.reply({ message, pageLocale }).response;

describe("a volume of messages", () => {
  it("is read from digits, thousands, k and millions, of messages or of the people they go to", () => {
    expect(volumeOf("100,000 sms")).toBe(100_000);
    expect(volumeOf("50k messages")).toBe(50_000);
    expect(volumeOf("about a million OTPs a month")).toBe(1_000_000);
    expect(volumeOf("1.5 million messages")).toBe(1_500_000);
    // Indian English: a lakh is 100,000, a crore 10 million.
    expect(volumeOf("we send approx 2 lakh msgs per month")).toBe(200_000);
    expect(volumeOf("price for 3 lakh otps a month?")).toBe(300_000);
    expect(volumeOf("a crore SMS a year")).toBe(10_000_000);
    // A count per month needs no "messages" ("20k a month total?" after a rate), but money is no count.
    expect(volumeOf("20k a month total?")).toBe(20_000);
    expect(volumeOf("we pay $500 a month now")).toBeUndefined();
    expect(volumeOf("send 40000 customer in qatar")).toBe(40_000);
    expect(volumeOf("one message")).toBeUndefined();
    expect(volumeOf("50000 promotional total how many?")).toBe(50_000);
  });

  it("multiplies a count per campaign by the campaigns, and a day's count by the days", () => {
    expect(volumeOf("client sends 5000 per campaign, 2 campaigns a month")).toBe(10_000);
    expect(volumeOf("5,000 sms per campaign, two campaigns a month")).toBe(10_000);
    expect(volumeOf("1000 sms a day, 22 working days")).toBe(22_000);
    expect(volumeOf("1200 parents daily one message in month 26 days")).toBe(31_200);
    expect(volumeOf("we send 500 sms a day")).toBe(500);
    expect(volumeOf("20000 receipts per month")).toBe(20_000);
  });

  it("knows when the one-time fee is asked for in the total", () => {
    expect(asksFeeIncluded("what's the total with the fees in the first month?")).toBe(true);
    expect(asksFeeIncluded("total cost including sender id registration?")).toBe(true);
    expect(asksFeeIncluded("15k msgs incl. sender id fee?")).toBe(true);
    expect(asksFeeIncluded("40k promo per month + the name registration fee, total?")).toBe(true);
    expect(asksFeeIncluded("plz add the sender name registration fee also, I want the total")).toBe(true);
    expect(asksFeeIncluded("what would 50,000 OTPs cost?")).toBe(false);
  });
});

describe("a total", () => {
  it("adds the sender ID fee for the first month when asked", () => {
    const reply = answer(
      "if we send 50000 OTP a month in Kuwait, what's the total with the fees in the first month?",
    );
    expect(reply).toMatch(/\$2,400/);
    expect(reply).toMatch(/\$2,700 in the first month/);
  });

  it("computes a million messages, and a total asked in Arabic with thousands and millions", () => {
    expect(answer("we send about a million OTP a month in India, monthly cost?")).toMatch(/\$3,200/);
    expect(
      answer("ستارت اب في بنغالور، نرسل تقريبًا مليون رسالة OTP بالشهر داخل الهند. كم التكلفة؟", "ar"),
    ).toMatch(/3[,٬]?200/);
    expect(
      answer(
        "عندي متجر في دبي وابي ارسل حملة عروض لـ 20 الف عميل. كم التكلفة الكلية مع تسجيل اسم المرسل لأول مرة؟",
        "ar",
      ),
    ).toMatch(/870/);
  });

  it("sums counts written per market, each at that market's rate, and guesses none when one lacks a count", () => {
    const both = answer("25,000 promo msgs in bahrain plus 25,000 in qatar, what's the total?");
    expect(both).toMatch(
      /25,000 messages in Bahrain cost \$675; 25,000 messages in Qatar cost \$850: \$1,525 in all/,
    );
    expect(answer("25,000 promo msgs in bahrain and some in qatar, what's the total?")).not.toMatch(/in all/);
    const markets = ["/services/sms-services/uae", "/services/sms-services/india"];
    const marketsIn = (clause: string) =>
      markets.filter((path) => clause.includes(path.split("/").at(-1) ?? ""));
    expect(volumesPerMarket("in uae 10000 otp and in india 100000 otp total?", markets, marketsIn)).toEqual(
      new Map([
        [markets[0], 10_000],
        [markets[1], 100_000],
      ]),
    );
    expect(answer("عندنا 25 ألف رسالة ترويجية في البحرين و25 ألف في قطر، كم المجموع؟", "ar")).toMatch(
      /1,525\sUS\$ في المجموع/,
    );
  });

  it("gives the one count asked 'each' to every market named, and how failed messages are billed", () => {
    expect(
      answer("OTPs to UAE, Saudi and Kuwait, about 10k each per month. what's the monthly total?"),
    ).toMatch(/\$1,210 in all/);
    const state = engine.reply({ message: "otp price in bahrain?" }).state;
    const failed = engine.reply({ message: "do you charge for undelivered msgs?", state });
    expect(failed.response).toMatch(/operator rules/);
    expect(failed.response).not.toMatch(/\$0\.0290/);
  });

  it("adds the markets' fees to a total over several markets, and counts the sender IDs a fee is for", () => {
    const state = engine.reply({
      message: "10k order alerts to each of uae, saudi and kuwait monthly, total?",
    }).state;
    const fees = engine.reply({ message: "plus sender id registration in all 3, one time total?", state });
    // $150 + $100 + $300 in the three markets.
    expect(fees.response).toMatch(/\$550 one-time/);
    expect(
      answer("each client needs its own sender id in uae, so 5 ids, what's the registration fee?"),
    ).toMatch(/For 5 sender IDs, that is \$750 one-time/);
    expect(senderIdCountOf("5 sender names in kuwait")).toBe(5);
    expect(senderIdCountOf("sender id fee for 50000 messages")).toBeUndefined();
  });

  it("gives the total at each type's rate when no type is named, with the fee when asked", () => {
    const reply = answer("8000 messages per month in saudi, how much does it cost? add the registration fee");
    // 8,000 × $0.034 and × $0.032, then each with the $100 fee.
    expect(reply).toMatch(/\$272 as transactional or OTP messages, or \$256 as promotional ones/);
    expect(reply).toMatch(/\$372 or \$356 in the first month/);
    expect(answer("8000 OTPs per month in saudi, how much does it cost?")).not.toMatch(/as promotional ones/);
  });

  it("reads 'country three' in a follow-up as the three markets in play", () => {
    const state = engine.reply({
      message: "restaurants in dubai, riyadh and kuwait, otp price in each?",
    }).state;
    const total = engine.reply({
      message: "10000 message promotional per country three how many total?",
      state,
    });
    // 10,000 × ($0.036 + $0.032 + $0.045).
    expect(total.response).toMatch(/\$1,130 in all/);
  });

  it("keeps the traffic type of the rate asked before for another market and for a count of them", () => {
    let state = engine.reply({ message: "what's your OTP sms price for saudi?" }).state;
    const kuwait = engine.reply({ message: "and in kuwait?", state });
    expect(kuwait.response).toMatch(/\$0\.0480/);
    expect(kuwait.response).not.toMatch(/\$0\.0450/);
    state = kuwait.state;
    expect(
      engine.reply({ message: "ok and for 50,000 of them a month in kuwait, total?", state }).response,
    ).toMatch(/\$2,400/);
  });
});
