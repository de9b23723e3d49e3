import { describe, expect, it } from "vitest";
import { smsRates } from "../../../app/content/sms-rates.ts";
import { buildPassages } from "../knowledge.ts";
import { createRetrievalEngine } from "../site-answers.ts";
import { siteContent } from "../site-content.ts";
import type { DialogueState } from "../types.ts";
import { localizeText } from "./localize-reply.ts";
import { messageLanguage } from "./message-language.ts";
import { twinOf } from "./passage-twins.ts";
import { pivotOf } from "./pivot.ts";
import { normalizeAnyScript } from "./script-text.ts";

describe("the language a message is answered in", () => {
  it("is Arabic for Arabic script and Hindi for Devanagari, whatever the page", () => {
    expect(messageLanguage("كم سعر الرسالة؟", "en").answer).toBe("ar");
    expect(messageLanguage("SMS की कीमत क्या है?", "ar").answer).toBe("hi");
    expect(messageLanguage("What does SMS cost in India?", "hi").answer).toBe("en");
  });

  it("answers an English turn of a Hindi conversation in English, though 'register' is in a Hindi phrase", () => {
    const english = "Thanks. What documents do I need to register the Saudi sender name?";
    expect(messageLanguage(english, "hi", "hi").answer).toBe("en");
    expect(messageLanguage("Rate kya hoga per SMS?", "hi", "hi").answer).toBe("hi");
  });

  it("opens a Hindi yes-or-no question with 'does', but not 'क्या नियम हैं?' (what rules)", () => {
    expect(pivotOf("customers का opt-in ज़रूरी है क्या?", "hi")).toMatch(/^does /);
    expect(pivotOf("क्या RCS iPhone पर चलता है?", "hi")).toBe("does rcs iphone work?");
    expect(pivotOf("क्या नियम हैं?", "hi")).not.toMatch(/^does /);
  });

  it("reads romanised Hindi as Hindi, answering in Hindi on Hindi pages and in English elsewhere", () => {
    const message = "Bharat mein OTP SMS ka rate kya hai?";
    expect(messageLanguage(message, "hi")).toEqual({
      answer: "hi",
      read: { language: "hi", romanised: true },
    });
    expect(messageLanguage(message, "en")).toEqual({
      answer: "en",
      read: { language: "hi", romanised: true },
    });
  });

  it("lets a bare name or number follow the conversation's language, then the page's", () => {
    expect(messageLanguage("UAE?", "en", "ar").answer).toBe("ar");
    expect(messageLanguage("WhatsApp", "hi").answer).toBe("hi");
    expect(messageLanguage("WhatsApp", "en").answer).toBe("en");
    expect(messageLanguage("Tell me about WhatsApp", "ar", "ar").answer).toBe("en");
  });
});

