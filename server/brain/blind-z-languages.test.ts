/**
 * What blind-ar-11 and blind-hi-14 (written blind from the rendered Arabic and Hindi pages) found
 * and this engine now answers (decision 133): Gulf and Levantine words for "we need", "until it is
 * done", "the same volume", a sports club that is not Riyadh, "زين،" as "fine"; a count written
 * with a thousands separator; each market's total beside a comparison; a place we do not serve
 * beside one we do; romanised Hindi for open jobs, "how long is the process" and "can we get".
 */
import { describe, expect, it } from "vitest";
import { smsRates } from "../../app/content/sms-rates.ts";
import { conversationWith } from "../../tests/support/engine-cases.ts";
import { pivotOf } from "./languages/pivot.ts";
import { createRetrievalEngine } from "./site-answers.ts";

const engine = createRetrievalEngine({ rates: () => smsRates });
const arabic = (message: string) => pivotOf(message, "ar", false);
const romanised = (message: string) => pivotOf(message, "hi", true);
const ask = (message: string, page = "/services/sms-services") =>
  engine.reply({
    message,
    pageLocale: page.startsWith("/ar") ? "ar" : page.startsWith("/hi") ? "hi" : "en",
    page,
  });

describe("what blind-ar-11 and blind-hi-14 found", () => {
  it("reads Gulf and Levantine words a visitor wrote", () => {
    expect(arabic("ونحتاج موافقة المتبرعين قبل؟")).toBe("do we need consent before?");
    expect(arabic("نادي رياضي في الدوحة")).not.toContain("riyadh");
    expect(arabic("زين، الرسايل بتكون ترويجية")).not.toContain("zain");
    expect(arabic("منقدر نوصل بـ SMPP بدل الـ REST؟")).toBe("can we connect over smpp instead of rest?");
    expect(arabic("الحجم المتوقع ٥٠,٠٠٠ رسالة OTP بالشهر")).toContain("50000 message");
  });

  it("answers both questions of an Arabic message: a fact and what to do meanwhile", () => {
    const reply = ask(
      "كم ياخذ تسجيل اسم المرسل بالكويت؟ واذا تأخر نقدر نرسل الـ OTP بطريقة ثانية لين يخلص؟",
      "/ar/services/sms-services/kuwait",
    );
    expect(reply.response).toMatch(/واتساب/);
  });

  it("gives each market's total beside a comparison asked for the same count", () => {
    const { last } = conversationWith(engine);
    const reply = last(
      "otp sms price kuwait?",
      "50000 otp per month, monthly cost?",
      "and if we compare with bahrain the same volume?",
    );
    expect(reply.response).toMatch(/Bahrain\]\([^)]+\) is cheaper/);
    expect(reply.response).toContain("$1,450");
    expect(reply.response).toContain("$2,400");
  });

  it("says which of two places we do not serve when asked about both", () => {
    const reply = ask("dubai and hong kong clients otp sms, do you send to both?");
    expect(reply.response).toMatch(/^Yes\./);
    expect(reply.response).toContain("We do not list Hong Kong among our SMS markets");
  });

  it("reads romanised Hindi for open jobs, the whole process and getting a number", () => {
    expect(romanised("Aapke yahan abhi kaun si jobs khuli hain?")).toBe("at your company which jobs open?");
    expect(romanised("apply kaise karun, aur poora process kitna lamba hai?")).toContain(
      "how long is the whole process",
    );
    expect(ask("how long is the interview process?", "/careers").response).toMatch(/intro call/i);
    // (An English question on a Hindi page stays English: the new words are no English words.)
    expect(
      ask("Also, do you have any job openings in Dubai? I might apply.", "/hi/careers").response,
    ).toMatch(/^Yes, Relaywave is hiring/);
  });
});

describe("a company registered elsewhere", () => {
  it("answers with what foreign companies provide, in English, Arabic and Hindi", () => {
    const english = ask(
      "our company is registered in india, not in saudi. can we still register a sender name in saudi arabia?",
    );
    expect(english.response).toMatch(/^Yes\. .*foreign companies/);
    expect(ask("we are a foreign company, can we register a sender id in kuwait?").response).toContain(
      "Foreign companies provide equivalent registration documents",
    );
    // (A local company's question keeps the documents it gives.)
    expect(ask("which documents for sender id in kuwait?").response).not.toMatch(/[Ff]oreign/);
    expect(arabic("وإحنا شركة مصرية مش سعودية، ينفع نسجل اسم مرسل في السعودية أصلاً؟")).toContain(
      "egyptian company",
    );
  });

  it("reads 'set up' and 'setup' alike, so WhatsApp's setup time is found", () => {
    const reply = ask(
      "we are a diamond trading firm in surat, we need whatsapp business api. how long does setup take?",
    );
    expect(reply.response).toMatch(/live within a few working days/);
  });
});

describe("what blind-hi-14's conversations asked next", () => {
  it("reads a visitor's support, DLT and 'until approved' questions in Hindi", () => {
    const hindi = (message: string) => pivotOf(message, "hi", false);
    expect(hindi("सपोर्ट टीम को किस ईमेल पर लिखें, और साथ में क्या भेजें?")).toContain("write to support");
    expect(hindi("छात्रों को रिज़ल्ट और फ़ीस के SMS भेजने हैं")).toContain("fee reminder sms");
    expect(ask("which email do we write to support, and what should we send with it?").response).toContain(
      "hello@relaywave.example",
    );
    expect(
      ask("what do we do until the sender id is approved in kuwait? we open next week").response,
    ).toMatch(/WhatsApp or voice call/);
  });
});

describe("which of several markets a message asks about", () => {
  it("keeps the market the question names in play, and reads 'replies STOP' as the opt-out", () => {
    const { last } = conversationWith(engine);
    const reply = last(
      "our jaipur handicrafts, we want to send marketing sms to shopkeepers in doha. which networks in qatar?",
      "any customers replies stop what happens?",
    );
    expect(reply.state.market).toBe("/services/sms-services/qatar");
    // (The question names Qatar alone: India, where the visitor is, gets no facts of its own.)
    const first = ask(
      "our jaipur handicrafts, we want to send marketing sms to shopkeepers in doha. which networks in qatar?",
    );
    expect(first.response).toContain("Ooredoo");
    expect(first.response).not.toContain("Jio");
    expect(reply.response).toMatch(/opt-out/);
  });
});

describe("the assistant's own voice and an enquiry's retention", () => {
  it("says audio is not stored, and how long an enquiry sent to sales is kept, in English and Arabic", () => {
    expect(ask("if i use the microphone, do you keep the voice recording?").response).toContain(
      "We do not store audio",
    );
    expect(arabic("وكم تحتفظون باستفساري لو أرسلته للمبيعات من نموذج التواصل؟")).toContain(
      "if i send it to sales from the contact form",
    );
    expect(
      ask("and how long do you keep my enquiry if i send it to sales from the contact form?").response,
    ).toMatch(/24 months/);
  });
});

describe("WhatsApp's customer service window", () => {
  it("answers a message sent after 24 hours with the template that opens a conversation", () => {
    const { last } = conversationWith(engine);
    const reply = last(
      "we want whatsapp for our store",
      "if 24 hours passed since the customer's last message, can we still message them?",
    );
    expect(reply.response).toMatch(/template approved by Meta/);
    expect(arabic("وإذا مرّ ٢٤ ساعة من آخر رسالة من العميل، نقدر نكلمه؟")).toContain("24 hours passed");
  });
});
