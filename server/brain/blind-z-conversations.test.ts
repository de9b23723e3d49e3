/**
 * What blind-z (written blind from the rendered pages, first-seen 21/30 and 4/15) found and this
 * engine now answers (decision 133): whether sending to a market works at all, a count added to a
 * fee with "+ 5000", a comparison with the market in play ("here"), what a question asks after what
 * the visitor tells, a loose "also" that starts over, three questions in one message, and the
 * company's, the pricing page's and the careers page's facts asked in the visitor's own words.
 */
import { describe, expect, it } from "vitest";
import { smsRates } from "../../app/content/sms-rates.ts";
import { conversationWith } from "../../tests/support/engine-cases.ts";
import { createRetrievalEngine } from "./site-answers.ts";

const engine = createRetrievalEngine({ rates: () => smsRates });
const { last } = conversationWith(engine);
const ask = (message: string) => engine.reply({ message });

describe("what blind-z found", () => {
  it("says yes and names the networks when asked whether sending to a market works at all", () => {
    const reply = ask(
      "we are cement company in RAK, want send sms to our dealers all over uae. is possible?",
    );
    expect(reply.response).toMatch(/^Yes\. Mobile operators/);
    expect(reply.response).toContain("du");
    // (A rule narrows it: the sending window, not coverage.)
    expect(ask("can we send promotions in uae at 11 pm?").response).not.toMatch(/Mobile operators/);
  });

  it("adds a count written after a plus sign to the fee of the market in play", () => {
    const reply = last(
      "sms in uae?",
      "what papers u need for sender id?",
      "ok and cost for the registration + 5000 transactional msgs per month, first month total?",
    );
    expect(reply.response).toMatch(/\$345/);
  });

  it("compares the market in play with one named against it ('cheaper here or in the UAE?')", () => {
    const reply = last("otp sms to saudi price?", "cheaper here or in UAE for OTP?");
    expect(reply.response).toMatch(/Saudi Arabia\]\([^)]+\) is cheaper/);
  });

  it("answers what the question asks, not what the visitor told before it", () => {
    expect(
      ask(
        "university in bahrain, need sms for exam schedule and fee reminders. arabic and english both possible?",
      ).response,
    ).toMatch(/^Yes, as Unicode: one SMS then holds up to 70 characters\. Languages for SMS in \[Bahrain\]/);
    expect(
      ask("logistics startup, drivers and customers in uae, saudi and kuwait. which sms markets u have?")
        .response,
    ).toMatch(/six countries/);
    expect(
      ask("we have 14 clinics in hyderabad, want reminder sms. what we need to start in india?").response,
    ).toMatch(/DLT/);
  });

  it("starts over on a loose 'also' whose words match nothing of the subject in play", () => {
    const reply = last(
      "meanwhile for kuwait otps what we can do?",
      "also drivers should not see customer phone number, possible?",
    );
    expect(reply.sources[0]?.path).toBe("/services/virtual-numbers");
    // (Prices in play keep their follow-ups: a count with no word for what is counted.)
    expect(last("promo sms price in kuwait?", "and then the following months how many?").state.market).toBe(
      "/services/sms-services/kuwait",
    );
  });

  it("answers three questions asked in one message", () => {
    const reply = ask(
      "can u build mobile app for our brand? who own the code and app store account after? how long it take?",
    );
    expect(reply.response).toMatch(/few months/);
    expect(reply.response).toMatch(/You do\./);
  });

  it("reads 'n' as 'and' between two questions", () => {
    const reply = ask("Kuwait sender id registration fee how much n how long it take?");
    expect(reply.response).toMatch(/\$300/);
    expect(reply.response).toMatch(/several weeks/);
  });

  it("answers the account's fees, the company's name and age, and internships from the facts", () => {
    const fees = ask("any setup fee, monthly fee or minimum commitment for sms account?").response;
    expect(fees).toMatch(/^There is no fee to open an account\./);
    expect(fees).toMatch(/no minimum commitment/);
    expect(ask("procurement dept. company legal name and address?").response).toContain("100 Example Street");
    expect(ask("how many years in business?").response).toContain("2016");
    const office = ask(
      "whats ur office address, since which year company exist, and office timings?",
    ).response;
    // (The offices' answer gives the hours: said once.)
    expect(office.match(/Sunday to Thursday/g)).toHaveLength(1);
    expect(ask("do you have internships?").response).toMatch(/does not list internships/);
  });

  it("reads how many characters fit in one SMS as the length, and a languages question after a service as its own", () => {
    expect(
      ask("if reminder sms is in telugu language, how many characters fit in one sms in india?").response,
    ).toMatch(/\b70\b/);
    expect(ask("how many characters can the header be in india?").response).not.toMatch(/Segment length/);
    const languages = last(
      "I want AI agent that answer on whatsapp and also phone calls. u do that?",
      "languages? we have hindi customers also",
    );
    expect(languages.sources[0]?.path).toBe("/services/ai-agents");
  });
});

describe("a question about one place", () => {
  it("is not answered with a FAQ about another market's place", () => {
    const reply = ask("can we get a local phone number for our mumbai office?");
    expect(reply.response).not.toMatch(/UAE rules/);
    expect(ask("can we get a dubai number?").response).toMatch(/UAE rules/);
  });
});

describe("what blind-y's conversations still showed", () => {
  it("answers two short questions after a question mark, and prices asked in a currency", () => {
    const reply = ask("prices in usd? VAT included?");
    expect(reply.response).toMatch(/exclude taxes/);
    expect(reply.response).toMatch(/US dollars/);
    expect(ask("are prices in usd?").response).toMatch(/US dollars/);
  });

  it("reads a recording of the visitor's voice as the assistant's microphone", () => {
    expect(ask("do you keep recording of my voice?").response).toMatch(/We do not store audio/);
  });
});
