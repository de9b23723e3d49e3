/**
 * Session 20's general readings (decision 140): the markets listed however asked; where the
 * visitor is told apart from where they ask about; the months after a first month; networks by
 * name; needs asked as statements; prices "including VAT"; a Unicode alphabet's cost; requests
 * nothing of ours answers; follow-ups that say they go on; Arabic and Hindi visitors' words.
 */
import { describe, expect, it } from "vitest";
import { smsRates } from "../../app/content/sms-rates.ts";
import { visitorOn } from "../../tests/support/engine-cases.ts";
import { createRetrievalEngine } from "./site-answers.ts";

const visitor = visitorOn(createRetrievalEngine({ rates: () => smsRates }));
const { talk } = visitor;
const ask = (message: string, page = "/") => visitor.ask(message, page).response;

describe("where we send, however it is asked", () => {
  it("lists the six markets for 'in which countries' and 'how many countries do you cover'", () => {
    for (const question of ["in which countries do you send sms?", "how many countries do you cover?"])
      expect(ask(question)).toMatch(/six countries.+India.+Qatar/);
    expect(ask("aap log kitne countries me SMS bhejte ho?", "/hi")).toMatch(/छह देशों/);
  });
  it("says we do not serve Oman when it is asked after served markets, or on its own", () => {
    expect(ask("logistic co. in sharjah, deliver in uae, oman, bahrain. u send sms to oman?")).toMatch(
      /do not list Oman/,
    );
    const [, oman] = talk("/", "which countries do you send sms to?", "Oman?");
    expect(oman).toMatch(/do not list Oman/);
  });
  it("reads a network's name as its market", () => {
    expect(ask("will jio and airtel both get it? bsnl too?")).toMatch(/Jio, Airtel, Vi and BSNL/);
  });
});

describe("where the visitor is, told apart from what they ask", () => {
  it("prices only the market the question names after the places told", () => {
    const reply = ask(
      "we make bicycles in ludhiana, want to send order updates to buyers in dubai. what is the transactional sms rate in uae?",
    );
    expect(reply).toMatch(/\$0\.0390/);
    expect(reply).not.toMatch(/India/);
  });
  it("reads 'a Pune fintech startup' as who asks", () => {
    const reply = ask(
      "we are a pune fintech startup launching an app in bahrain. how many characters can the otp sender id have?",
    );
    expect(reply).toMatch(/Bahrain.+11 characters/);
    expect(reply).not.toMatch(/India/);
  });
});

describe("totals and prices as asked", () => {
  it("gives the months after a first month without the fee, for one market or two", () => {
    const [, , later] = talk(
      "/services/sms-services/uae",
      "hi, uae promo sms price?",
      "12000 a month, total first month with sender id fee?",
      "and from 2nd month?",
    );
    expect(later).toMatch(/\$432/);
    expect(later).not.toMatch(/\$582/);
    const [, both] = talk(
      "/",
      "compare uae and saudi otp rate",
      "3000 msg per month both first month total?",
    );
    expect(both).toMatch(/\$469/);
  });
  it("adds the fee written '+ sender id' or 'milake'", () => {
    expect(ask("qatar 5000 promo sms + sender id, total how much")).toMatch(/\$270/);
    expect(
      ask("qatar me 10000 promotional sms bhejne ka total kitna hoga sender id fee milake?", "/hi"),
    ).toMatch(/\$440/);
  });
  it("says No to prices 'including VAT', and why an Arabic SMS costs more", () => {
    expect(ask("are the prices including vat?")).toMatch(/^No\. .*exclude taxes/);
    expect(ask("my invoice shows 2 sms for one arabic message, why?")).toMatch(/70 in Unicode/);
    expect(ask("और message हिंदी में लिखूँ तो charge ज़्यादा लगेगा?", "/hi")).toMatch(/70/);
  });
});

describe("questions read as asked", () => {
  it("answers a need asked as a statement with its Yes", () => {
    expect(ask("if we use relaywave, we still need our own DLT registration??")).toMatch(/^Yes\. TRAI/);
  });
  it("refuses today's gold rate and code written to order, whatever place or rate they name", () => {
    for (const question of [
      "can u tell me todays gold rate in dubai",
      "can u write python code for fibonacci quick",
    ])
      expect(ask(question)).toMatch(/I can only help/);
    expect(ask("we send gold rate updates to customers in dubai, price per sms?")).toMatch(/\$0\.0390/);
  });
  it("gives the company's age and place, and the uptime asked after another question", () => {
    expect(ask("how long has Relaywave been operating?")).toMatch(/founded in 2016/);
    expect(ask("where is the company from?")).toMatch(/headquarters are in Dubai/);
    expect(ask("typical OTP delivery time and your uptime?")).toMatch(/< 3 s.+99\.95%/);
  });
  it("reads number masking, text-to-speech and project stages", () => {
    expect(
      ask("we r delivery company in sharjah, want drivers call customers without showing numbers. possible?"),
    ).toMatch(/^Yes\. .*personal number/);
    expect(ask("ur TTS support hindi also?")).toMatch(/Text-to-speech is available in Arabic and English/);
    expect(ask("what are the steps to build a website?")).toMatch(
      /discovery, design, build, launch and support/,
    );
  });
  it("keeps the market and its traffic through a follow-up that says it goes on", () => {
    const [, , total] = talk(
      "/services/sms-services/uae",
      "hi we are furniture shop in sharjah, want send offers sms to our customers. how much per sms?",
      "ok and what is this AD thing i saw on page?",
      "so for 12,000 msg a month, total for first month with the registration fee?",
    );
    expect(total).toMatch(/\$582/);
    expect(total).not.toMatch(/\$618/);
  });
  it("gives a deletion request's reply time after how to delete one's data", () => {
    const [, when] = talk("/privacy", "how do i delete my data?", "when will you reply to me?");
    expect(when).toMatch(/30 days/);
  });
});

describe("Arabic and Hindi visitors' words", () => {
  it("reads an English handoff on a Hindi page as English", () => {
    const reply = ask(
      "OK, please have your sales team email me — Rohan Agarwal, rohan@himalayanleaf.example, +91 98320 45678.",
      "/hi",
    );
    expect(reply).toMatch(/rohan@himalayanleaf\.example/);
    expect(reply).not.toMatch(/\p{Script=Devanagari}/u);
  });
  it("reads a million written onto its 'for', and how long a WhatsApp start takes", () => {
    const [, million] = talk("/ar", "كم سعر رسالة OTP في الهند؟", "يعني لمليون OTP بالشهر قديش؟");
    expect(million).toMatch(/3,200|٣٬?٢٠٠/);
    expect(
      ask(
        "عندي متجر عطور أونلاين في جدة وابغى ارسل تحديثات الطلبات على الواتساب. كم ياخذ وقت لين نبدأ؟",
        "/ar",
      ),
    ).toMatch(/أيام/);
  });
  it("reads Jio and BSNL asked in Hindi as India's networks", () => {
    expect(ask("Jio और Airtel दोनों पे डिलीवर होगा न? BSNL पे भी?", "/hi")).toMatch(/BSNL/);
  });
});
