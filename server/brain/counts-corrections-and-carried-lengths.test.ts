/**
 * Session 24's general readings (decision 144): people times what each gets; a correction that
 * carries the total to another market; a length carried into another script; a market's fee asked
 * yearly or right after its price; two questions where the second is one of our terms or a request;
 * an unserved market asked as a follow-up; a place launched in; an hour asked of our team; the AI
 * agent asked on another channel, and a customer of its asking for a person; number masking with
 * a place; freshers.
 */
import { describe, expect, it } from "vitest";
import { smsRates } from "../../app/content/sms-rates.ts";
import { visitorOn } from "../../tests/support/engine-cases.ts";
import { volumeOf } from "./message-counts.ts";
import { createRetrievalEngine } from "./site-answers.ts";

const visitor = visitorOn(createRetrievalEngine({ rates: () => smsRates }));
const { talk } = visitor;
const ask = (message: string, page = "/") => visitor.ask(message, page).response;

describe("counts", () => {
  it("multiplies a count of people by the messages or sends each gets", () => {
    expect(volumeOf("2000 students in month 8 reminder in hindi, transactional rate how many?")).toBe(16_000);
    expect(volumeOf("25000 customers 2 times send total how much?")).toBe(50_000);
    expect(volumeOf("800 person send each about 5 message per month")).toBe(4000);
    // (Segments are not sends: the price question multiplies those itself.)
    expect(volumeOf("10,000 customers, 2 segments each")).toBe(10_000);
  });
  it("prices salary alerts to staff as messages, not as a job's pay", () => {
    const reply = ask("مرحبا، نبي نرسل رسايل للموظفين بالكويت (تنبيهات رواتب). شكثر سعر الرسالة؟", "/ar");
    expect(reply).toMatch(/0[.,٫]0480/);
    expect(reply).not.toMatch(/الوظائف/);
  });
});

describe("fees", () => {
  it("answers a market's fee asked yearly with its one-time sender ID registration", () => {
    expect(ask("is the kuwait fee every year?", "/services/sms-services/pricing")).toMatch(/\$300 one-time/);
    const [, yearly] = talk(
      "/hi/services/sms-services/pricing",
      "कुवैत में sender id की fees कितनी है?",
      "कुवैत वाली fees बहुत ज़्यादा है, ये हर साल देनी पड़ेगी?",
    );
    expect(yearly).toMatch(/\$300 \(एक बार\)/);
  });
  it("reads sender ID registration named right after a price as its fee, not its process", () => {
    const [, fee] = talk(
      "/ar/services/sms-services/kuwait",
      "شكثر سعر الرسالة في الكويت؟",
      "وتسجيل اسم الشركة كمرسل؟",
    );
    expect(fee).toMatch(/300/);
    const [, rule] = talk(
      "/services/sms-services/kuwait",
      "sms price in kuwait?",
      "and is registration required?",
    );
    expect(rule).not.toMatch(/\$300/);
  });
});

describe("corrections and lengths", () => {
  it("drops the market a visitor says was not meant and prices the same total in the one meant", () => {
    const [india, bahrain] = talk(
      "/services/sms-services/pricing",
      "india otp rate x 50k msgs with 2 segments each, cost?",
      "sorry i meant bahrain not india",
    );
    expect(india).toMatch(/\$320\b/);
    expect(bahrain).toMatch(/\$2,900\b/);
    expect(bahrain).not.toMatch(/India/);
  });
  it("carries a length into the script a follow-up names, and keeps it from the second of two questions", () => {
    const [, emoji] = talk(
      "/services/sms-services/pricing",
      "what is a segment? my otp msg is 180 chars english, how many?",
      "and if i add emoji 😀?",
    );
    expect(emoji).toMatch(/3 segments of up to 67 characters/);
  });
});

describe("two questions and follow-ups", () => {
  it("answers one of our terms asked last without a mark, and a request for our contact after a question", () => {
    const reply = ask("wats the typical otp delivery time and ur uptime");
    expect(reply).toMatch(/< 3 s/);
    expect(reply).toMatch(/99\.95%/);
    const founded = ask("since when relaywave in business? give me ur email/phone also");
    expect(founded).toMatch(/2016/);
    expect(founded).toMatch(/sales@relaywave\.example/);
  });
  it("asks an unserved market of SMS after the SMS markets, but not small talk about a country", () => {
    const [, oman] = talk("/", "which countries u send sms?", "what about oman? we opening branch in muscat");
    expect(oman).toMatch(/We do not list Oman among our SMS markets/);
    const [, france] = talk("/", "What does an SMS to Qatar cost?", "What is the capital of France?");
    expect(france).not.toMatch(/Qatar/);
  });
  it("asks the market a visitor launches in, alone or in a list", () => {
    const reply = ask(
      "hamara Bengaluru ka fintech app hai, Bahrain launch kar rahe. OTP ke liye kaun kaun se operators cover hote hai?",
      "/hi/services/sms-services",
    );
    expect(reply).toMatch(/Batelco/);
    expect(reply).not.toMatch(/Jio/);
  });
  it("reads a customer asking for a person, about an agent, as the agent's handoff, not the visitor's", () => {
    const [, , person] = talk(
      "/ar/services/ai-agents",
      "نفكر في مساعد ذكي يرد على استفسارات السكان على الموقع والواتساب، هل يدعم العربي؟",
      "وكيف التسعير؟",
      "ولو المراجع طلب يكلم موظف؟",
    );
    expect(person).toMatch(/التحويل إلى موظف/);
    expect(person).not.toMatch(/sales@relaywave\.example/);
  });
  it("keeps the AI agent as the subject when it is asked on another channel", () => {
    const [, phone] = talk(
      "/services/ai-agents",
      "can ur ai agent book appointments on whatsapp?",
      "and on phone calls also?",
    );
    expect(phone).toMatch(/voice agents/);
    expect(phone).toMatch(/\]\(\/services\/ai-agents\)/);
  });
});

describe("our hours, numbers and jobs", () => {
  it("reads an hour asked of someone of ours as our hours, with the next business day", () => {
    const [, late] = talk(
      "/contact",
      "what is your phone number?",
      "its 7pm in dubai now, will anyone pick up?",
    );
    expect(late).toMatch(/next business day/);
    const [, hindi] = talk("/hi/contact", "आपका फ़ोन नंबर क्या है?", "अभी दुबई में शाम के 7 बजे हैं, कोई उठाएगा?");
    expect(hindi).toMatch(/अगले कार्य दिवस/);
  });
  it("answers number masking asked with a place as masking", () => {
    const reply = ask(
      "we need number masking between drivers and customers in doha. u provide this?",
      "/services/virtual-numbers",
    );
    expect(reply).toMatch(/number masking/);
    expect(
      ask("डिलीवरी ड्राइवर और ग्राहक एक-दूसरे का नंबर न देखें, ऐसा हो सकता है?", "/hi/services/virtual-numbers"),
    ).toMatch(/नंबर मास्किंग/);
  });
  it("tells a fresher no graduate programme is listed, what is open and how to apply", () => {
    const reply = ask("r u hiring freshers in hyderabad? i am b.tech 2024 pass out");
    expect(reply).toMatch(/graduate programme/);
    expect(reply).toMatch(/careers@relaywave\.example/);
  });
  it("gives an RCS agent's verification needs when its documents are asked after its approval time", () => {
    const [, documents] = talk(
      "/services/rcs-services",
      "and how long approval for rcs agent?",
      "what docs/info we need give for that?",
    );
    expect(documents).toMatch(/proof that you own the brand/);
  });
});
