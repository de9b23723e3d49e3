/**
 * What blind-ar-13 (written blind from the rendered Arabic pages) found and this engine now answers
 * (decision 136): a country we do not serve asked by a company in a city we do, the chat's own
 * data (the IP address, what is written here, deleting it all), Instagram as a channel we do not
 * offer beside our bot, a customer's trainees, a website asked from the visitor's city, and the
 * Arabic words for the green tick, starting before approval and who owns the code.
 */
import { describe, expect, it } from "vitest";
import { smsRates } from "../../app/content/sms-rates.ts";
import { visitorOn } from "../../tests/support/engine-cases.ts";
import { createRetrievalEngine } from "./site-answers.ts";

const { ask, talk } = visitorOn(createRetrievalEngine({ rates: () => smsRates }));

describe("what blind-ar-13 found", () => {
  it("says Sudan is not served to a trading company in Jeddah, in Arabic and English", () => {
    const arabic = ask(
      "السلام عليكم، نحنا شركة تجارية في جدة والملاك سودانيين. بترسلوا رسائل SMS للسودان؟",
      "/ar/services/sms-services",
    ).response;
    expect(arabic).toMatch(/^لا تشمل أسواق الرسائل النصية التي نخدمها السودان/);
    const english = ask(
      "we're a trading company in Jeddah, owners are Sudanese. do you send SMS to Sudan?",
      "/services/sms-services",
    ).response;
    expect(english).toMatch(/^We do not list Sudan among our SMS markets/);
  });

  it("reads the chat's own data: the IP address, patient details written here, deleting it all", () => {
    // (Decision 153: the policy's sentence on the IP address and this chat, not its retention period.)
    expect(ask("تحفظون عنوان الـ IP مع المحادثة؟", "/ar/privacy").response).toMatch(/^لا\. لا نحفظ عنوان IP/);
    expect(
      ask("مستشفى خاص بالبحرين. لو كتبت بيانات مريض في هالمحادثة، وين تروح وكم تنحفظ؟", "/ar/privacy")
        .response,
    ).toMatch(/90 يومًا.+عدم مشاركة بيانات شخصية حساسة/s);
    expect(
      ask("آخر حاجة، عايز تمسحوا كل بياناتي الشخصية من عندكم، أبعت لمين؟", "/ar/contact").response,
    ).toContain("privacy@");
  });

  it("says Instagram is not ours and points to AI agents; a driving school's trainees are its customers", () => {
    const instagram = ask(
      "هلا، عندي بوتيك ملابس بالكويت وكل شغلي على الانستقرام. تقدرون تربطون رسايل الانستا مع البوت حقكم يرد على الزباين؟",
      "/ar/services/ai-agents",
    );
    expect(instagram.response).toMatch(/^لا نقدّم Instagram/);
    expect(instagram.sources.map((source) => source.path)).toContain("/ar/services/ai-agents");
    const school = ask(
      "السلام عليكم، عندنا مدرسة تعليم قيادة في الدمام، نبي بوت يرد على استفسارات المتدربين ٢٤ ساعة ويحجز لهم مواعيد. تسوون هالشي؟",
      "/ar/services/ai-agents",
    );
    expect(school.sources[0]?.path).toBe("/ar/services/ai-agents");
  });

  it("keeps a website conversation from a boutique in Kuwait on the website: login by OTP, support after launch", () => {
    const [, login, after] = talk(
      "/ar/services/web-app-development",
      "هلا، عندي بوتيك بالكويت ونبي موقع يكون عربي وإنجليزي. تسوونه؟",
      "ونبي تسجيل الدخول يكون بكود OTP",
      "وبعد الإطلاق تدعمونه ولا تسلمونه وتمشون؟",
    );
    expect(login).toContain("/ar/services/web-app-development");
    expect(login).not.toContain("US$");
    expect(after).toMatch(/اتفاقيات الدعم/);
  });

  it("answers an app's three questions in order: yes, how long, and whose the code is", () => {
    const reply = ask(
      "تسوون تطبيق جوال للبوتيك على الآيفون والأندرويد؟ كم ياخذ وقت؟ والكود لمين يصير بالأخير؟",
      "/ar/services/web-app-development",
    ).response;
    expect(reply).toMatch(/^نعم\..+بضعة أشهر.+لك أنت\./s);
  });

  it("reads the green tick and starting before the sender name is approved", () => {
    const [, , early, , tick] = talk(
      "/ar/services/sms-services/kuwait",
      "هلا، عندي بوتيك أزياء بالكويت. تقدرون توصلون رسايل لكل الشبكات اللي بالكويت؟",
      "شنو الجهة المنظمة عندنا؟",
      "أبي أبدأ باچر، أقدر أرسل أكواد OTP قبل ما يعتمد اسم المرسل؟",
      "سوري قصدي على الواتساب، كم ياخذ وقت تجهيز حساب واتساب للأعمال؟",
      "ونقدر ناخذ العلامة الخضرا؟",
    );
    expect(early).toMatch(/واتساب|صوتية/);
    expect(tick).toMatch(/ضمان|نضمن|يضمن/);
  });
});
