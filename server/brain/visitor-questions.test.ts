/**
 * What blind-r (a set written blind from the rendered pages) found and this engine now answers:
 * totals of two traffic types or of three markets, counts in lakhs or "a month", a total asked
 * with VAT, a customer's trouble, a closed day, the first registration step, Qatar's timing
 * guidance, a repeated fee, roles and salaries, a WhatsApp bot or OTP, and which page answers.
 */
import { describe, expect, it } from "vitest";
import { smsRates } from "../../app/content/sms-rates.ts";
import { conversationWith } from "../../tests/support/engine-cases.ts";
import { closedDayOf } from "./closed-day.ts";
import { createRetrievalEngine } from "./site-answers.ts";

const engine = createRetrievalEngine({ rates: () => smsRates });
const { last } = conversationWith(engine);

describe("totals", () => {
  it("sums two traffic types in one market, with the sender ID fee when asked for", () => {
    const reply = last(
      "price for otp sms in saudi?",
      "ok so first month: 50k otp + 20k promo, plus the sender names. total?",
    ).response;
    expect(reply).toMatch(/50,000 transactional and OTP messages cost \$1,700/);
    expect(reply).toMatch(/20,000 promotional messages cost \$640/);
    expect(reply).toMatch(
      /\$640; with the one-time sender ID registration of \$100, \$2,440 in the first month/,
    );
  });

  it("keeps three markets in play for 'each of the three', and 'both' still means the last two", () => {
    const three = last(
      "promo sms rate in qatar vs kuwait?",
      "and in bahrain?",
      "total for 20k of those in each of the three?",
    );
    expect(three.response).toMatch(/\$680.*\$900.*\$540: \$2,120 in all/);
    const two = last("promo sms rate in qatar vs kuwait?", "and in bahrain?", "sender ID fees for both?");
    expect(two.response).toMatch(/Kuwait.*Bahrain/);
    expect(two.response).not.toMatch(/Qatar/);
  });

  it("reads a count in lakhs, or 'a month' with no noun, in the type in play", () => {
    expect(last("order updates in india, approx 2 lakh msgs per month, price?").response).toMatch(/\$640\b/);
    const monthly = last(
      "need to send delivery notifications to customers in doha, price per sms?",
      "20k a month total?",
    );
    expect(monthly.response).toMatch(/\$720\b/);
    expect(monthly.response).not.toMatch(/0\.0340/);
  });

  it("gives the total asked with VAT, then says the prices exclude taxes", () => {
    const reply = last("bank in manama, ~100k OTP sms per month. total cost incl VAT?").response;
    expect(reply).toMatch(/\$2,900/);
    expect(reply).toMatch(/exclude taxes such as VAT/);
  });

  it("does not say a fee again, with another rate, for a second question about it", () => {
    const reply = last("kuwait otp sms rate? and any setup fee for sender?").response;
    expect(reply).toMatch(/\$300 one-time/);
    expect(reply).not.toMatch(/0\.0450/);
  });
});

describe("support and our days", () => {
  it("sends a customer with a trouble to support, not to the product page", () => {
    const reply = last(
      "we're a customer. our UAE sender ID stopped showing, messages come from a random number now",
    );
    expect(reply.response).toMatch(/hello@relaywave\.example/);
    expect(reply.response).toMatch(/message IDs/);
  });

  it("says a closed day is closed and when the answer comes, computed from the opening days", () => {
    expect(closedDayOf("its friday here, will someone reply today?")).toEqual({
      day: "friday",
      next: "sunday",
    });
    expect(closedDayOf("what about the weekend?")).toEqual({ day: "friday", next: "sunday" });
    expect(closedDayOf("and on a Saturday?")).toEqual({ day: "saturday", next: "sunday" });
    expect(closedDayOf("White Friday campaign")).toBeUndefined();
    expect(closedDayOf("can I write on Sunday?")).toBeUndefined();
    const reply = last("what are your support hours?", "its friday here, will someone reply today?").response;
    expect(reply).toMatch(/^Friday is outside our hours.*answered on Sunday/);
  });
});

describe("a market's steps and timing", () => {
  it("answers the first step with the registration's first step, not a refusal", () => {
    const reply = last("need sms for otp in india", "we dont have DLT yet, what's the first step?").response;
    expect(reply).toMatch(/Principal Entity/);
    expect(reply).toMatch(/\/services\/sms-services\/india/);
  });

  it("gives Qatar's timing guidance where the page has no fixed window", () => {
    const reply = last("what hours can we send promo in qatar?").response;
    expect(reply).toMatch(/reasonable local hours \(AST, UTC\+3\).*Ramadan/);
    expect(reply).not.toMatch(/does not state/);
  });
});

