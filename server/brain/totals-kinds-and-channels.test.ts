/**
 * Session 31's readings (decision 152): a count with the sender ID fee added in Arabic and Hindi,
 * a capitalised sender name measured in Arabic, which kind a message counts as, an AI agent asked
 * beside its channel, Hindi second questions without their mark, our sales number and a demo,
 * pictures after an SMS market, what we do with contact details, "Yes." for rules and abilities,
 * and a Dubai number's licence question kept with the number.
 */
import { describe, expect, it } from "vitest";
import { smsRates } from "../../app/content/sms-rates.ts";
import { visitorOn } from "../../tests/support/engine-cases.ts";
import { createRetrievalEngine } from "./site-answers.ts";

const visitor = visitorOn(createRetrievalEngine({ rates: () => smsRates }));
const { talk } = visitor;
const ask = (message: string, page = "/") => visitor.ask(message, page).response;

describe("totals with the sender ID fee and sender names", () => {
  it("adds the fee when Arabic says 'put it with it' or 'plus registering'", () => {
    expect(
      ask(
        "كم بيكلفنا 60 الف رسالة ترويجية بالشهر للسعودية؟ حطلي معها رسوم تسجيل اسم المرسل",
        "/ar/services/sms-services/saudi-arabia",
      ),
    ).toMatch(/2,020/);
    expect(ask("25 الف رسالة شهريا + التسجيل كم يصير؟", "/ar/services/sms-services/qatar")).toMatch(/1,000/);
  });
  it("adds the fee when Hindi says 'jodo', and reads 'otp/month' as a count a month", () => {
    const [, total, qatar] = talk(
      "/hi/services/sms-services/uae",
      "uae me otp ka rate?",
      "20k msg per month ho to? sender id ka bhi jodo",
      "and for qatar, same volume?",
    );
    expect(total).toMatch(/\$930/);
    expect(qatar).toMatch(/\$820/);
    expect(ask("10000 otp/month kuwait, first month ka total?", "/hi/services/sms-services/kuwait")).toMatch(
      /\$780/,
    );
  });
  it("measures a capitalised sender name asked in Arabic", () => {
    expect(ask("لو اسم المرسل حقي ALWAHATYPING، ينفع؟", "/ar/services/sms-services/uae")).toMatch(
      /^لا: «ALWAHATYPING» من 12 حرفًا/,
    );
  });
});

