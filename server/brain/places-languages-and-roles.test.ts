/**
 * Session 22's general readings (decision 142): numbers asked of a country the page does not name;
 * Amman, Saudis and a place written in both scripts; two questions after a request or past a question
 * mark; a short follow-up with something told after it; a message retyped in English; languages a
 * passage is silent on; how we bill between prices; a kind of role none of ours is.
 */
import { describe, expect, it } from "vitest";
import { smsRates } from "../../app/content/sms-rates.ts";
import { visitorOn } from "../../tests/support/engine-cases.ts";
import { pivotOf } from "./languages/pivot.ts";
import { createRetrievalEngine } from "./site-answers.ts";

const visitor = visitorOn(createRetrievalEngine({ rates: () => smsRates }));
const { talk } = visitor;
const ask = (message: string, page = "/") => visitor.ask(message, page).response;

describe("numbers asked of a country", () => {
  it("says a country we do not serve is not listed, never 'Yes'", () => {
    const reply = ask("do you have local numbers in egypt?", "/services/virtual-numbers");
    expect(reply).not.toMatch(/^Yes/);
    expect(reply).toMatch(/does not list Egypt/);
    expect(reply).toMatch(/India and the Gulf/);
  });
  it("answers a market its page does not name with where numbers are offered", () => {
    const [, saudi] = talk("/ar/services/sms-services", "وينفع ناخد رقم محلي في القاهرة؟", "طب رقم سعودي؟");
    expect(saudi).toMatch(/الهند ودول الخليج/);
  });
  it("prices a promotional message as SMS after a number", () => {
    const [, , price] = talk(
      "/services/virtual-numbers",
      "can we get a local number in cairo?",
      "and a saudi number?",
      "and how much is a promotional message to saudi?",
    );
    expect(price).toMatch(/\$0\.0320/);
  });
});

describe("places as visitors write them", () => {
  it("reads Amman with its doubled mim as Amman, not Oman, and never as a misspelt Ajman", () => {
    expect(pivotOf("أنا مطور من عمّان", "ar")).toMatch(/\bamman\b/);
    const reply = ask(
      "we are an online education platform in amman and our students are in saudi arabia, we want to send otp for login. can you help?",
      "/services/sms-services",
    );
    expect(reply).toMatch(/saudi-arabia/);
    expect(reply).not.toMatch(/\/uae\)/);
  });
  it("reads Arabic plural nationalities as their market", () => {
    expect(pivotOf("وبنبيع وحدات لعملاء سعوديين", "ar")).toMatch(/saudi arabia/);
  });
  it("names once a place written in both scripts", () => {
    expect(pivotOf("वाराणसी (Varanasi) में हमारा होटल है।", "hi")).toMatch(/^in varanasi\b/);
    const reply = ask(
      "हम अहमदाबाद (Ahmedabad) की pharma कंपनी हैं, कुवैत के doctors और chemists को SMS भेजने हैं। sender ID के लिए कौन से documents लगेंगे?",
      "/hi/services/sms-services/kuwait",
    );
    expect(reply).toMatch(/\/hi\/services\/sms-services\/kuwait/);
    expect(reply).not.toMatch(/\/hi\/services\/sms-services\/india/);
  });
});

describe("two questions and follow-ups", () => {
  it("splits a request from the question after it, and a question past the mark", () => {
    const gst = ask("india promotional sms rate pls. and gst is extra?", "/services/sms-services/pricing");
    expect(gst).toMatch(/\$0\.0028/);
    expect(gst).toMatch(/GST/);
    const since = ask("since when relaywave is in business? and sms in which all countries", "/about");
    expect(since).toMatch(/2016/);
    expect(since).toMatch(/Kuwait/);
    const [, discount] = talk(
      "/services/sms-services/kuwait",
      "we r a bank in kuwait need otp sms. transactional rate and sender id fee?",
      "for 250,000 otp per month what is monthly cost? any discount",
    );
    expect(discount).toMatch(/\$12,000/);
    expect(discount).toMatch(/committed monthly volumes/);
  });
  it("asks a short question with something told after it of the subject in play", () => {
    const [, tamil] = talk(
      "/services/sms-services/uae",
      "i run a tamil restaurant in abu dhabi, want to send eid offer sms to customers. what do i need to start?",
      "Can I send the offer in Tamil too? Most of my customers are from Tamil Nadu.",
    );
    expect(tamil).toMatch(/Unicode/);
    expect(tamil).not.toMatch(/WhatsApp/);
  });
  it("prices a message retyped in English at its length, and compares the dearest of the type in play", () => {
    const [, , english] = talk(
      "/services/sms-services/pricing",
      "i have a restaurant in kuwait and want to send an offer in arabic, about 120 characters, how many sms is it?",
      "so if i send it to 5000 customers?",
      "ok and if i write it in english?",
    );
    expect(english).toMatch(/1 segment/);
    expect(english).toMatch(/\$225/);
    const [, dearest] = talk(
      "/about",
      "which country is cheapest for promotional sms in the gulf?",
      "and the most expensive?",
    );
    expect(dearest).toMatch(/promotional SMS rate/);
    expect(dearest).toMatch(/\$0\.0450/);
  });
  it("keeps the market through a question of how we bill", () => {
    const [, , total] = talk(
      "/services/sms-services/pricing",
      "we are an nbfc in mumbai. do we pay for sms that are not delivered?",
      "how do we pay? do you give postpaid billing?",
      "and 5000000 otp normal rate how much does it cost?",
    );
    expect(total).toMatch(/\$16,000/);
  });
});

describe("what a service and the company say", () => {
  it("answers the languages a passage is silent on from the page that speaks them", () => {
    const reply = ask(
      "abu dhabi clinic group here. can ur ai agent answer patients on whatsapp in arabic at night?",
      "/services/ai-agents",
    );
    expect(reply).toMatch(/Arabic and English/);
    expect(reply).not.toMatch(/: 2\./);
  });
  it("reads what this chatbot saves as the privacy policy's", () => {
    expect(ask("does this chatbot save what i type? i gave my phone no. earlier", "/privacy")).toMatch(
      /90 days/,
    );
  });
  it("picks the FAQ whose answer says what is asked", () => {
    const [, rule] = talk(
      "/services/voice-services",
      "can it connect with our HIS booking software",
      "any rule in india for automated calls?",
    );
    expect(rule).toMatch(/TRAI/);
  });
  it("says a kind of role none of ours is not listed, then what is open", () => {
    const reply = ask("do you have a technical support job?", "/careers");
    expect(reply).toMatch(/does not list a role of that kind/);
    expect(reply).toMatch(/careers@relaywave\.example/);
    expect(ask("any remote jobs?", "/careers")).not.toMatch(/does not list/);
    expect(ask("any sales jobs in dubai?", "/careers")).not.toMatch(/does not list/);
  });
});