describe("jobs, bots and two questions", () => {
  it("describes a role asked 'can I apply for it?', with its time zones, and says no salary is published", () => {
    const apply = last(
      "hi im a react dev based in karachi. can i apply for the remote frontend job? whats the timezone requirement",
    );
    expect(apply.response).toMatch(/^Yes\. Frontend Engineer.*UTC\+3 to UTC\+5:30.*careers@/);
    expect(apply.response).not.toMatch(/Sunday to Thursday/);
    const salary = last(
      "what's the salary range for the solutions engineer job in dubai? in AED pls",
    ).response;
    expect(salary).toMatch(/^Our careers page does not publish salary figures\. Salaries benchmarked/);
    expect(last("any remote jobs?").response).toMatch(/Remote \(UTC\+3/);
  });

  it("reads 'a WhatsApp bot' as the agent built and 'a WhatsApp OTP' as WhatsApp's", () => {
    const bot = last(
      "how long to build a whatsapp bot for booking appointmnts at our clinic, and what does it cost?",
    );
    expect(bot.response).toMatch(/setup fee.*two to four weeks/);
    const otp = last("sorry i meant, what's the price of a whatsapp OTP in bahrain").response;
    expect(otp).toMatch(/contact sales/);
    expect(otp).not.toMatch(/\$0\.0290/);
  });

  it("answers 'also, do you support SMPP?' after an endpoint question, and the body's fields", () => {
    const reply = last(
      "whats the endpoint to send an sms over your api, and how do i authenticate? also do u support smpp",
    );
    expect(reply.response).toMatch(/Bearer token.*Yes\. .*SMPP/);
    expect(last("what's the json payload for an sms?").response).toMatch(/"from", "to" and "text"/);
  });
});

describe("which page answers", () => {
  it("answers what SMS does everywhere from the SMS page when the market's page says nothing of it", () => {
    const reply = last(
      "sms reminders for our clinics in the uae",
      "can patients reply to the sms to confirm?",
    );
    expect(reply.response).toMatch(/two-way SMS/i);
    expect(reply.response).toMatch(/\/services\/sms-services\/uae/);
    // (What the market's page does say stays the market's.)
    expect(last("uae sms", "what documents do I need?").response).toMatch(/trade licence/);
  });

  it("reads 'an automatic reminder call' as a call, and a difference of two services as what the first is", () => {
    const call = last(
      "for our clinics in dubai, can the automatic reminder call speak arabic, and can the patient press a button to confirm?",
    );
    expect(call.response).toMatch(/press 1 to confirm/);
    expect(call.response).toMatch(/\/services\/voice-services/);
    const rcs = last("what's the difference between rcs and sms for our campaigns").response;
    expect(rcs).toMatch(/logo, brand colour, images, carousels/);
  });
});

describe("a count carried", () => {
  it("prices a bare count after a rate, and adds the sender ID fee to it when asked, in English and Hindi", () => {
    expect(last("promo sms rate in kuwait?", "and 50,000?").response).toMatch(
      /For 50,000 messages, that is \$2,250/,
    );
    expect(last("promo sms rate in kuwait?", "and 50,000?", "add the sender ID charge too").response).toMatch(
      /\$2,250; with the one-time sender ID registration of \$300, \$2,550/,
    );
    const hindi = engine.reply({
      message: "इसमें sender ID का charge भी जोड़ दीजिए",
      state: engine.reply({
        message: "और 50,000 भेजने हों तो?",
        state: engine.reply({ message: "कुवैत में प्रमोशनल SMS का रेट?", state: {}, pageLocale: "hi" }).state,
        pageLocale: "hi",
      }).state,
      pageLocale: "hi",
    });
    expect(hindi.response).toMatch(/\$2,550/);
  });

  it("never takes a phone number for a count", () => {
    expect(last("promo sms rate in kuwait?", "call me on +965 5012 3456").response).not.toMatch(
      /messages, that is/,
    );
  });
});

describe("a market's time zone", () => {
  it("is a fact where the facts state one, and honestly unstated where they do not", () => {
    expect(last("what time zone is qatar in?").response).toMatch(
      /Time zone for SMS in \[Qatar\].*AST, UTC\+3/,
    );
    expect(last("what time zone is kuwait in?").response).toMatch(/does not state/);
    // (Our own hours, asked with a place, stay ours.)
    expect(last("what time are you available? I'm in Mumbai").response).toMatch(/Our team is available/);
  });
});
