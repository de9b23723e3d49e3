/**
 * Session 25's readings (decision 145): what becomes of traffic from an unregistered name, one
 * sender name for promotions and OTPs, two of them priced; whose duty consent is and what an
 * opt-out does; a customer of the visitor's wanting a person; voice OTP asked by name or as a code
 * read aloud; an integration from the visitor's own system; a trial asked whether; a closed day's
 * reply time; a foreign company's papers; a country we do not serve asked for masking; a remote
 * role; customers replying to an SMS; the visitor's place said after it ("Bengaluru se hu").
 */
import { describe, expect, it } from "vitest";
import { smsRates } from "../../app/content/sms-rates.ts";
import { visitorOn } from "../../tests/support/engine-cases.ts";
import { createRetrievalEngine } from "./site-answers.ts";

const visitor = visitorOn(createRetrievalEngine({ rates: () => smsRates }));
const { talk } = visitor;
const ask = (message: string, page = "/") => visitor.ask(message, page).response;

describe("sender names", () => {
  it("says traffic from an unregistered name is blocked, not the name's rule", () => {
    const reply = ask(
      "what if we send from unregistered name meanwhile",
      "/services/sms-services/saudi-arabia",
    );
    expect(reply).toMatch(/Blocked by the networks/);
    // (Not registered yet, what to do meanwhile: another channel.)
    expect(
      ask(
        "can we start sending otp sms in kuwait while sender id still pending?",
        "/services/sms-services/kuwait",
      ),
    ).toMatch(/WhatsApp or voice call/);
  });
  it("answers one name for promotions and OTPs from the market's facts, in Arabic too", () => {
    const [, same] = talk(
      "/ar/services/sms-services/saudi-arabia",
      "ولو بعتنا من اسم مش متسجل لحد ما التسجيل يخلص؟",
      "ولو عايزين نبعت عروض كمان من نفس الاسم؟",
    );
    expect(same).toMatch(/^لا\./);
    expect(same).toMatch(/منفصل/);
    expect(same).toMatch(/-AD/);
  });
  it("prices two sender IDs when one is for promotions and one for OTPs", () => {
    const [, two] = talk(
      "/services/sms-services/uae",
      "sender id registration fee in uae?",
      "and if i want two, one for promotions and one for otp?",
    );
    expect(two).toMatch(/For 2 sender IDs, that is \$300 one-time/);
  });
  it("gives a foreign company its home-country registration with the documents", () => {
    const reply = ask(
      "we are an egyptian company, can we register a sender name in saudi without a saudi commercial registration?",
      "/services/sms-services/saudi-arabia",
    );
    expect(reply).toMatch(/home-country registration/);
    expect(reply).toMatch(/authorisation letter/);
  });
});

describe("duties and rules", () => {
  it("says whose duty consent is, and what becomes of an opt-out", () => {
    const [, whose] = talk(
      "/services/sms-services/bahrain",
      "promo sms consent rules in bahrain?",
      "and who is responsible for getting the consent of customers, us or you?",
    );
    expect(whose).toMatch(/You remain responsible for having consent/);
    expect(ask("what happens when a customer opts out of sms?", "/services/sms-services")).toMatch(
      /suppressed/,
    );
  });
  it("reads promotions 'allowed?' in a market as its consent rule, and the parents there as its audience", () => {
    const reply = ask(
      "pune edtech company in doha indian parents course promo sms send. allowed?",
      "/services/sms-services/qatar",
    );
    expect(reply).toMatch(/consent/);
    expect(reply).toMatch(/Qatar/);
  });
  it("keeps a privacy follow-up on the policy, not a market's registration", () => {
    const [, kept] = talk(
      "/privacy",
      "hello, compliance officer from bahrain fintech here. if i use this chat where my data goes?",
      "how long is it kept",
    );
    expect(kept).toMatch(/90 days/);
    expect(kept).not.toMatch(/Registration time/);
  });
});

