import { arabicTotalsAndAsides } from "./ar-totals-and-asides.ts";
import type { AssistantPivotTerms } from "./types.ts";

/**
 * Egyptian and Levantine turns of phrase blind-ar-14's visitors wrote (our hours, speaking to
 * someone, trying before paying, a phone that does not support RCS, a sender name rejected or
 * not yet active, support after launch), and what later sets showed (a "what if" a message does
 * not arrive, setting up, expanding, whether undelivered messages are charged). Read after
 * ar-data-and-channels.ts; the pivot tries longer phrases first, so "اذا ما وصل" wins over ar.ts's
 * "ما وصل".
 */
export const arabicDialectWords: AssistantPivotTerms = [
  [
    "what are your working hours",
    ["وبتشتغلوا امتى", "بتشتغلوا امتى", "شغالين امتى", "امتى بتشتغلوا", "امتى بتفتحوا", "ايمتى بتشتغلوا"],
  ],
  ["talk to someone from your team", ["اكلم حد من عندكم", "احكي مع حد من عندكم", "اكلم حد", "احكي مع حد"]],
  ["can i try", ["بقدر جرب", "بقدر اجرب", "اقدر اجرب", "ممكن اجرب", "بقدر جرّب"]],
  ["before paying or signing", ["قبل ما ادفع او اوقع", "قبل ما ادفع او اوقّع", "قبل ما ندفع او نوقع"]],
  ["local phone number", ["رقم تليفون محلي", "رقم تلفون محلي", "رقم هاتف محلي"]],
  ["and that number", ["والرقم ده", "والرقم هاد", "والرقم هذا", "وهالرقم"]],
  ["receive", ["هيستقبل", "حيستقبل", "بيستقبل", "راح يستقبل"]],
  ["why may it be rejected", ["ليش ممكن ينرفض", "ليه ممكن يترفض", "ليش ينرفض", "ليه يترفض", "ليش يترفض"]],
  ["is the length allowed", ["هل طوله مقبول", "طوله مقبول", "الطول مقبول"]],
  ["before it is approved", ["قبل ما يتفعل", "قبل ما يتفعّل", "قبل التفعيل"]],
  [
    "if the customer's phone does not support it",
    ["لو موبايل العميل مش بيدعمه", "ولو موبايل العميل مش بيدعمه", "لو جوال العميل ما يدعمه"],
  ],
  ["what do we pay then", ["هندفع ايه ساعتها", "هندفع ايه", "شو بندفع وقتها", "وش ندفع وقتها"]],
  [
    "after launch do you support it",
    ["وبعد ما ينطلق تدعمونه", "بعد ما ينطلق تدعمونه", "بعد الاطلاق تدعمونه"],
  ],
  ["to arrive", ["ليوصل", "لتوصل", "حتى يوصل", "عشان يوصل"]],
  // ("وإذا ما وصل الرمز، نقدر نرسله بطريقة ثانية؟": a "what if", not a fault happening now.)
  [
    "if it doesn't arrive",
    [
      "اذا ما وصل",
      "اذا ما وصلت",
      "إذا ما وصل",
      "إذا ما وصلت",
      "لو ما وصل",
      "لو ما وصلت",
      "إذا لم يصل",
      "إذا لم تصل",
      "اذا لم يصل",
      "اذا لم تصل",
    ],
  ],
  // "ابي افعّل واتساب بزنس API لمتجري، كم ياخذ وقت؟": to set it up.
  ["i want to set up", ["ابي افعل", "ابي افعّل", "ابغى افعل", "بدي فعل", "عايز افعل", "نبي نفعل", "ابي اشغل"]],
  // "تطبيقنا شغال بدبي وبدنا نتوسع عالهند": our app works in Dubai, and we want to expand to India.
  ["our app works", ["تطبيقنا شغال", "تطبيقنا يشتغل", "تطبيقنا شغّال"]],
  ["expand to", ["نتوسع", "نتوسع في", "نتوسع على", "التوسع الى", "التوسع إلى"]],
  // "هل تحسبون الرسايل اللي ما توصل؟": do you charge for messages that are not delivered.
  ["do you charge for", ["تحسبون", "بتحسبوا", "بتحسبو", "تحاسبون", "بتحاسبوا", "تحسبوا"]],
  [
    "messages that are not delivered",
    [
      "الرسايل اللي ما توصل",
      "الرسائل اللي ما توصل",
      "الرسايل اللي ما بتوصل",
      "الرسائل التي لا تصل",
      "الرسايل اللي مش بتوصل",
    ],
  ],
  // "طيب كام تمن رسالة تأكيد الطلب في الكويت؟": Egyptian "how much is the price of".
  ["how much does it cost", ["كام تمن", "كم تمن", "كم ثمن", "بكام تمن"]],
  // "لو 20 الف رسالة في الشهر ومعاهم رسوم التسجيل يبقى كام؟": a total with the one-time fee.
  [
    "with the registration fee",
    [
      "ومعاهم رسوم التسجيل",
      "ومعاها رسوم التسجيل",
      "ومعها رسوم التسجيل",
      "مع رسوم التسجيل",
      "ومع رسوم التسجيل",
    ],
  ],
  ["registration fee", ["رسوم التسجيل", "رسوم تسجيل"]],
  ["every year", ["كل سنة", "كل سنه", "كل عام", "سنويا", "سنوياً", "بشكل سنوي"]],
  // "السواق والعملاء ما يشوفون أرقام بعض": number masking.
  [
    "number masking",
    [
      "ما يشوفون ارقام بعض",
      "ما يشوفوا ارقام بعض",
      "ميشوفوش ارقام بعض",
      "اخفاء الرقم",
      "اخفاء الارقام",
      "إخفاء الرقم",
      "إخفاء الأرقام",
    ],
  ],
  // "والتيمبلت فيه رابط لتنزيل التطبيق، في مشكلة؟": a link in a template, whether that is a problem.
  ["the template has", ["التيمبلت فيه", "والتيمبلت فيه", "القالب فيه", "والقالب فيه"]],
  ["template", ["التيمبلت", "تيمبلت", "التمبلت", "تمبلت"]],
  [
    "a link to download the app",
    ["رابط لتنزيل التطبيق", "رابط تنزيل التطبيق", "رابط تحميل التطبيق", "لينك تحميل التطبيق"],
  ],
  ["is that a problem", ["في مشكله", "فيه مشكله", "في اي مشكله"]],
  // "عم بشتغل على تطبيق لعميل بالهند بدو OTP": the visitor's own app, not one we build.
  [
    "we are working on our app",
    ["عم بشتغل على تطبيق", "بشتغل على تطبيق", "عم نشتغل على تطبيق", "نشتغل على تطبيق", "شغالين على تطبيق"],
  ],
  // "ولو المراجع طلب يكلم موظف؟" about an agent: what it does when a customer asks, not a handoff.
  [
    "and what if the customer asks",
    [
      "ولو المراجع طلب",
      "واذا المراجع طلب",
      "لو المراجع طلب",
      "ولو العميل طلب",
      "واذا العميل طلب",
      "لو العميل طلب",
      "ولو الزبون طلب",
      "واذا الزبون طلب",
    ],
  ],
  // (Then the thirty-first session's: ar-totals-and-asides.ts.)
  ...arabicTotalsAndAsides,
];