describe("reading Arabic and Hindi", () => {
  it("meets every spelling of a word: diacritics, alef, ta marbuta, nukta, Eastern digits", () => {
    expect(normalizeAnyScript("الرِّسَالَة")).toBe(normalizeAnyScript("الرساله"));
    expect(normalizeAnyScript("أسعار")).toBe(normalizeAnyScript("اسعار"));
    expect(normalizeAnyScript("क़ीमत")).toBe(normalizeAnyScript("कीमत"));
    expect(normalizeAnyScript("١٥٠ حرف")).toBe("150 حرف");
  });

  it("reads a word through its attached conjunction, preposition and article", () => {
    // (The conjunction opening a message is its "and": "والموقع؟" follows up as "and the website?")
    // (The preposition written on a place is its "in": "وكالة تسويق بدبي", an agency in Dubai.)
    expect(pivotOf("وبالرياض", "ar")).toBe("and in riyadh");
    expect(pivotOf("عالكويت", "ar")).toBe("kuwait");
    expect(pivotOf("سعر الرسائل بالرياض", "ar")).not.toContain("and");
    expect(pivotOf("كم سعر الرسالة النصية في السعودية؟", "ar")).toContain("saudi arabia");
    // (A second question's "و" joined to its question word is its "and"; "وش" is "what" itself.)
    expect(pivotOf("مين الجهة المنظمة في قطر وشو الشبكات؟", "ar")).toMatch(/regulator in qatar and /);
    expect(pivotOf("وش هي رسائل RCS باختصار؟", "ar")).not.toMatch(/^and/);
    expect(pivotOf("لو ابعت 1 لاك رسالة", "ar")).toContain("100000");
  });

  it("reads Hindi's own words for totals, fees included, the first month and a role, and drops 'वाला'", () => {
    expect(pivotOf("25 हज़ार msgs का total, sender ID मिलाकर?", "hi")).toBe(
      "25000 msgs total sender id including?",
    );
    expect(pivotOf("1 lakh OTP + sender ID, pehle mahine ka total kitna hoga?", "hi", true)).toContain(
      "plus sender id first month total",
    );
    expect(pivotOf("Frontend वाला रोल remote है क्या?", "hi")).toBe("does frontend role remote?");
    expect(pivotOf("support कैसे मिलेगा? मैं पहले से customer हूँ", "hi")).toContain(
      "how do i get support? already customer",
    );
    expect(pivotOf("aur raat ko 11 baje OTP ja sakta hai?", "hi", true)).toContain("11:00 pm");
    expect(pivotOf("عندنا 25 ألف في البحرين و25 ألف في قطر", "ar")).toContain("bahrain and 25000 in qatar");
  });

  it("says in Hindi the sentences the English answer chose, by their place, not the first ones", () => {
    const site = createRetrievalEngine({ rates: () => smsRates });
    const hindi = site.reply({ message: "हमें नई company website चाहिए, कितना time लगेगा?", pageLocale: "hi" });
    expect(hindi.response).toMatch(/कुछ सप्ताह/);
    expect(hindi.response).not.toMatch(/डिस्कवरी/);
  });

  it("reads a word as written before a term it only matches stripped: 'اسمي' is 'my name', 'الاسم' the sender's", () => {
    expect(pivotOf("اسمي عمر", "ar")).toBe("my name is");
    expect(pivotOf("ما هو الاسم المسموح", "ar")).toContain("sender id");
  });

  it("reads 'से' after a place as 'from', but not 'में से' (among)", () => {
    expect(pivotOf("hyderabad se fintech startup hai, bahrain me app launch kar rahe", "hi", true)).toMatch(
      /^from hyderabad .* in bahrain/,
    );
    expect(pivotOf("सऊदी अरब और क़तर में से किसमें सस्ता पड़ेगा?", "hi")).not.toMatch(/from/);
  });

  it("learns no word from a paragraph it shares by chance, and reads a number joined to 'for'", () => {
    // "पास" (near, with) and "دي" keep company with "alphanumeric" in a few paragraphs; the words
    // that mean it keep it much closer company.
    expect(pivotOf("ये चैट कितने दिन तक सेव रहती है आपके पास?", "hi")).not.toContain("alphanumeric");
    expect(pivotOf("مطعم بالدوحة ودي ارسل عرض خاص لـ15 الف عميل", "ar")).toMatch(/15000/);
    expect(pivotOf("مطعم بالدوحة ودي ارسل عرض خاص لـ15 الف عميل", "ar")).not.toContain("alphanumeric");
  });

  it("keeps Latin words, e-mail addresses and a time of day in the English side's form", () => {
    expect(pivotOf("اسمي عمر omar@bank.sa", "ar")).toContain("omar@bank.sa");
    expect(pivotOf("रात 10 बजे प्रमोशनल SMS भेज सकते हैं?", "hi")).toContain("10:00 pm");
    expect(pivotOf("Bharat mein OTP SMS ka rate kya hai?", "hi", true)).toBe(
      "in india otp sms rate what is?",
    );
  });
});