describe("channels", () => {
  it("reads a customer wanting a real person as the agent's handoff", () => {
    const reply = ask("what if guest is angry n wants real person", "/services/ai-agents");
    expect(reply).toMatch(/Handoff to a human agent/);
  });
  it("answers voice OTP by name, and a code read aloud on a call, from the Voice page", () => {
    for (const question of [
      "we want voice otp for customers with landline or when sms not arrive. possible?",
      "if customer sms otp did not arrive call otp read it aloud can you?",
    ])
      expect(ask(question, "/services/voice-services")).toMatch(/^Yes\. \*\*Voice OTP\*\*/);
  });
  it("answers how to trigger calls from the visitor's system with the API and webhooks", () => {
    expect(ask("how we trigger calls from our system?", "/services/voice-services")).toMatch(/webhooks/);
  });
  it("answers customers replying to an SMS with two-way SMS, whatever market is in play", () => {
    const [, replies] = talk(
      "/services/sms-services/qatar",
      "sms price in qatar?",
      "sorry, can guests reply to the SMS to confirm their booking?",
    );
    expect(replies).toMatch(/Two-way SMS/);
  });
  it("says a country we do not serve is not listed before answering masking", () => {
    const reply = ask(
      "can i get an egyptian virtual number for my delivery app to hide the drivers numbers?",
      "/services/virtual-numbers",
    );
    expect(reply).toMatch(/does not list Egypt/);
    expect(reply).toMatch(/India and the Gulf/);
    expect(reply).not.toMatch(/^Yes/);
  });
  it("links the uptime target on the page of the service asked about", () => {
    expect(ask("what uptime u guarantee for voice platform", "/services/voice-services")).toMatch(
      /\[Voice\]\(\/services\/voice-services\)/,
    );
  });
});

describe("the company", () => {
  it("answers a trial asked whether with its yes, in Arabic too", () => {
    expect(ask("قبل ما اشترك ابي اجرب الخدمة، فيه تجربة؟", "/ar")).toMatch(/^نعم\./);
    expect(ask("hi can we test ur sms before we sign anything?", "/contact")).toMatch(/test account/);
  });
  it("answers a setup fee beside the minimum with both", () => {
    const reply = ask("any setup fee or monthly minimum?", "/services/sms-services/pricing");
    expect(reply).toMatch(/no fee to open an account/);
    expect(reply).toMatch(/minimum/);
  });
  it("gives the reply time on a closed day, and the name written without 'is'", () => {
    const [named, friday] = talk(
      "/contact",
      "ok my name Aisha Rahman, aisha.r@palmkeyproperties.ae, +971 50 318 4420",
      "when they will get back? tomorrow is friday",
    );
    expect(named).toMatch(/Aisha Rahman/);
    expect(friday).toMatch(/one business day/);
    expect(friday).toMatch(/Sunday/);
    expect(friday).not.toMatch(/headquarters/);
  });
  it("says whether a role is remote, and the hirers are not the role", () => {
    expect(ask("how to apply solutions engineer job in dubai? is it remote", "/careers")).toMatch(
      /^No\. Solutions Engineer: Dubai/,
    );
    const [, , , project] = talk(
      "/careers",
      "my cousin looking job in riyadh, any openings there?",
      "what language needed for that",
      "how is the process and how long",
      "they ask long test project?",
    );
    expect(project).toMatch(/long unpaid projects/);
  });
  it("reads the visitor's place said after it, and 'besides', in romanised Hindi", () => {
    const reply = ask(
      "hi, main Bengaluru (बेंगलुरु) se hu, hamare app ke liye saudi me OTP bhejna hai. REST API ke alawa SMPP support hai?",
      "/hi/services/sms-services/saudi-arabia",
    );
    expect(reply).toMatch(/SMPP/);
    expect(reply).not.toMatch(/DLT/);
  });
});
