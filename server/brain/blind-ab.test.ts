/**
 * What blind-ab (written blind from the rendered English pages) found and this engine now answers
 * (decision 136): a short follow-up with what the visitor tells after it, a correction, the market
 * in play kept when another market's page words a question closer, consent asked as "blast them
 * all", a channel's own page before a market's, the assistant's own data, both parts of "cost and
 * how long?", a verified sender as RCS.
 */
import { describe, expect, it } from "vitest";
import { smsRates } from "../../app/content/sms-rates.ts";
import { visitorOn } from "../../tests/support/engine-cases.ts";
import { createRetrievalEngine } from "./site-answers.ts";

const { ask, talk } = visitorOn(createRetrievalEngine({ rates: () => smsRates }));

describe("what blind-ab found", () => {
  it("reads 'and in Qatar? we open branches there next year' and 'sorry I meant Kuwait, …' as follow-ups", () => {
    const [, qatar] = talk(
      "/services/sms-services/kuwait",
      "who is the regulator in kuwait",
      "and in Qatar? we opening 3 branches in Doha next year",
    );
    expect(qatar).toMatch(/^Regulator for SMS in \[Qatar\].+\(CRA\)/);
    const [, kuwait] = talk(
      "/services/sms-services/bahrain",
      "what documents for sender id in bahrain?",
      "sorry i meant for Kuwait, we have branch there too",
    );
    expect(kuwait).toMatch(/^Documents for SMS in \[Kuwait\].+Commercial licence/);
  });

  it("keeps a question that names no market in the market in play: the UAE's AD- prefix, not Saudi's -AD", () => {
    const [, prefix] = talk(
      "/services/sms-services/uae",
      "price of promo sms in uae?",
      "why our msgs will show AD- in front of the name?",
    );
    expect(prefix).toContain("AD- prefix");
    expect(prefix).not.toContain("Saudi");
  });

  it("answers 'blast 8000 old leads on WhatsApp?' with the opt-in rule, and Instagram ads as where leads come from", () => {
    const blast = ask(
      "we have 8000 old leads numbers in excel, can we blast them all on whatsapp?",
      "/services/whatsapp-services",
    ).response;
    expect(blast).toMatch(/agree to receive messages/);
    const price = ask(
      "real estate broker in Doha. want whatsapp for leads coming from instagram ads. how much per msg?",
      "/services/whatsapp-services",
    );
    expect(price.response).not.toMatch(/We do not offer Instagram/);
    expect(price.sources[0]?.path).toBe("/services/whatsapp-services");
  });

  it("gives promotional voice calls in India the Voice page's rule, and reminder keypresses the Voice FAQ", () => {
    expect(ask("can we do promotional voice calls in India?", "/services/voice-services").response).toMatch(
      /TRAI/,
    );
    const [, keys, languages] = talk(
      "/services/ai-agents",
      "our clinic clients want a voice bot that calls patients for appointment reminders. u do this?",
      "patients will press 1 to confirm? what options are there",
      "which languages?",
    );
    expect(keys).toMatch(/press 1 to confirm, 2 to cancel or 3 to speak to reception/);
    expect(languages).toMatch(/Arabic and English/);
  });

  it("says what the assistant keeps, that audio is not stored, and what the policy does not cover", () => {
    const [kept, audio, cover] = talk(
      "/privacy",
      "legal/compliance here. what personal data does this chat assistant store?",
      "and the mic/voice feature, is audio recorded?",
      "what about the SMS content our company sends through your platform, does this policy cover that?",
    );
    expect(kept).toMatch(/what you write.+90 days/);
    expect(audio).toMatch(/We do not store audio/);
    expect(cover).toMatch(/does not cover the messages our business customers send/);
    expect(ask("who is the data controller?", "/privacy").response).toMatch(/is the controller/);
  });

  it("answers 'cost and how long?' on the web page with the quote and the time, and a verified sender as RCS", () => {
    const both = ask("cost and how long?", "/services/web-app-development").response;
    expect(both).toMatch(/fixed quote.+a few weeks/);
    const [, , verified] = talk(
      "/services/rcs-services",
      "car dealer in Manama. want to send carousel of car photos with buttons. possible?",
      "if 10,000 of these fall back to sms in bahrain, how much that cost?",
      "how long to get verified sender?",
    );
    expect(verified).toMatch(/\/services\/rcs-services/);
  });
});

describe("what the pooled sets still showed", () => {
  it("points photos in an SMS to RCS's rich cards, with no 'Yes' for SMS", () => {
    const reply = ask("can we send photos in sms?", "/").response;
    expect(reply).toMatch(/rich cards/);
    expect(reply).not.toMatch(/^Yes/);
  });

  it("reads 'till what time at night?' as where the window ends, not as 23:00", () => {
    const [, until] = talk(
      "/services/sms-services/india",
      "we send promo sms in india",
      "till what time at night we can send?",
    );
    expect(until).toMatch(/10:00 to 21:00 IST/);
    expect(until).not.toMatch(/23:00/);
  });

  it("answers a bare 'how do I apply?' on the careers page and the privacy requests' address", () => {
    expect(ask("how do i apply?", "/careers").response).toContain("careers@");
    expect(ask("which email handles privacy requests?", "/privacy").response).toContain("privacy@");
    expect(ask("how is the weather?", "/careers").response).toMatch(/I can only help/);
  });

  it("sends an OTP asked 'by WhatsApp' to the WhatsApp page", () => {
    expect(ask("can we send OTP on WhatsApp?", "/").sources[0]?.path).toBe("/services/whatsapp-services");
  });
});
