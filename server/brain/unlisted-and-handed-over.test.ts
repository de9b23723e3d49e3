/**
 * Session 17's general readings (decision 137): a market's regulator with the operators it
 * reaches; "it" as the service in play in a longer question; a bot or a customer handed to a
 * person as the AI agents' handoff; SDKs, which no page lists, said so; where delivery reports
 * arrive; a closed day before the contact; no second total with other figures; the account's
 * set-up fees; Egyptian and Levantine Arabic; where our jobs are; a sender ID's approval time;
 * two markets compared without "SMS"; a sender ID's 11 characters are no message length.
 */
import { describe, expect, it } from "vitest";
import { smsRates } from "../../app/content/sms-rates.ts";
import { visitorOn } from "../../tests/support/engine-cases.ts";
import { createRetrievalEngine } from "./site-answers.ts";

const visitor = visitorOn(createRetrievalEngine({ rates: () => smsRates }));
const { talk } = visitor;
const ask = (message: string, page = "/") => visitor.ask(message, page).response;

describe("a market's regulator", () => {
  it("names the operators reached there too, in each language", () => {
    expect(ask("who regulates sms in qatar?")).toMatch(
      /\(CRA\)\. Mobile operators: Ooredoo and Vodafone Qatar\.$/,
    );
    const [, kuwait] = talk("/", "who regulates sms in qatar?", "and kuwait?");
    expect(kuwait).toMatch(/CITRA.+Zain/);
    expect(ask("من الجهة المنظمة في قطر؟", "/ar/")).toMatch(/CRA.+Ooredoo/);
    expect(ask("कतर में रेगुलेटर कौन है?", "/hi/")).toMatch(/CRA.+Ooredoo/);
  });
  it("does not add the regulator to a question about the operators", () => {
    expect(ask("which operators in bahrain?")).not.toMatch(/Regulat/);
  });
});

describe("it, the bot and a person", () => {
  it("reads 'it' as the service of the page when the question runs longer", () => {
    expect(ask("if patient ask medical thing it doesnt know, what it does?", "/services/ai-agents")).toMatch(
      /hands off to a human agent/,
    );
  });
  it("reads a customer or the bot handed to a person as the agents' handoff, not our sales team", () => {
    for (const question of [
      "what if the customer wants to talk to a real person?",
      "can it transfer to a human?",
      "does the bot hand over to a real person?",
    ])
      expect(ask(question, "/services/ai-agents"), question).toMatch(/Handoff to a human agent/);
    expect(ask("can I talk to a real person?", "/services/ai-agents")).toMatch(/sales@relaywave/);
  });
});

describe("what no page lists", () => {
  it("says no SDKs are listed and how the API is called, whatever service is named", () => {
    for (const question of [
      "do you have java sdk?",
      "do you have a java sdk for the sms api?",
      "sdk for whatsapp?",
    ]) {
      const reply = ask(question);
      expect(reply, question).toMatch(/^The site lists no SDKs/);
      expect(reply, question).not.toMatch(/^Yes/);
    }
    expect(ask("هل عندكم SDK للغة جافا؟", "/ar/")).toMatch(/^لا يذكر الموقع حزم SDK/);
    expect(ask("क्या आपके पास Java SDK है?", "/hi/")).toMatch(/^साइट किसी SDK/);
  });
});

describe("delivery reports", () => {
  it("says they come back by webhook", () => {
    expect(ask("delivery receipts how we get them?", "/services/sms-services")).toMatch(
      /^Webhooks send delivery reports/,
    );
  });
});

describe("what blind-ad and blind-ar-14 showed", () => {
  it("says a closed day before the sales contact", () => {
    expect(ask("are you open friday? i want to call sales")).toMatch(
      /^Friday is outside our hours.+sales@relaywave/,
    );
  });
  it("does not add a second total for the same count with other figures", () => {
    const reply = ask(
      "reminders are in arabic, around 100 letters, to qatar. how many sms is that and what cost for 5000 reminders?",
    );
    expect(reply).toMatch(/\$360/);
    expect(reply).not.toMatch(/\$180/);
  });
  it("answers a set-up fee of the SMS service with the account's fees, the sender ID's included", () => {
    expect(ask("Is there minimum commitment or setup fee for your SMS service?")).toMatch(
      /^There is no fee to open an account\. Some countries have a one-time sender ID registration fee/,
    );
  });
  it("reads Egyptian and Levantine Arabic for our hours and trying before paying", () => {
    const [, hours] = talk("/ar/contact", "مرحبا", "وبتشتغلوا إمتى؟ عايز أكلم حد من عندكم");
    expect(hours).toMatch(/الأحد.+الخميس/);
    expect(ask("منيح. بقدر جرّب المنصة قبل ما أدفع أو أوقّع؟", "/ar/")).toMatch(/تجريبي/);
  });
});

describe("what blind-ac showed", () => {
  it("reads where the jobs are located as a careers question", () => {
    expect(ask("where are the jobs located? i live in pune")).toMatch(/Bengaluru/);
  });
  it("reads a sender ID's approval time as the registration time", () => {
    expect(ask("sender id approval time in qatar vs kuwait?")).toMatch(
      /^Registration time for SMS in \[Qatar\].+Registration time for SMS in \[Kuwait\]/,
    );
  });
  it("compares two markets' rates without the word SMS", () => {
    expect(ask("cheaper in qatar or bahrain for promo?")).toMatch(
      /^For promotional SMS, \[Bahrain\].+is cheaper: \$0\.0270/,
    );
  });
  it("does not price the 11 characters of a sender ID as a message", () => {
    const reply = ask(
      "uae what is this AD- prefix, and it counts inside the 11 characters?",
      "/services/sms-services/uae",
    );
    expect(reply).toMatch(/AD- prefix/);
    expect(reply).not.toMatch(/per recipient/);
  });
});
