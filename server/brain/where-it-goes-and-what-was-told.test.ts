/**
 * Session 29's readings (decision 150): a market told before SMS is asked keeps; Indian shorthand
 * counts ("1L OTPs"); "the calls" are voice; the privacy sentence a short word names ("my ip"), in
 * English and in a translation that splits sentences; where what is typed here goes; "इंडिया"; a reply
 * asked for in Hindi by name; "what does Relaywave do?".
 */
import { describe, expect, it } from "vitest";
import { smsRates } from "../../app/content/sms-rates.ts";
import { visitorOn } from "../../tests/support/engine-cases.ts";
import { createRetrievalEngine } from "./site-answers.ts";

const visitor = visitorOn(createRetrievalEngine({ rates: () => smsRates }));
const { talk } = visitor;
const ask = (message: string, page = "/") => visitor.ask(message, page).response;

describe("what the visitor told before", () => {
  it("keeps Dubai from a WhatsApp question for the SMS sender name and its fee", () => {
    const [, name, fee] = talk(
      "/",
      "my boss is a real estate broker in dubai, we want whatsapp business. u do that?",
      "can we send sms with our company name not a number",
      "how much to register the name?",
    );
    expect(name).toMatch(/United Arab Emirates[^.]*Alphanumeric/);
    expect(fee).toMatch(/\$150 one-time/);
  });
  it("reads 1L as a lakh in a total over two markets", () => {
    const [, total] = talk(
      "/services/sms-services/pricing",
      "comparing otp cost india vs uae",
      "we'd do 1L otps a month in india and 20k in uae. monthly total?",
    );
    expect(total).toMatch(/100,000 messages in India cost \$320/);
    expect(total).toMatch(/\$1,100 in all/);
  });
  it("prices the calls as voice after an SMS price, not as SMS again", () => {
    const [, , calls] = talk(
      "/services/voice-services",
      "we are a clinic in kuwait, patients forget appointments",
      "and by sms how much in kuwait",
      "how much for the calls?",
    );
    expect(calls).toMatch(/call duration/);
    expect(calls).not.toMatch(/\$0\.0480/);
  });
});

describe("what this chat keeps and where it goes", () => {
  it("says the IP address is not stored, though the visitor types it small", () => {
    expect(ask("do you store my ip address with this chat?", "/privacy")).toMatch(/do not store your IP/);
  });
  it("finds the same sentence in the Arabic policy, whose translation splits the paragraph", () => {
    expect(ask("طب انتو بتحفظوا الـIP بتاعي مع المحادثة؟", "/ar/privacy")).toMatch(/عشوائي/);
  });
  it("says where what is typed goes, in each language", () => {
    expect(ask("if i chat here where does my msg go, any third party?", "/privacy")).toMatch(
      /AI model provider/,
    );
    expect(ask("هو البوت ده بيبعت كلامي لشركة تانية؟", "/ar/privacy")).toMatch(/مزوّد/);
    expect(ask("hi, kya ye chat kisi bahar ki AI company ko bhi jaati hai?", "/hi/privacy")).toMatch(
      /प्रोवाइडर/,
    );
  });
  it("still says how long an enquiry sent to sales is kept", () => {
    expect(ask("وكم تحتفظون باستفساري لو أرسلته للمبيعات من نموذج التواصل؟", "/ar/privacy")).toMatch(/24|٢٤/);
  });
});

describe("names and languages", () => {
  it("reads इंडिया as India", () => {
    expect(ask("इंडिया में promotional sms का रेट क्या है प्रति मैसेज?", "/hi")).toMatch(/0\.0028/);
  });
  it("answers in Hindi when asked to, on an English page", () => {
    const [, , hindi] = talk(
      "/services/sms-services/pricing",
      "whats the otp sms rate for qatar?",
      "ok so 25k otp a month, total?",
      "thik hai ab hindi me batao, yahi 25k bahrain me kitne ka padega?",
    );
    expect(hindi).toMatch(/\p{Script=Devanagari}{3,}/u);
    expect(hindi).toMatch(/\$725/);
  });
  it("keeps English for a question about a bot that replies in Hindi", () => {
    expect(ask("can it reply in hindi or konkani?", "/services/ai-agents")).not.toMatch(
      /\p{Script=Devanagari}/u,
    );
  });
  it("says who we are when asked what Relaywave does", () => {
    expect(ask("what does relaywave do?")).toMatch(/business messaging provider/);
    expect(ask("relaywave exactly kya karti hai? kis cheez ki company hai", "/hi/about")).toMatch(/मैसेजिंग/);
  });
});

