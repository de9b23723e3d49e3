/**
 * Session 23's general readings (decision 143): the hiring steps with what each is; pay and stipends;
 * our offices with how to reach us; a visitor's own delivery trouble; a market page's subject for a
 * first question in the site's words; where a visitor expands to; yes-or-no questions of their own
 * after a price; two markets' totals and their gap; amounts with cents.
 */
import { describe, expect, it } from "vitest";
import { formatAmount } from "../../app/content/format/prices.ts";
import { smsRates } from "../../app/content/sms-rates.ts";
import { visitorOn } from "../../tests/support/engine-cases.ts";
import { createRetrievalEngine } from "./site-answers.ts";

const visitor = visitorOn(createRetrievalEngine({ rates: () => smsRates }));
const { talk } = visitor;
const ask = (message: string, page = "/") => visitor.ask(message, page).response;

describe("careers", () => {
  it("gives each hiring step with what it is, so the intro call's 30 minutes is said", () => {
    const reply = ask("whats the interview process, is there some big assignment?", "/careers");
    expect(reply).toMatch(/\*\*Intro call\*\*: A 30-minute call/);
    expect(reply).toMatch(/We do not ask for long unpaid projects/);
    expect(ask("كام مقابلة وبياخدوا قد ايه عشان يردوا؟", "/ar/careers")).toMatch(/30 دقيقة/);
  });
  it("reads a stipend and a salary, in three languages, as how pay is set", () => {
    expect(ask("btw do u pay stipend?", "/careers")).toMatch(/does not publish salary figures/);
    expect(ask("والمرتب كام تقريبا؟", "/ar/careers")).toMatch(/بالسوق المحلية/);
    expect(ask("सैलरी कितनी मिलेगी?", "/hi/careers")).toMatch(/सैलरी के आंकड़े नहीं/);
  });
});

describe("the company", () => {
  it("says where our offices are and how to reach us when both are asked", () => {
    const reply = ask("وين مكتبكم؟ وابي رقم التلفون والايميل", "/ar");
    expect(reply).toMatch(/دبي/);
    expect(reply).toMatch(/sales@relaywave\.example/);
    expect(ask("do u have people in abu dhabi we can meet?")).toMatch(/headquarters are in Dubai/);
    expect(ask("how long relaywave is in business and where is ur office?")).toMatch(/2016/);
  });
  it("treats a visitor's own delivery trouble as support's, then keeps the market for the cause", () => {
    const [trouble, cause, charged] = talk(
      "/contact",
      "hi my otp sms not delivering to some customers in uae since morning, what to do?",
      "could it be because our sender id is not registered?",
      "and we are charged for those failed msgs??",
    );
    expect(trouble).toMatch(/message IDs/);
    expect(cause).toMatch(/blocked or shown with a different sender/);
    expect(charged).toMatch(/operator rules in each market/);
  });
});

describe("markets", () => {
  it("answers a first question in the site's words on a market's page as that market's", () => {
    expect(ask("what documents do you need?", "/services/sms-services/saudi-arabia")).toMatch(/letterhead/);
    expect(ask("do you sell pizza?", "/services/sms-services/saudi-arabia")).toMatch(/I can only help/);
  });
  it("asks of the market a visitor expands to, not the one they work in", () => {
    const reply = ask(
      "our app works in dubai and we want to expand to india, what do we need to do to send otp there?",
      "/services/sms-services/india",
    );
    expect(reply).toMatch(/Principal Entity/);
  });
  it("keeps the market for an SMS fact named after another channel, and says an OTP ID has no AD-", () => {
    const [, , suffix] = talk(
      "/services/sms-services/saudi-arabia",
      "salam, i have online store in jeddah. sms for order updates cost how much in saudi?",
      "and whatsapp? which one cheaper",
      "for promo sms my sender name why it must end with -AD?",
    );
    expect(suffix).toMatch(/Saudi Arabia.*-AD/);
    expect(ask("does the OTP sender id in uae also need the AD- prefix?")).toMatch(/^No\./);
  });
  it("says no to a promotion at a time outside the window, whatever count is told beside it", () => {
    const reply = ask(
      "planning ramadan promo sms in uae for 50k customers, can we send at 10pm after iftar?",
    );
    expect(reply).toMatch(/^No: 22:00 is outside/);
  });
});

describe("prices", () => {
  it("asks a yes-or-no question of its own after a price", () => {
    const [, dlt] = talk("/", "india otp price?", "and is DLT required?");
    expect(dlt).toMatch(/Principal Entity/);
    expect(dlt).not.toMatch(/\$0\.0032/);
  });
  it("says by how much the dearer market's total is more, and a recipients' total", () => {
    expect(ask("otp sms which is cheaper qatar or uae? how much diff for 10k msgs")).toMatch(
      /For 10,000 messages, UAE costs \$30 more/,
    );
    expect(
      ask("arabic msg of 100 characters, cost for sending it to 10000 ppl in saudi as promotional"),
    ).toMatch(/\$640/);
  });
  it("explains the two traffic types when their difference in price is asked", () => {
    expect(ask("what's the difference between transactional and promotional sms in price?")).toMatch(
      /Promotional messages are marketing and offers/,
    );
  });
  it("writes an amount with cents with both digits", () => {
    expect(formatAmount(412.5, "en")).toBe("$412.50");
  });
});

describe("privacy", () => {
  it("reads data typed into the chat and a voice button as the assistant's own", () => {
    expect(
      ask("i typed my phone number in the chat, where does this data go and how long is it kept?"),
    ).toMatch(/90 days/);
    expect(ask("if i press the voice button, is my voice recorded?", "/privacy")).toMatch(
      /We do not store audio/,
    );
  });
});
