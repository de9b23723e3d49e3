/**
 * Turns that the blind sets found answered from the wrong frame: a yes/no question behind a
 * sentence of context, a company term or an unserved place asked mid-conversation, taxes after a
 * rate, a kind of answer (documents, an endpoint) the subject's page states, and two questions
 * whose whole message drifted to a third page.
 */
import { describe, expect, it } from "vitest";
import { smsRates } from "../../app/content/sms-rates.ts";
import { conversationWith, market, sourcePaths } from "../../tests/support/engine-cases.ts";
import { createRetrievalEngine } from "./site-answers.ts";
import { askedSentence } from "./text.ts";

const engine = createRetrievalEngine({ rates: () => smsRates });
const { last } = conversationWith(engine);
const reply = (message: string) => last(message);

describe("the question a message asks", () => {
  it("is its last sentence with a question mark, without the words that only open it", () => {
    expect(askedSentence("We run 3 clinics in Abu Dhabi. Can you do reminder calls?")).toBe(
      "can you do reminder calls",
    );
    expect(askedSentence("hi u have sms in kuwait?")).toBe("you have sms in kuwait");
    expect(askedSentence("Besides SMS, can you do voice?")).toBe("can you do voice");
    expect(askedSentence("r u hiring? i'm a frontend dev")).toBe("are you hiring");
  });
});

describe("Yes to what we do", () => {
  it("answers a capability question behind a sentence of context with Yes first", () => {
    expect(
      reply("We're a clinic chain in Abu Dhabi. can you build us a website in arabic and english?").response,
    ).toMatch(/^Yes\b/);
    expect(reply("hi u have sms in kuwait?").response).toMatch(/^Yes\b/);
    expect(reply("do you support smpp?").response).toMatch(/^Yes\b.*SMPP/);
    expect(reply("r u hiring? i'm a frontend dev").response).toMatch(/^Yes\b.*Frontend Engineer/);
  });

  it("never says Yes to a time outside the window, a place we do not serve or a channel we lack", () => {
    expect(reply("Can we send SMS promotions in India on Sunday at 11 pm?").response).toMatch(/^No\b/);
    expect(reply("can you send to Oman?").response).not.toMatch(/^Yes\b/);
    expect(reply("do you support telegram?").response).not.toMatch(/^Yes\b/);
  });

  it("keeps the Yes first in Arabic and Hindi", () => {
    const arabic = engine.reply({ message: "هل تدعمون SMPP؟", state: {}, pageLocale: "ar" });
    expect(arabic.response).toMatch(/^نعم/);
    const hindi = engine.reply({ message: "क्या आप iOS app बनाते हैं?", state: {}, pageLocale: "hi" });
    expect(hindi.response).toMatch(/^हाँ/);
  });
});

