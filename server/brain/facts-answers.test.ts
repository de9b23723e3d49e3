/**
 * Answers from the facts (issue "The assistant answers the question asked"): the company's own
 * terms, a market's facts with the market in play, a service's FAQ asked in other words, and the
 * visitor's phone number in a handoff. Each expectation is computed from the facts or the page
 * content, so a changed fact cannot leave a stale answer passing.
 */
import { describe, expect, it } from "vitest";
import { companyFacts } from "../../app/content/company/facts.ts";
import { companyTextValues } from "../../app/content/company/values.ts";
import { defaultLocale } from "../../app/content/locales.ts";
import { marketFact, marketFactsOf, servicePage } from "../../app/content/render/site.ts";
import { smsRates } from "../../app/content/sms-rates.ts";
import { conversationWith, market, sourcePaths, whatsapp } from "../../tests/support/engine-cases.ts";
import { companyTopicOf, otherChannelOf } from "./company-answers.ts";
import { extractDetails } from "./handoff.ts";
import { marketAttributeOf } from "./market-frame.ts";
import { timeOf } from "./promotion-asked.ts";
import { createRetrievalEngine } from "./site-answers.ts";
import type { ChatReply } from "./types.ts";

const engine = createRetrievalEngine({ rates: () => smsRates });
const { talk, last } = conversationWith(engine);
const values = companyTextValues(defaultLocale);
const smsRatePattern = /\$0\.0\d{3}/;

