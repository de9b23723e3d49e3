/**
 * Two markets in one conversation: a fact asked of two markets at once gets each market's, and
 * "both" afterwards (English, Hindi "दोनों"/"dono", Arabic "البلدين") means the two last discussed.
 * Also the follow-ups right after our contact details, which stay on them.
 */
import { describe, expect, it } from "vitest";
import { smsRates } from "../../app/content/sms-rates.ts";
import { conversationWith, market, sourcePaths } from "../../tests/support/engine-cases.ts";
import { createRetrievalEngine } from "./site-answers.ts";
import type { DialogueState } from "./types.ts";

const engine = createRetrievalEngine({ rates: () => smsRates });
const { last } = conversationWith(engine);

/** The last reply of a conversation asked from an Arabic or Hindi page. */
function lastFrom(pageLocale: "ar" | "hi", ...messages: string[]) {
  let state: DialogueState = {};
  return messages
    .map((message) => {
      const reply = engine.reply({ message, state, pageLocale, page: "/" });
      state = reply.state;
      return reply;
    })
    .at(-1);
}

describe("two markets", () => {
  it("answers a fact asked of two markets with each market's", () => {
    const reply = last("what is the max sender ID length in UAE and India?");
    expect(reply.response).toMatch(/11 characters/);
    expect(reply.response).toMatch(/6-character headers/);
    expect(sourcePaths(reply)).toEqual(expect.arrayContaining([market("uae"), market("india")]));
  });

  it("reads 'both' as the market before and the one a follow-up moved to", () => {
    const hours = last("promo sms hours in UAE?", "and India?", "sender id length in both?");
    expect(hours.response).toMatch(/AD- prefix/);
    expect(hours.response).toMatch(/DLT/);
    const fees = last("promo sms hours in UAE?", "and India?", "fees for both?");
    expect(fees.response).toMatch(/\$150/);
    expect(fees.response).toMatch(/India[^.]*\$0\.0032/);
  });

  it("keeps the fact asked when a follow-up names another market", () => {
    expect(last("promo sms hours in UAE?", "and India?").response).toMatch(/10:00 to 21:00 IST/);
  });

  it("reads 'both' in Hindi and Arabic", () => {
    const hindi = lastFrom(
      "hi",
      "UAE में प्रमोशनल SMS कितने बजे तक भेज सकते हैं?",
      "और भारत में?",
      "Sender ID kitne character tak ho sakti hai, dono jagah?",
    );
    expect(hindi?.response).toMatch(/11/);
    expect(hindi?.response).toMatch(/6/);
    const arabic = lastFrom("ar", "كم سعر الرسالة في الكويت؟", "وقطر؟", "وكم رسوم التسجيل في البلدين؟");
    expect(arabic?.response).toMatch(/300/);
    expect(arabic?.response).toMatch(/100/);
  });
});

describe("three markets", () => {
  it("adds up the sender ID fees of the three markets in play when asked for their total", () => {
    const reply = last(
      "otp price in uae, saudi and kuwait",
      "if we register in all three, what's the total of the registration fees?",
    );
    expect(reply.response).toMatch(/these 3 markets comes to \$550 one-time/);
  });

  it("compares the two markets a superlative names, and the Gulf's for 'which gulf country is cheaper'", () => {
    const named = last("cheapest promotional, qatar or bahrain?").response;
    expect(named).toMatch(/\[Bahrain\]\(\/services\/sms-services\/bahrain\) is cheaper: \$0\.0270/);
    expect(named).not.toMatch(/India/);
    expect(lastFrom("ar", "ايش ارخص دولة خليجية عندكم للرسايل النصية؟")?.response).toMatch(/البحرين/);
  });
});

describe("after our contact details", () => {
  it("answers a day we are closed with our hours and the next business day", () => {
    const reply = last("when is your sales team available?", "what if I message on friday?");
    expect(reply.response).toMatch(/Sunday to Thursday/);
    expect(reply.response).toMatch(/next business day/);
  });

  it("stays on writing to us, but not for a sale named after a day", () => {
    expect(
      last(
        "when is your sales team available?",
        "reply in how long?",
        "in first message what should i write?",
      ).response,
    ).toMatch(/company name/);
    expect(
      last(
        "we r a retail chain in riyadh, how much to register a sender name in KSA",
        "can we use the same name for our white friday offers?",
      ).response,
    ).not.toMatch(/Sunday to Thursday/);
  });

  it("gives a remote role's time zone, not our office hours, while jobs are the topic", () => {
    expect(last("are you hiring?", "remote role which time zone?").response).toMatch(/UTC\+3 to UTC\+5:30/);
  });

  it("answers how fast OTPs are delivered, not what SMS is", () => {
    expect(last("what's the typical OTP delivery time?").response).toMatch(/< 3 s/);
  });
});

describe("a time of day with a market in play", () => {
  it("is any hour for transactional messages, and outside the window for promotions", () => {
    expect(last("we send OTPs in India", "can we send them at 8am or is that too early?").response).toMatch(
      /^Yes: transactional messages/,
    );
    expect(last("can we send promo sms in india at 8am?").response).toMatch(/^No: 08:00 is outside/);
  });

  it("gives no verdict when the traffic type is unknown, and a fallback before the sender ID is approved", () => {
    expect(
      last("who regulates sms in india?", "and can those reach DND numbers at like 2am?").response,
    ).not.toMatch(/^No\b/);
    expect(
      last("we're launching in kuwait next week. can we send OTP sms before our sender id is approved?")
        .response,
    ).toMatch(/WhatsApp or voice call/);
  });
});
