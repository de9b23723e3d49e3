/**
 * What blind-ar-12 (written blind from the rendered Arabic pages, held unread until this session)
 * found and this engine now answers (decision 134): Egyptian and Gulf words for "how is it
 * charged", a landline, a toll-free number, unsubscribing, salary; the answers in the order asked;
 * a trial's yes; SMPP asked by a reseller in a market; the first API call kept for developers and
 * written in the visitor's language; what a market requires before the first message.
 */
import { describe, expect, it } from "vitest";
import { smsRates } from "../../app/content/sms-rates.ts";
import { conversationWith, visitorOn } from "../../tests/support/engine-cases.ts";
import { createRetrievalEngine } from "./site-answers.ts";

const engine = createRetrievalEngine({ rates: () => smsRates });
const { ask } = visitorOn(engine);

describe("what blind-ar-12 found", () => {
  it("answers two questions in the order asked: the yes, then how it is charged", () => {
    const arabic = ask(
      "عايزين مكالمات أوتوماتيك تفكّر المرضى بالميعاد ويدوسوا 1 للتأكيد. ده موجود عندكم؟ وبيتحسب ازاي؟",
      "/ar/services/voice-services",
    ).response;
    expect(arabic).toMatch(/^نعم\. .+1 للتأكيد.+بحسب مدتها/s);
    const english = ask(
      "Clinics in Riyadh want calls reminding patients, press 1 to confirm. Do you have that? And how is it priced?",
      "/services/voice-services",
    ).response;
    expect(english).toMatch(/^(Yes\. )?Our reminder calls.+billed by call duration/s);
  });

  it("says yes to trying before signing, and to a Dubai landline with its 04 code", () => {
    expect(ask("نقدر نجرب المنصة قبل ما نوقع عقد؟", "/ar/services/sms-services/pricing").response).toMatch(
      /^نعم\./,
    );
    const landline = ask(
      "نبي رقم أرضي في دبي لخدمة العملاء، متوفر؟",
      "/ar/services/virtual-numbers",
    ).response;
    expect(landline).toMatch(/^نعم،.+04/s);
  });

  it("reads how long the assistant keeps chats, and unsubscribing handled automatically", () => {
    const kept = ask("كم مدة احتفاظكم بمحادثاتي مع المساعد الذكي في الموقع؟", "/ar/privacy");
    expect(kept.response).toMatch(/90/);
    expect(kept.sources[0]?.path).toBe("/ar/privacy");
    const optOut = ask(
      "إذا عميل طلب إلغاء الاشتراك من رسايلنا النصية، تشيلونه تلقائي؟",
      "/ar/services/sms-services",
    );
    expect(optOut.response).toMatch(/تلقائي.+تُستبعد/s);
  });

  it("answers SMPP asked by a reseller in Doha, not Qatar's networks", () => {
    const reply = ask(
      "نحن موزّع خدمات اتصالات في الدوحة وعندنا ربط SMPP. تدعمون SMPP؟",
      "/ar/services/sms-services/qatar",
    );
    expect(reply.response).toMatch(/SMPP/);
    expect(reply.response).not.toMatch(/Ooredoo/);
  });

  it("keeps the first API call for developers, and writes it in Arabic", () => {
    const offers = ask("send promotional whatsapp. is it possible?", "/services/whatsapp-services").response;
    expect(offers).toMatch(/agree to receive messages|opt in/);
    expect(offers).not.toMatch(/curl|endpoint/);
    const call = ask(
      "كيف أرسل أول رسالة واتساب عبر API؟ ما هو الـ endpoint؟",
      "/ar/services/whatsapp-services",
    );
    expect(call.response).toMatch(/نقطة النهاية https:\/\/api\.relaywave\.example\/v1\/whatsapp\/messages/);
    expect(call.response).not.toMatch(/\bOur\b|ready to copy/);
  });

  it("lists a team's open roles, and says pay is not published", () => {
    const { talk } = conversationWith(engine, "ar");
    const [jobs, salary] = talk("أنا مهندس حديث التخرج من الدمام، عندكم وظائف الحين؟", "كم الراتب تقريباً؟");
    expect(jobs?.response).toMatch(/^نعم.+الخلفية.+واجهات أمامية/s);
    expect(jobs?.response).not.toMatch(/نجاح العملاء/);
    expect(salary?.response).toMatch(/لا تنشر صفحة الوظائف أرقام الرواتب/);
  });

  it("says what a market requires before the first message: India's DLT, then the documents", () => {
    const reply = ask(
      "عندنا شركة توصيل وعملاء في الهند، نبي نرسل لهم تحديثات الشحنات SMS. وش المطلوب؟",
      "/ar/services/sms-services/india",
    );
    expect(reply.response).toMatch(/DLT.+المستندات/s);
    expect(ask("what documents do we need for india?", "/services/sms-services/india").response).not.toMatch(
      /DLT/,
    );
  });

  it("answers RCS against SMS for a restaurant group in Kuwait from the RCS page", () => {
    const reply = ask(
      "عندنا مجموعة مطاعم بالكويت، شنو الفرق بين RCS والمسج العادي؟",
      "/ar/services/rcs-services",
    );
    expect(reply.sources[0]?.path).toBe("/ar/services/rcs-services");
    expect(reply.response).toMatch(/شعار/);
  });

  it("says which number types exist depends on the country, and names the IVR when asked with one", () => {
    const tollFree = ask(
      "نحن شركة توريد في أبوظبي، نبي رقم مجاني لخط الدعم. متوفر عندكم؟",
      "/ar/services/virtual-numbers",
    );
    expect(tollFree.response).toMatch(/يعتمد/);
    const ivr = ask(
      "We need a toll-free number with an IVR menu in UAE. Can you provide?",
      "/services/virtual-numbers",
    );
    expect(ivr.response).toMatch(/IVR/);
  });

  it("says yes again to a yes/no question asked again, and who maintains a site after launch", () => {
    const { last } = conversationWith(engine, "ar");
    const again = last("أبغى أرسل عروض على الواتساب للزباين. ينفع؟", "يعني لازم الزبون يوافق قبل؟");
    expect(again.response).toMatch(/نعم\./);
    expect(again.sources[0]?.path).toBe("/ar/services/whatsapp-services");
    const site = conversationWith(engine).last(
      "we want a website",
      "and after launch who will handle maintenance?",
    );
    expect(site.response).toMatch(/support agreements/);
  });
});