describe("kinds of message, channels and follow-ups", () => {
  it("says which kind a message counts as, and prices that kind next", () => {
    expect(ask("are appointment reminders transactional or promotional?")).toMatch(
      /^Those count as transactional messages\. Transactional messages are OTPs/,
    );
    expect(ask("is a diwali sale blast transactional or promo?")).toMatch(/^Those count as promotional/);
    const [, kind, , total] = talk(
      "/ar/services",
      "هل ترسلون SMS لقطر؟",
      "نرسل تحديثات القبول للطلاب، تعتبر معاملات ولا ترويجية؟",
      "كم سعرها؟",
      "25 الف رسالة شهريا + التسجيل كم يصير؟",
    );
    expect(kind).toMatch(/^تُعدّ هذه رسائل معاملات/);
    expect(total).toMatch(/1,000/);
    expect(total).not.toMatch(/950/);
  });
  it("keeps an AI agent asked beside WhatsApp as the subject of what follows", () => {
    const [, unknown] = talk(
      "/ar/services/ai-agents",
      "عندنا استفسارات كثير على الواتساب عن اوراق التأشيرات، ممكن بوت يرد عليهم بالليل؟",
      "واذا ما عرف الجواب؟",
    );
    expect(unknown).toMatch(/\/ar\/services\/ai-agents/);
  });
  it("answers a Hindi second question written without its mark", () => {
    const kuwait = ask("कुवैत में sender id register करवाने में कितना time लगता है? docs क्या क्या लगेंगे");
    expect(kuwait).toMatch(/सप्ताह/);
    expect(kuwait).toMatch(/कमर्शियल लाइसेंस/);
    expect(ask("relaywave कब शुरू हुई थी? और कितने देशो में sms भेजते हो")).toMatch(/छह देशों/);
    expect(ask("rcs में एक card में कितने button लगा सकते है? iphone पे दिखेगा?")).toMatch(/बटन: 4/);
  });
  it("gives our sales number after a Dubai number, and what a demo of RCS shows", () => {
    const [, sales] = talk("/", "do you have a dubai number?", "ok and what's the sales phone number");
    expect(sales).toMatch(/\+1 \(555\) 010-0199/);
    const [, hindi] = talk(
      "/hi/services/virtual-numbers",
      "dubai ka number milega?",
      "sales ka phone number do",
    );
    expect(hindi).toMatch(/\+1 \(555\) 010-0199/);
    const [, demo] = talk("/", "what is rcs?", "can i get a demo?");
    expect(demo).toMatch(/^Book a demo and we will show your own message as a rich card/);
  });
  it("answers pictures and buttons after an SMS market with RCS", () => {
    const [, , media] = talk(
      "/services",
      "hi wat services do u offer",
      "do u cover kuwait for sms",
      "we wanna send product offers w pictures n buttons, sms cant do that right?",
    );
    expect(media).toMatch(/^RCS/);
  });
  it("keeps no SMS length for another channel's price", () => {
    const [, , , whatsapp] = talk(
      "/hi/services/sms-services/pricing",
      "नमस्ते, jaipur में jewellery showroom है। दिवाली offer का sms भेजना है customers को, rate क्या है?",
      "25000 customers hai, ek baar bhejna hai. total kitna?",
      "msg हिंदी में होगा, करीब 100 अक्षर का. तब?",
      "aur whatsapp pe bhejein to same 25000 ka kitna lagega?",
    );
    expect(whatsapp).toMatch(/Meta/);
  });
  it("answers what the service can do after a price, and a voice's languages and PBX in Hindi", () => {
    const [, , reply] = talk(
      "/services/sms-services",
      "we send shipment out for delivery sms with tracking link, possible?",
      "whats the per msg price for bahrain transactional?",
      "and customers can they reply to the message? like writing delivery instructions",
    );
    expect(reply).toMatch(/^\*\*Two-way SMS\*\*/);
    const [, voice, pbx] = talk(
      "/hi/services/voice-services",
      "हमारे hospital के लिए IVR बना सकते हो? department के हिसाब से call route हो",
      "marathi me IVR ki awaaz ho sakti hai?",
      "हमारा पुराना PBX है, उससे जुड़ जाएगा?",
    );
    expect(voice).toMatch(/अरबी और अंग्रेज़ी/);
    expect(pbx).toMatch(/SIP/);
  });
  it("keeps a Dubai number's licence question with the number", () => {
    const [, licence] = talk(
      "/hi/services/virtual-numbers",
      "dubai ke customers ke liye local number chahiye jo kochi office me ring ho",
      "uae का trade license नहीं है हमारे पास, फिर?",
    );
    expect(licence).toMatch(/\/hi\/services\/virtual-numbers/);
    expect(licence).not.toMatch(/sms-services\/uae/);
  });
});

describe("privacy, opt-outs and verdicts", () => {
  it("answers what we do with contact details from the privacy policy", () => {
    expect(ask("if i fill ur contact form what do u do with my details?")).toMatch(
      /^To reply to your enquiry/,
    );
    expect(ask("ये privacy policy last कब update हुई थी?", "/hi/privacy")).toMatch(/1 नवंबर 2026/);
  });
  it("gives the market's opt-out rule for those who want no more messages", () => {
    const [, , , optOut] = talk(
      "/ar/services/sms-services/pricing",
      "السلام عليكم، احنا سلسلة صيدليات في جدة نبي نرسل عروض للعملاء بالعربي، كم سعر الرسالة؟",
      "الرسالة بالعربي حوالي 120 حرف، كم مقطع بتنحسب؟",
      "يعني لو ارسلنا لـ 20 الف عميل كم التكلفة الكلية مع رسوم تسجيل اسم المرسل؟",
      "وش المطلوب عشان اللي ما يبي رسايل ما نرسله مرة ثانية؟",
    );
    expect(optOut).toMatch(/إلغاء الاشتراك/);
  });
  it("says Yes to what we do after a scene, to abilities a card states and to rules asked", () => {
    expect(
      ask("we are an agency in cairo with clients in saudi, do you build ios and android apps?"),
    ).toMatch(/^Yes\./);
    expect(
      ask(
        "can patients reschedule appointments on whatsapp just by tapping a button?",
        "/services/whatsapp-services",
      ),
    ).toMatch(/^Yes\. \*\*Healthcare\*\*/);
    const [, rule] = talk(
      "/services/whatsapp-services",
      "can we send course reminders to students on whatsapp instead of sms?",
      "do students hv to opt in first",
    );
    expect(rule).toMatch(/^Yes\. WhatsApp requires/);
    expect(ask("what's the minimum recharge?")).toMatch(/no minimum commitment/);
  });
});