describe("answers in the visitor's language", () => {
  const engine = createRetrievalEngine({ rates: () => smsRates });

  it("gives Saudi Arabia's transactional rate in Arabic, linking the Arabic pages", () => {
    const reply = engine.reply({ message: "كم سعر الرسالة النصية في السعودية؟", pageLocale: "ar" });
    expect(reply.response).toMatch(/تكلفة/);
    expect(reply.response).toContain("0.0340");
    expect(reply.response).toContain("](/ar/services/sms-services/saudi-arabia)");
    expect(reply.sources.every((source) => source.path.startsWith("/ar/"))).toBe(true);
    expect(reply.state.language).toBe("ar");
  });

  it("keeps the frame across a Hindi follow-up: 'और UAE में?' gets the UAE rate in Hindi", () => {
    let state: DialogueState = {};
    for (const message of ["भारत में SMS की कीमत क्या है?", "और UAE में?"]) {
      state = engine.reply({ message, state, pageLocale: "hi" }).state;
    }
    const reply = engine.reply({
      message: "और UAE में?",
      state: { ...state, last: undefined },
      pageLocale: "hi",
    });
    expect(reply.response).toContain("0.0390");
    expect(reply.response).toMatch(/सेगमेंट/);
    expect(reply.response).toContain("](/hi/services/sms-services/uae)");
  });

  it("reads a first question that names no market as about the page's market; off-topic stays off-topic", () => {
    const hours = engine.reply({
      message: "What time can promotional SMS go out?",
      page: "/services/sms-services/india",
    });
    expect(hours.response).toContain("21:00");
    expect(hours.response).toContain("](/services/sms-services/india)");
    const pizza = engine.reply({ message: "Do you sell pizza?", page: "/services/sms-services" });
    expect(pizza.unanswered).toBe("out-of-scope");
  });

  it("answers when the company started and what goes out until registration completes, in romanised Hindi", () => {
    const ask = (message: string) => engine.reply({ message, pageLocale: "hi" }).response;
    expect(ask("Relaywave kab start hui thi? kitne saal purani company hai")).toMatch(/2016/);
    expect(
      ask("kuwait me sender id approve hone me kitna time lagta hai? tab tak OTP kaise bhejenge"),
    ).toMatch(/सप्ताह.*WhatsApp या वॉइस कॉल/);
  });

  it("still answers English in English, on the pages it always linked", () => {
    const reply = engine.reply({ message: "What does an SMS cost in Saudi Arabia?", pageLocale: "en" });
    expect(reply.response).toContain("](/services/sms-services/saudi-arabia)");
    expect(reply.response).not.toMatch(/[\u0600-\u06FF]/);
    expect(reply.state.language).toBe("en");
  });

  it("keeps the twin's sentence that answers when it drops the twin's own 'Yes'", () => {
    const opened = engine.reply({
      message: "هل تقدرون تساعدونا نفتح حساب واتساب للأعمال؟",
      pageLocale: "ar",
      page: "/services/whatsapp-services",
    });
    const reply = engine.reply({
      message: "كم ياخذ وقت لين نبدأ نرسل؟",
      state: opened.state,
      pageLocale: "ar",
    });
    expect(reply.response).not.toMatch(/^نعم/);
    expect(reply.response).toMatch(/أيام عمل/);
  });
});

describe("a reply finished in another language", () => {
  it("links that language's pages and keeps e-mail and phone links", () => {
    const text = localizeText(
      "See [Contact](/contact), [mail](mailto:a@b.example) or [call](tel:+971).",
      "ar",
    );
    expect(text).toContain("](/ar/contact)");
    expect(text).toContain("](mailto:a@b.example)");
    expect(text).toContain("](tel:+971)");
  });

  it("finds every English passage's twin in Arabic and in Hindi (the pages line up)", () => {
    const passages = buildPassages(siteContent);
    for (const locale of ["ar", "hi"] as const) {
      const missing = passages
        .filter((passage) => !twinOf(passage, locale))
        .map((p) => `${p.path} ${p.kind}`);
      expect(missing).toEqual([]);
    }
  });
});
