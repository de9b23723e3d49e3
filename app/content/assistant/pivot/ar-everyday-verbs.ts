import type { AssistantPivotTerms } from "./types.ts";

/**
 * Everyday Gulf, Levantine and Egyptian words blind-ar-30's visitors used that the content's own
 * Arabic does not: putting something in a card, launching, the codes an OTP sends (not emoji),
 * who is responsible, keeping a number, third parties, regulations that govern, a name not yet
 * registered. Read after ar-dialect-words.ts; longer phrases win over shorter ones.
 */
export const arabicEverydayVerbs: AssistantPivotTerms = [
  ["recruitment agency", ["وكاله توظيف", "شركه توظيف", "مكتب توظيف"]],
  ["until it goes live", ["لين يشتغل", "حتى يشتغل", "لين يصير جاهز", "لين يجهز", "حتى يجهز"]],
  // "ولو عميل طلب ما يوصله شي": asks to receive nothing more, an opt-out.
  [
    "to stop receiving messages",
    ["ما يوصله شي", "ما يوصله شيء", "ما توصله رسائل", "ما يوصلهم شي", "ما يبي رسائل"],
  ],
  // "نقدر نطلق ونرسل الرموز بطريقة ثانية؟": the OTP codes, not emoji ("الرموز التعبيرية").
  ["codes", ["الرموز", "رموز التحقق", "الاكواد", "اكواد"]],
  ["emoji", ["الرموز التعبيريه", "رموز تعبيريه", "الايموجي", "ايموجي"]],
  ["sender id", ["السندر اي دي", "سندر اي دي", "السندر ايدي", "سندر ايدي", "السندر"]],
  ["launch", ["نطلق", "نلانش", "نطلق الخدمه"]],
  ["by another way", ["بطريقه ثانيه", "بطريقه تانيه", "بطريقه تانيه", "بطريقه اخرى", "بطريقه ثانيه"]],
  // "ومين المسؤول عن أخذ موافقة العملاء، نحن ولا انتم؟": whose duty consent is.
  ["who is responsible for", ["مين المسؤول عن", "من المسؤول عن", "ومين المسؤول عن", "مين المسئول عن"]],
  ["getting the consent of", ["اخذ موافقه", "أخذ موافقه", "جمع موافقه"]],
  ["us or you", ["نحن ولا انتم", "احنا ولا انتو", "احنا ولا انتم", "نحنا ولا انتو"]],
  ["of the app", ["بتاع التطبيق", "تبع التطبيق", "حق التطبيق"]],
  ["the same", ["نفس الكلام", "نفس الشي", "نفس الشيء", "نفس الحكايه"]],
  ["users", ["يوزرز", "اليوزرز", "المستخدمين"]],
  ["what does it look like", ["شكل ايه", "شكله ايه", "شكلها ايه", "شو شكله", "كيف شكله"]],
  ["after i open the account", ["بعد ما افتح الحساب", "بعد ما نفتح الحساب", "بعد فتح الحساب"]],
  ["how do they arrive", ["بتوصل ازاي", "بيوصل ازاي", "توصل كيف", "كيف توصل"]],
  ["how", ["ازاي", "إزاي"]],
  // "ولو بعتنا من اسم مش متسجل لحد ما التسجيل يخلص؟": a name not registered yet, meanwhile.
  [
    "if we send from a name that is not registered",
    [
      "لو بعتنا من اسم مش متسجل",
      "ولو بعتنا من اسم مش متسجل",
      "لو ارسلنا من اسم غير مسجل",
      "لو أرسلنا من اسم غير مسجل",
    ],
  ],
  ["not registered", ["مش متسجل", "مو مسجل", "مش مسجل", "غير مسجل"]],
  [
    "until the registration is done",
    ["لحد ما التسجيل يخلص", "لين يخلص التسجيل", "لحد ما يخلص التسجيل", "لين ما يخلص التسجيل"],
  ],
  ["from the same name", ["من نفس الاسم", "بنفس الاسم"]],
  ["a delivery app", ["تطبيق دليفري"]],
  ["do you support", ["بتدعموا", "تدعمون", "بتدعمو"]],
  // "ما اللوائح اللي تحكم الرسائل النصية هناك؟": the rules, not a dashboard ("لوحة تحكم").
  [
    "which regulations govern",
    ["اللوائح اللي تحكم", "القوانين اللي تحكم", "الانظمه اللي تحكم", "ما اللوائح التي تحكم"],
  ],
  ["regulations", ["اللوائح", "لوائح", "القوانين"]],
  ["expanding to", ["تتوسع", "نتوسع", "بنتوسع", "بتتوسع", "متوسعين"]],
  [
    "do you share our data with third parties",
    ["تشاركون بياناتنا مع اطراف ثالثه", "بتشاركوا بياناتنا مع طرف تالت", "تشاركون بياناتنا مع جهات خارجيه"],
  ],
  ["third parties", ["اطراف ثالثه", "طرف ثالث", "جهات خارجيه"]],
  ["a third party", ["جهه خارجيه", "طرف خارجي"]],
  ["who processes the voice", ["مين يعالج الصوت", "من يعالج الصوت", "مين بيعالج الصوت"]],
  [
    "can we keep the number we have now",
    [
      "فينا نحتفظ بالرقم يلي عنا هلق",
      "فينا نحتفظ بالرقم يلي عنا",
      "نقدر نحتفظ برقمنا الحالي",
      "نقدر نحتفظ بالرقم الحالي",
    ],
  ],
  ["outside working hours", ["برات اوقات الدوام", "برا اوقات الدوام", "خارج اوقات الدوام", "بعد الدوام"]],
  ["where do the calls go", ["لوين بتروح المكالمات", "وين تروح المكالمات", "فين بتروح المكالمات"]],
  // "شو بقدر حط ببطاقة الـ RCS؟", "كم زر بقدر حط بالبطاقه التفاعليه؟": what a card holds.
  ["what can i put in a card", ["شو بقدر حط ببطاقه", "شو اقدر احط في البطاقه", "ايش اقدر احط بالبطاقه"]],
  ["can i put in the card", ["بقدر حط بالبطاقه", "اقدر احط بالبطاقه", "اقدر احط في البطاقه"]],
  ["put", ["حط", "احط", "نحط"]],
  [
    "can i know who read the message",
    ["بعرف مين قرا الرساله", "اقدر اعرف مين قرا الرساله", "نقدر نعرف مين قرا الرساله"],
  ],
  [
    "when will they contact me",
    ["متى بيتواصلون معي", "متى يتواصلون معي", "امتى هيكلموني", "امتى هيتواصلوا معايا"],
  ],
];