describe("the company's own terms", () => {
  it.each([
    ["What SLA do you offer?", "uptime"],
    ["whats your uptime", "uptime"],
    ["do you accept payment by bank transfer?", "payment"],
    ["what currency do you bill in", "payment"],
    ["Is there a free trial?", "trial"],
    ["do u have a free trail", "trial"],
    ["is there a minimum commitment?", "commitment"],
    ["are you ISO 27001 certified?", "certifications"],
    ["where is your office located?", "offices"],
    ["what are your opening hours?", "hours"],
    ["How long have you been in business?", "founded"],
    ["email address for support", "support"],
  ])("reads %j as the %s topic", (question, topic) => {
    expect(companyTopicOf(question)).toBe(topic);
  });

  it("leaves payment reminders and an office abroad to the services", () => {
    expect(companyTopicOf("automated outbound calls to remind people of payments")).toBeUndefined();
    expect(companyTopicOf("Can I get numbers in several countries without an office there?")).toBeUndefined();
  });

  it('answers "What SLA do you offer?" with the uptime target, not a refusal', () => {
    const reply = last("What SLA do you offer?");
    expect(reply.response).toContain(String(values.uptime));
    expect(reply.response).not.toMatch(/I can only help/);
  });

  it("answers a trial question with the test account the facts offer, and no invented length", () => {
    expect(companyFacts.testAccount.offered).toBe(true);
    const reply = last("Is there a free trial?");
    // (Asked whether there is one: yes first.)
    expect(reply.response).toMatch(/^Yes\. You can test before you pay.*test account with credits/);
    expect(reply.response).toMatch(/states no time limit/);
  });

  it("says honestly that no certification is stated, and offers sales", () => {
    expect(companyFacts.certifications).toBeNull();
    const reply = last("are you ISO 27001 certified?");
    expect(reply.response).toMatch(/does not state/);
    expect(reply.state.offer).toBe("handoff");
  });

  it("names the headquarters and the other offices from the facts", () => {
    const reply = last("where are your offices");
    expect(reply.response).toMatch(/headquarters are in Dubai/);
    expect(reply.response).toMatch(/Bengaluru and Riyadh/);
    expect(reply.response).toContain(companyFacts.address);
  });

  it("takes a PBX or SIP for business words: the voice page's answer, not the off-topic redirect", () => {
    expect(last("can we connect our own PBX system?").response).toMatch(/over SIP/);
  });

  it("answers whether a named piece of data is kept from the privacy policy, not with the retention periods", () => {
    const ip = last("do you store my IP address with it?").response;
    expect(ip).toMatch(/do not store your IP address/);
    expect(last("If I use the microphone, do you keep a recording of my voice?").response).toMatch(
      /\/privacy/,
    );
    expect(last("we record IVR prompts in Arabic, can you store the audio files?").response).not.toMatch(
      /\/privacy/,
    );
  });

  it("says where to ask to see or delete one's personal data, and how soon we reply, from the facts", () => {
    const deletion = last("I want my personal data deleted, who should I email?").response;
    expect(deletion).toContain(companyFacts.emails.privacy);
    expect(deletion).toContain(`${companyFacts.privacy.usualResponseDays} days`);
    expect(sourcePaths(last("how do I get a copy of my data?"))).toContain("/privacy");
  });

  it("gives the office hours on the clock of the zone a visitor names, computed from the facts", () => {
    const ist = last("what are your office hours in IST?").response;
    expect(ist).toMatch(/09:00 to 18:00 Gulf Standard Time/);
    expect(ist).toMatch(/10:30 to 19:30 India Standard Time \(UTC\+5:30\)/);
    expect(last("what time are you available? im in riyadh").response).toMatch(/08:00 to 17:00/);
    expect(last("what are your office hours?").response).not.toMatch(/which is/);
  });

  it("gives our phone number for 'what's the phone number?', not a virtual number", () => {
    const phone = last("where is your office?", "what's the phone number?");
    expect(phone.response).toContain(companyFacts.phone.display);
  });

  it("says yes before the rule when asked whether something is needed", () => {
    const optIn = last("do you offer whatsapp business api?", "do our customers need to opt in?").response;
    expect(optIn).toMatch(/^Yes\. WhatsApp requires/);
  });

  it("describes the one role worked in a place asked about, with a yes to 'any jobs there?'", () => {
    const riyadh = last("do you have any jobs in riyadh?").response;
    expect(riyadh).toMatch(/^Yes\. Customer Success Manager/);
    expect(riyadh).toMatch(/Arabic and English required/);
  });

  it("reads a role named by what it does as a job question: 'is the frontend role remote?'", () => {
    const frontend = last("Is the frontend role remote? Which tech stack do you use?").response;
    expect(frontend).toMatch(/Frontend Engineer/);
    expect(frontend).toMatch(/TypeScript and React/);
  });

  it("gives a service's FAQ on what happens when it cannot answer, asked as 'what if'", () => {
    const reply = last("tell me about your AI agents", "what if it cannot answer a question?");
    expect(reply.response).toMatch(/hands off to a human agent/);
  });

  it("says how soon testing can start from the setup FAQ, and that the trial's length is not stated", () => {
    expect(last("How quickly can I start testing?").response).toMatch(/within one working day/);
    expect(last("how long is the free trial?").response).toMatch(/states no time limit/);
  });

  it("reads 'how long has Relaywave existed' as the founding year's question", () => {
    expect(last("how long has Relaywave existed?").response).toContain(String(companyFacts.foundedYear));
  });

  it("says how long conversations are kept, from the privacy facts", () => {
    const reply = last("How is my data handled?", "how long do you keep it?");
    expect(reply.response).toContain(`${companyFacts.privacy.conversationRetentionDays} days`);
    expect(sourcePaths(reply)).toContain("/privacy");
  });

  it("says a channel we do not offer is not offered, and names ours", () => {
    expect(otherChannelOf("Do you support Telegram bots?")).toBe("Telegram");
    const reply = last("Do you support Telegram bots?");
    expect(reply.response).toMatch(/^We do not offer Telegram\./);
    expect(reply.response).toContain("WhatsApp Business");
  });
});

describe("a channel's price", () => {
  it.each([
    "What's the price of WhatsApp messages in India?",
    "What does a WhatsApp message to Saudi Arabia cost?",
  ])("%j never states an SMS rate", (question) => {
    const reply = last(question);
    expect(reply.response).not.toMatch(smsRatePattern);
    expect(sourcePaths(reply)).toContain(whatsapp);
  });

  it('"How much is an SMS to the UAE?" then "And what about Kuwait?" quotes Kuwait', () => {
    const kuwait = smsRates.find((rate) => rate.country === "kuwait")?.transactional.toFixed(4);
    expect(last("How much is an SMS to the UAE?", "And what about Kuwait?").response).toContain(`$${kuwait}`);
  });
});

