/**
 * Session 28's readings (decision 149): who is asking said before the question ("existing customer
 * here"); a yes or a no where the question asks one (what we do, an office in a place, a market
 * cheaper than another, sending without opt-in, a sender name written in capitals); a Hindi verb of
 * "you"; a bot that answers at night; a market's regulator after another channel; "25k/month"; the
 * privacy policy's date.
 */
import { describe, expect, it } from "vitest";
import { smsRates } from "../../app/content/sms-rates.ts";
import { visitorOn } from "../../tests/support/engine-cases.ts";
import { createRetrievalEngine } from "./site-answers.ts";

const visitor = visitorOn(createRetrievalEngine({ rates: () => smsRates }));
const { talk } = visitor;
const ask = (message: string, page = "/") => visitor.ask(message, page).response;

describe("who is asking, said before the question", () => {
  it("answers what an existing customer asks, not with our support's address", () => {
    const reply = ask(
      "hi existing customer here. our sender id is still pending with stc kuwait, can we send otps meanwhile?",
    );
    expect(reply).toMatch(/WhatsApp or voice call/);
    expect(reply).not.toMatch(/hello@relaywave\.example/);
  });
  it("gives India's OTP rate to an Arabic-speaking customer who asks for it", () => {
    expect(ask("احنا عملاء عندكم على الهند، كم سعر OTP للهند الحين؟", "/ar")).toMatch(/0[.٫]0032/);
  });
  it("still gives support's address to a customer with a trouble", () => {
    expect(ask("existing customer here, our otps are not arriving")).toMatch(/hello@relaywave\.example/);
    expect(
      ask(
        "Hum already aapke customer hain. Kal se hamare DLT header wale SMS block ho rahe hain, kya karein?",
        "/hi",
      ),
    ).toMatch(/hello@relaywave\.example/);
  });
});

describe("a yes or a no where one is asked", () => {
  it("says yes when a Hindi verb of 'you' asks whether we build websites", () => {
    expect(ask("website भी बनाते हो? हमारे कोझिकोड hospital की site बहुत पुरानी है", "/hi/services")).toMatch(
      /^हाँ।/,
    );
  });
  it("says yes when a service's passage says we guide the visitor through DLT", () => {
    expect(ask("do you handle the dlt work too?", "/services")).toMatch(/^Yes\. .*We guide you/);
  });
  it("says no yes to a language the passage does not name", () => {
    const [, reply] = talk(
      "/hi/services/web-app-development",
      "वाराणसी (Varanasi) में घाट के पास हमारा होटल है। बुकिंग वाली वेबसाइट और मोबाइल ऐप बनवाना है, आप बनाते हो?",
      "website hindi me bhi chahiye, ho jayega?",
    );
    expect(reply).not.toMatch(/^हाँ/);
  });
  it("says no to an office where none of ours is, and yes where one is", () => {
    expect(ask("do u have an office in muscat?")).toMatch(/^No\. Our headquarters are in Dubai/);
    expect(ask("any office in saudi?")).toMatch(/^Yes\. /);
    expect(ask("عندكم مكتب في مسقط؟", "/ar")).toMatch(/^لا\./);
  });
  it("says whether the market asked about is the cheaper one", () => {
    const [, reply] = talk("/", "qatar promo sms price?", "ok and kuwait is it cheaper?");
    expect(reply).toMatch(/^No\. For promotional SMS, \[Qatar\]/);
    expect(ask("is india cheaper than uae?")).toMatch(/^Yes\. /);
  });
  it("says no to marketing SMS without opt-in, written with its hyphen or in Hindi", () => {
    expect(ask("can we send marketing sms in saudi without opt-in?")).toMatch(/^No\. Consent for SMS/);
    expect(ask("saudi me marketing sms bina opt-in ke bhej sakte hain kya?", "/hi")).toMatch(/^नहीं।/);
  });
  it("measures a sender name written in capitals against the market's limit", () => {
    expect(ask("can we use GULFSMILEDENT as sender name?", "/services/sms-services/uae")).toMatch(
      /^No: “GULFSMILEDENT” has 13 characters/,
    );
  });
});

describe("what the question is about", () => {
  it("answers a bot that replies at night with the bot, not a sending window", () => {
    const reply = ask(
      "भुवनेश्वर में travel agency है, रात को भी customers के WhatsApp पर जवाब देने वाला bot चाहिए",
      "/hi",
    );
    expect(reply).toMatch(/चैटबॉट/);
    expect(reply).not.toMatch(/DLT/);
  });
  it("gives the market's regulator after WhatsApp was spoken of", () => {
    const replies = talk(
      "/hi/services/sms-services/bahrain",
      "kaun kaun se operators cover hote hain wahan?",
      "sms fail ho jaye to whatsapp pe bhej sakte hain?",
      "wahan regulator kaun hai?",
    );
    expect(replies[2]).toMatch(/TRA/);
  });
  it("reads '25k/month' as 25,000 a month", () => {
    const reply = ask("bahrain per otp rate kya hai? aur 25k/month ka kitna banega?", "/hi");
    expect(reply).toMatch(/25,000/);
    expect(reply).toMatch(/\$725/);
  });
  it("answers two questions joined by a plus", () => {
    const reply = ask("documents needed for sender name in ksa + how long it takes?");
    expect(reply).toMatch(/Commercial registration/);
    expect(reply).toMatch(/one to two weeks/);
  });
  it("gives the date the privacy policy was last updated, in each language", () => {
    expect(ask("when was the policy last updated?", "/privacy")).toMatch(/last updated on 1 November 2026/);
    expect(ask("آخر تحديث للسياسة متى؟", "/ar/privacy")).toMatch(/نوفمبر/);
    expect(ask("यह policy आखिरी बार कब update हुई?", "/hi/privacy")).toMatch(/नवंबर/);
  });
  it("offers the test account before paying, asked in Hindi", () => {
    expect(ask("पैसे देने से पहले service test कर सकते हैं क्या?", "/hi")).toMatch(/^हाँ।.*टेस्ट अकाउंट/);
  });
});
