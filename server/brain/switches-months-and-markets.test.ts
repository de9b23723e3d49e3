/**
 * Session 26's readings (decision 146): a channel the visitor rules out and SMS counted after
 * WhatsApp; a total over several months and several markets' counts with no traffic type named;
 * the months after the first; promotions sent without asking, or their rules; a count priced in
 * the market in play; a job seeker's "any jobs in Riyadh?"; Arabic and Hindi words these needed.
 */
import { describe, expect, it } from "vitest";
import { smsRates } from "../../app/content/sms-rates.ts";
import { visitorOn } from "../../tests/support/engine-cases.ts";
import { monthsAsked } from "./count-words.ts";
import { createRetrievalEngine } from "./site-answers.ts";

const visitor = visitorOn(createRetrievalEngine({ rates: () => smsRates }));
const { talk } = visitor;
const ask = (message: string, page = "/") => visitor.ask(message, page).response;

describe("the channel meant", () => {
  it("prices SMS counted after WhatsApp in the market in play", () => {
    const [, whatsapp, sms] = talk(
      "/services",
      "buyers in uae. how much to send our catalog msgs to uae buyers?",
      "sorry i meant on whatsapp not sms",
      "ok then for sms, 2000 promo a month, with that registration thing?",
    );
    expect(whatsapp).toMatch(/Meta/);
    expect(sms).toMatch(/For 2,000 messages, that is \$72; .* \$222 in the first month/);
  });
  it("leaves out a channel said not to be meant, in Arabic too", () => {
    const [, reply] = talk(
      "/ar/services/sms-services/uae",
      "عندنا عيادة بدبي ونبي نرسل تذكيرات مواعيد SMS، كم السعر؟",
      "لا سوري قصدي التذكيرات تكون عالواتساب مش SMS، كم سعرها؟",
    );
    expect(reply).toMatch(/Meta/);
    expect(reply).not.toMatch(/0\.0390/);
  });
});

describe("totals", () => {
  it("reads how many months a total is asked over, not when something happens", () => {
    expect(monthsAsked("20,000 a month, 3 months total?")).toBe(3);
    expect(monthsAsked("total for six months")).toBe(6);
    expect(monthsAsked("what is it for a year")).toBe(12);
    expect(monthsAsked("we launch in 3 months, 20k a month?")).toBeUndefined();
    expect(monthsAsked("per month")).toBeUndefined();
  });
  it("adds months of messages and the sender ID fee once", () => {
    const reply = ask(
      "10,000 promo sms a month in qatar, total for 6 months with the sender id fee?",
      "/services/sms-services/qatar",
    );
    expect(reply).toMatch(
      /Over 6 months, with the sender ID registration of \$100 paid once, that comes to \$2,140/,
    );
  });
  it("sums several markets' counts at each type's rate when no type is named, then the months after", () => {
    const [, total, later] = talk(
      "/services/sms-services/pricing",
      "prescription ready sms to customers. price in saudi?",
      "total first month if 10k saudi, 3k bahrain, 2k qatar incl all sender id fees",
      "and from month 2?",
    );
    expect(total).toMatch(/As transactional and OTP messages: .*\$699 in the first month/);
    expect(total).toMatch(/As promotional messages: .*\$669 in the first month/);
    expect(later).toMatch(/\$499 in all/);
  });
  it("prices a count said after a market's price there, '200 thousand' as 200,000", () => {
    const [, reply] = talk(
      "/services/sms-services/bahrain",
      "how much is an otp sms in bahrain?",
      "so 200 thousand messages a month how much?",
    );
    expect(reply).toMatch(/For 200,000 messages, that is \$5,800/);
  });
  it("answers a volume discount with our terms, not the rate again", () => {
    const [, reply] = talk(
      "/services/sms-services/pricing",
      "price in saudi?",
      "can we get cheaper rate on volume?",
    );
    expect(reply).toMatch(/commit to a monthly volume/);
  });
});

describe("market rules and jobs", () => {
  it("answers promotions sent without asking with the consent rule", () => {
    const reply = ask(
      "in kuwait can i send offer sms to all my customer list without asking them?",
      "/services/sms-services/kuwait",
    );
    expect(reply).toMatch(/opt-in consent/);
  });
  it("gives India's promotional hours and DND list for its rules, where no consent rule is stated", () => {
    const reply = ask(
      "Diwali campaign ke liye India mein promotional SMS bhejna hai, kya dhyan rakhna hai?",
      "/hi/services/sms-services/india",
    );
    expect(reply).toMatch(/NCPR/);
    expect(reply).toMatch(/21:00/);
  });
  it("says yes to 'any jobs in Riyadh?' and lists roles for a job seeker from Cairo", () => {
    expect(ask("any jobs in riyadh?", "/careers")).toMatch(/^Yes\. Customer Success Manager/);
    expect(ask("hi, i am a graduate from cairo, do you have jobs?", "/careers")).toMatch(
      /^Yes, Relaywave is hiring/,
    );
  });
  it("names the operators a Kuwaiti sender name is registered with, and prices two names", () => {
    const [, whom, , two] = talk(
      "/ar/services/sms-services/kuwait",
      "شركة تأمين بالكويت، شنو المستندات المطلوبة لتسجيل اسم المرسل؟",
      "ويتسجل عند منو؟",
      "وكم رسومه؟",
      "ولو نبي اسمين، واحد للتنبيهات وواحد للتسويق؟",
    );
    expect(whom).toMatch(/Zain/);
    expect(two).toMatch(/600/);
  });
  it("says how fast an OTP reaches the customer, not a registration time", () => {
    const [, reply] = talk(
      "/services/sms-services/bahrain",
      "we are a bank in manama and need otp codes for our app, do you reach all bahrain networks?",
      "and how long does it take delivered customer?",
    );
    expect(reply).toMatch(/within seconds/);
  });
});