describe("a question of its own in the middle of a conversation", () => {
  it("answers an unserved place honestly, and the next market is SMS there again", () => {
    const [oman, india] = [
      last("Can we send SMS promotions in India on Sunday at 11 pm?", "can you send to Oman?"),
      last("Can you send SMS to Japan?", "what about India?"),
    ];
    expect(oman.response).toMatch(/Oman/);
    expect(oman.unanswered).toBe("not-found");
    expect(oman.state.market).toBeUndefined();
    expect(sourcePaths(india)).toContain(market("india"));
  });

  it("answers our support hours, phone and reply time, whatever market was in play", () => {
    const opening = "our OTPs to Mobily numbers in Saudi are delayed since morning. how do I get support?";
    expect(last(opening).response).toMatch(/call \[\+1/);
    expect(last(opening, "what are your support hours?").response).toMatch(/Sunday to Thursday/);
    expect(last(opening, "is there a phone number I can call instead?").response).toMatch(/tel:/);
    expect(last(opening, "and if I email now how fast will they reply?").response).toMatch(
      /one business day/,
    );
  });

  it("says what prices exclude when asked after a rate, and keeps the page the privacy answer came from", () => {
    const tax = last("how much is transactional sms in saudi?", "does that include VAT?");
    expect(tax.response).toMatch(/exclude taxes such as VAT/);
    expect(last("do you save what i type in this chat?", "can i ask you to delete it").response).toMatch(
      /privacy@relaywave\.example/,
    );
  });
});

describe("the kind of answer asked for", () => {
  it("finds the documents on the subject's page: a Dubai number, Bahrain's sender ID", () => {
    expect(
      last("can i get a local dubai number for our call centre?", "what do you need from us for that?")
        .response,
    ).toMatch(/trade licence/);
    expect(last("who regulates sms in bahrain?", "What does registering a sender ID need?").response).toMatch(
      /Commercial registration/,
    );
  });

  it("gives the endpoint and the Bearer token once, for the API question asked twice in one message", () => {
    const api = reply("How do I send an SMS through your API, which endpoint and how do I authenticate?");
    expect(api.response).toMatch(/\/v1\/sms\/messages.*Bearer/);
    expect(api.response.match(/v1\/sms\/messages/g)).toHaveLength(1);
  });

  it("lists the benefits and says the exercise is short when a take-home is asked", () => {
    expect(last("are you hiring?", "what benefits do u offer?").response).toMatch(
      /health cover.*learning budget/,
    );
    expect(
      last("are you hiring?", "whats the interview process like, any long take home test?").response,
    ).toMatch(/do not ask for long unpaid projects/);
  });

  it("answers two questions from their own answers when the whole message drifts", () => {
    const both = reply(
      "Before we sign anything: how long has Relaywave existed and how many countries do you do SMS in?",
    );
    expect(both.response).toMatch(/^Relaywave was founded in 2016/);
    expect(both.response).toMatch(/Kuwait and Qatar/);
  });

  it("answers both questions of a Hindi message, the second in Hindi too", () => {
    const both = engine.reply({
      message: "दुबई में SMS भेजने हैं। Sender ID रजिस्ट्रेशन का कितना चार्ज है और कितना टाइम लगता है?",
      state: {},
      pageLocale: "hi",
    });
    expect(both.response).toMatch(/\$150/);
    expect(both.response).toMatch(/दो सप्ताह/);
  });

  it("keeps the market for a price or the same question asked of another", () => {
    expect(
      last(
        "can we send promos in india at night?",
        "ok, and the price for the offers and for the order updates?",
      ).response,
    ).toMatch(/\$0\.0028/);
    expect(
      last(
        "what are the rules for sender names in saudi?",
        "no wait, it's for our UAE branches actually. same question",
      ).response,
    ).toMatch(/AD- prefix/);
  });
});

describe("totals and pay", () => {
  it("computes the total for a number of messages at the market's rate, in every language", () => {
    expect(reply("how much to send 100000 transactional sms in india?").response).toMatch(
      /\$0\.0032.*For 100,000 messages, that is \$320\b/,
    );
    expect(
      last(
        "how many segments is a 100 character arabic sms?",
        "ok and sending that to 10,000 people in saudi as transactional, what would it cost?",
      ).response,
    ).toMatch(/\$0\.0680 per recipient.*\$680\b/);
    const hindi = engine.reply({
      message: "भारत में 1 लाख transactional SMS भेजने का कितना खर्च आएगा?",
      state: {},
      pageLocale: "hi",
    });
    expect(hindi.response).toMatch(/\$320/);
    // Without a traffic type or a market there is no one rate to multiply.
    expect(reply("how much for 10000 sms?").response).not.toMatch(/For 10,000 messages/);
  });

  it("says how pay is set and that the offer states it, with no figure", () => {
    const pay = last("are you hiring?", "what salary do you pay?");
    expect(pay.response).toMatch(/benchmarked to the local market.*written offer/);
    expect(pay.response).not.toMatch(/\$\d/);
  });
});

describe("the company, a channel's own words and a page's headline numbers", () => {
  it("gives the support contacts to a customer whose OTPs fail, and asks for message IDs", () => {
    const support = reply(
      "We're already a customer and since this morning some of our OTPs to UAE numbers aren't arriving. Who do I contact?",
    );
    expect(support.response).toMatch(/hello@relaywave\.example.*message IDs/);
  });

  it("lists where every job is based, and the WhatsApp window for a customer who 'texted us on WhatsApp'", () => {
    expect(reply("In which cities are your jobs based?").response).toMatch(/Bengaluru.*Dubai.*Riyadh/);
    const window = reply(
      "a customer texted us on whatsapp yesterday. how long do we have to reply freely before we need a template?",
    );
    expect(window.response).toMatch(/24-hour customer service window/);
  });

  it("states the SMS page's headline number for OTP delivery, in Hindi too", () => {
    expect(reply("how fast is otp delivery?").response).toMatch(/Typical OTP delivery: < 3 s/);
    const hindi = engine.reply({ message: "OTP कितनी जल्दी deliver होता है?", state: {}, pageLocale: "hi" });
    expect(hindi.response).toMatch(/< 3 सेकंड/);
  });

  it("reads an Arabic message opening with و as a follow-up of the same kind", () => {
    const app = engine.reply({
      message: "كم ياخذ وقت التطبيق تقريبا؟",
      state: {},
      pageLocale: "ar",
      page: "/services/web-app-development",
    });
    const site = engine.reply({
      message: "والموقع؟",
      state: app.state,
      pageLocale: "ar",
      page: "/services/web-app-development",
    });
    expect(site.response).toMatch(/بضعة أسابيع/);
  });
});