describe("a market's facts, with the market named or in play", () => {
  it("reads times of day", () => {
    expect(timeOf("on Sunday at 11 pm")).toBe("23:00");
    expect(timeOf("at 9:30am")).toBe("09:30");
    expect(timeOf("by 21:15 please")).toBe("21:15");
    expect(timeOf("12 am")).toBe("00:00");
    expect(timeOf("no time here, 2000 messages")).toBeUndefined();
  });

  it("takes a time with promotions as a question of promotional hours", () => {
    expect(marketAttributeOf("send promotions at 11 pm", true)).toBe("promotionalHours");
    expect(marketAttributeOf("what papers do u need", false)).toBe("documents");
  });

  it("says no to promotions outside the window and gives the window, computed from the facts", () => {
    const window = marketFactsOf("india").promotionalHours;
    expect(window).not.toBeNull();
    const reply = last("Can we send SMS promotions in India on Sunday at 11 pm?");
    expect(reply.response).toMatch(/^No\b/);
    expect(reply.response).toContain(window?.from);
    expect(reply.response).toContain(window?.to);
    expect(reply.response).not.toMatch(/^Yes/);
    expect(last("Can we send SMS promotions in India at 11 am?").response).toMatch(/^Yes\b/);
  });

  it("keeps the market for a follow-up that asks another of its facts, and the fact for another market", () => {
    const [, documents, time, kuwait] = talk(
      "do you do bulk sms in qatar",
      "what documents you need for that?",
      "how long will it take?",
      "and Kuwait?",
    );
    expect(documents?.response).toContain(marketFact("qatar", defaultLocale, "documents")?.value);
    expect(time?.response).toContain(marketFact("qatar", defaultLocale, "registrationTime")?.value);
    expect(kuwait?.response).toContain(marketFact("kuwait", defaultLocale, "registrationTime")?.value);
    expect(sourcePaths(kuwait as ChatReply)).toEqual([market("kuwait")]);
  });

  it("answers a regulator question with the market's regulator", () => {
    const reply = last("who is the sms regulator in KSA");
    expect(reply.response).toContain(marketFact("saudi-arabia", defaultLocale, "regulator")?.value);
  });
});

describe("a service's own questions, in other words", () => {
  const faqAnswer = (slug: string, question: RegExp) =>
    servicePage(slug, defaultLocale).faqs.find((faq) => question.test(faq.question))?.answer ?? "";

  it('"how is it priced?" after WhatsApp gives the WhatsApp page\'s pricing answer', () => {
    const answer = faqAnswer("whatsapp-services", /priced/);
    const reply = last("can you setup whatsapp business api account for us?", "how is it priced?");
    expect(reply.response).toContain(answer.split(". ")[0]);
    expect(reply.response).not.toMatch(smsRatePattern);
  });

  it('"can we keep our existing number instead?" after a Dubai number answers porting', () => {
    const answer = faqAnswer("virtual-numbers", /existing number/);
    const reply = last(
      "I need a Dubai phone number for my company",
      "can we keep our existing number instead?",
    );
    expect(reply.response).toContain(answer.split(". ")[0]);
  });

  it("does not carry the subject into an unrelated question", () => {
    const reply = last("How much is an SMS to Qatar?", "What is the capital of France?");
    expect(reply.response).not.toMatch(smsRatePattern);
  });
});

describe("a handoff that listens", () => {
  it("reads a phone number in international format, and not a local one or an amount", () => {
    expect(extractDetails("call me on +966 50 123 4567").phone).toBe("+966 50 123 4567");
    expect(extractDetails("+91-98765-43210 is my mobile").phone).toBe("+91-98765-43210");
    expect(extractDetails("call me on 050 123 4567").phone).toBeUndefined();
    expect(extractDetails("we send +2000 messages a day").phone).toBeUndefined();
  });

  it("repeats the address and the number, and pre-fills all three details", () => {
    const reply = last("My name is Omar, omar@bank.sa, please have sales call me on +966 50 123 4567");
    expect(reply.response).toContain("omar@bank.sa");
    expect(reply.response).toContain("+966 50 123 4567");
    expect(reply.handoff).toEqual({ name: "Omar", email: "omar@bank.sa", phone: "+966 50 123 4567" });
  });
});
