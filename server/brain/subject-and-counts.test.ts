/**
 * Session 21's general readings (decision 141): a follow-up nothing answers asked of the subject
 * in play; counts described in the visitor's own words, totalled with a fee, over the later months
 * or with another traffic type added; whom to tell of a trouble; a business's own place; two facts
 * of a sender name; romanised Hindi with a name in Devanagari; Arabic "in" written on a place.
 */
import { describe, expect, it } from "vitest";
import { smsRates } from "../../app/content/sms-rates.ts";
import { visitorOn } from "../../tests/support/engine-cases.ts";
import { messageLanguage } from "./languages/message-language.ts";
import { pivotOf } from "./languages/pivot.ts";
import { volumeOf } from "./message-counts.ts";
import { createRetrievalEngine } from "./site-answers.ts";

const visitor = visitorOn(createRetrievalEngine({ rates: () => smsRates }));
const { talk } = visitor;
const ask = (message: string, page = "/") => visitor.ask(message, page).response;
const outOfScope = /I can only help with questions about Relaywave/;

describe("a follow-up nothing on the site answers", () => {
  it("is asked of the job in play, or of the number in play", () => {
    const [, , apply] = talk(
      "/careers",
      "hi im fresh btech grad from kochi, any openings?",
      "frontend one is remote? what tech",
      "how to apply and how long process take",
    );
    expect(apply).toMatch(/careers@relaywave\.example/);
    const [, rent] = talk("/", "udaipur local number?", "monthly rent how many?");
    expect(rent).toMatch(/\/services\/virtual-numbers/);
    expect(rent).not.toMatch(outOfScope);
  });
  it("stays refused when it asks for something we do not do", () => {
    const [, joke] = talk("/careers", "any openings?", "tell me a joke about cats");
    expect(joke).toMatch(outOfScope);
  });
});

describe("counts and totals", () => {
  it("reads a count described in the visitor's words, not a year before 'our sms'", () => {
    expect(volumeOf("we r pharmacy chain in doha, 40k refill reminder sms a month. qatar rate?")).toBe(
      40_000,
    );
    expect(volumeOf("5,000 appointment confirmation messages")).toBe(5_000);
    expect(volumeOf("in 2024 our sms went out late")).toBeUndefined();
  });
  it("totals the first month with the fee, then the months after with another traffic type added", () => {
    const [, first, later] = talk(
      "/services/sms-services/pricing",
      "we r pharmacy chain in doha, 40k refill reminder sms a month. qatar rate?",
      "and first month with the sender id?",
      "ok if we add 10k promo offers also, monthly after first month?",
    );
    // 40,000 × $0.036 = $1,440, + $100; then + 10,000 × $0.034 = $340, without the fee.
    expect(first).toMatch(/\$1,540 in the first month/);
    expect(later).toMatch(/\$1,780 in all/);
    expect(later).not.toMatch(/\$1,880/);
  });
  it("prices the same count in another market when 'the same' is sent there", () => {
    const [, , saudi] = talk(
      "/",
      "UAE promotional sms rate?",
      "ok 20,000 sms a month, first month total with fee?",
      "and if the same in saudi arabia?",
    );
    expect(saudi).toMatch(/\$740 in the first month/);
  });
  it("names all six markets for 'all six countries', and gives the fees alone for a one-time total", () => {
    expect(ask("all six countries sender id one time fees total?")).toMatch(/\$650 one-time/);
  });
});

describe("what is asked, read as asked", () => {
  it("sends a trouble and 'who do I contact?' to support, and 24x7 support to our hours", () => {
    expect(ask("failed messages in kuwait, who do i contact?")).toMatch(/hello@relaywave\.example/);
    expect(ask("is there 24x7 support phone?")).toMatch(/Sunday to Thursday/);
  });
  it("gives a sender name's documents and approval time, not its rule", () => {
    const reply = ask("what documents needed for sender name in KSA?? and approval time pls");
    expect(reply).toMatch(/one to two weeks/);
    expect(reply).not.toMatch(/at most 11 characters/);
  });
  it("reads 'time to build' as a duration and 'how many stages' as the process", () => {
    expect(ask("time to build website? and mobile app?")).toMatch(/few weeks.+few months/);
    expect(ask("how many stages does a website project go through?")).toMatch(/discovery, design, build/);
  });
  it("leaves out where the visitor's business is when other markets are sent to", () => {
    const reply = ask(
      "we are a marketing agency in dubai. our client wants to send sms campaigns to kuwait and qatar. difference in promotional price?",
    );
    // (The difference asked: the cheaper of the two, then the gap; decision 146.)
    expect(reply).toMatch(/Qatar.+is cheaper.+Kuwait.+The difference is \$0\.0110 per segment/);
    expect(reply).not.toMatch(/United Arab Emirates/);
    expect(ask("udaipur local number?")).not.toMatch(/UAE/);
  });
});

describe("Hindi and Arabic as written", () => {
  it("reads romanised Hindi with a city in Devanagari beside it as romanised", () => {
    const language = messageLanguage(
      "Noida (नोएडा) ka fintech startup hai, login OTP kitni der me deliver hota hai?",
      "hi",
    );
    expect(language.read).toEqual({ language: "hi", romanised: true });
    expect(messageLanguage("नोएडा में OTP कितनी देर में पहुँचता है?", "hi").read?.romanised).toBe(false);
  });
  it("reads a name written in both scripts as one place the visitor is from", () => {
    expect(pivotOf("जयपुर (Jaipur) से gems का बिज़नेस है", "hi")).toMatch(/^from jaipur gems/);
  });
  it("reads Arabic everyday words of calls, reminders and whom to write", () => {
    expect(pivotOf("والصوت يقدر يكون عربي؟", "ar")).toMatch(/voice can it be arabic/);
    expect(pivotOf("طيب عندي رسايل فاشلة بالكويت، لمين اتواصل؟", "ar")).toMatch(
      /failed messages.+who do i contact/,
    );
  });
});