describe("steps, heads and what can be done meanwhile", () => {
  it("names a market's registration steps in order, in the visitor's language", () => {
    expect(ask("what do we need to start otp sms in india")).toMatch(
      /The steps, in order: Register as a Principal Entity, Link Relaywave as your telemarketer/,
    );
    expect(ask("عندنا فرع يخدم عملاء بالهند. شنو خطوات التسجيل على DLT؟", "/ar")).toMatch(/جهة رئيسية/);
  });
  it("multiplies the heads counted before by the messages each gets", () => {
    const [, total] = talk(
      "/ar/services/sms-services/pricing",
      "مساء الخير، عندنا ١٢٠٠ ولي امر ونبي نرسل تنبيهات غياب sms. كم سعر الرسالة لقطر؟",
      "كل ولي امر تقريبا ٥ رسايل بالشهر، كم المجموع الشهري؟",
    );
    expect(total).toMatch(/6,000/);
    expect(total).toMatch(/216/);
  });
  it("carries the count priced to the market asked next ('and the same in Saudi?')", () => {
    const [, same] = talk(
      "/hi/services/sms-services/uae",
      "ठीक है। 10,000 promotional sms + एक sender id, टोटल?",
      "और यही सऊदी में भेजूं तो कितना?",
    );
    expect(same).toMatch(/\$420/);
  });
  it("says yes to building the integration before the sender ID is approved, from the market page", () => {
    const [, building] = talk(
      "/services/sms-services/bahrain",
      "building app for a bahrain client, need otp sms via api. supported?",
      "can i build integration before sender id is approved",
    );
    expect(building).toMatch(/^Yes\. .*build and test the integration while registration completes/);
  });
  it("gives our e-mail asked on its own, and a sender name's length", () => {
    expect(ask("whats the email then", "/contact")).toMatch(/sales@relaywave\.example/);
    const [, length] = talk(
      "/services/sms-services/saudi-arabia",
      "we launch in ksa next quarter, how long sender name approval takes",
      "max length of name?",
    );
    expect(length).toMatch(/at most 11 characters/);
  });
});

describe("how many operators", () => {
  it("says their number before their names, in English and Hindi", () => {
    expect(ask("how many operators are there in bahrain?")).toMatch(/^3 operators\. .*Batelco/);
    expect(ask("बहरीन में कितने operators हैं? और OTP sms का रेट क्या है", "/hi")).toMatch(/^3 ऑपरेटर।/);
  });
});

describe("a role kept across a job seeker's questions", () => {
  it("keeps the Arabic role in play and gives its technologies, with Arabic commas", () => {
    const [first, , stack] = talk(
      "/ar/careers",
      "السلام عليكم، انا مطور فرونت اند من القاهرة، ايه الوظايف المتاحة عندكم؟",
      "الريموت ده من انهي تايم زون؟",
      "بيشتغلوا بأنهي تكنولوجيز؟",
    );
    expect(first).not.toMatch(/مصر/);
    expect(first).toMatch(/UTC\+5:30\)، /);
    expect(stack).toMatch(/TypeScript/);
  });
  it("answers remote work from a named country with its offset, one yes", () => {
    const [, zone] = talk(
      "/hi/careers",
      "Noida se hu, frontend developer hu, 3 saal ka experience. aapke yaha koi opening hai?",
      "remote me India se kaam kar sakta hu? time zone ka koi issue?",
    );
    expect(zone).toMatch(/^हाँ: भारत \(UTC\+5:30\)/);
  });
});
