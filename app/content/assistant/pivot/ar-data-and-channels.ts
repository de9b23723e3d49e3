import { arabicAskedAsWritten } from "./ar-asked-as-written.ts";
import type { AssistantPivotTerms } from "./types.ts";

/**
 * Arabic for what a visitor writes in this chat and where it goes (the IP address, "delete all my
 * personal data", "if I write a patient's details here"), the visitor's own channels (Instagram)
 * and a customer's trainees, who are not our interns; and what blind-ar-13's visitors wrote besides
 * (the green tick, applying for a job, who owns the code). Read after ar-visitor-words.ts.
 */
export const arabicDataAndChannelWords: AssistantPivotTerms = [
  ["ip address", ["عنوان الـ ip", "عنوان ال ip", "عنوان الip", "عنوان ip", "الـ ip", "ال ip"]],
  ["if i write it", ["لو كتبتها", "اذا كتبتها", "لو كتبناها", "اذا كتبناها", "لو كتبته", "اذا كتبته"]],
  ["if i write", ["لو كتبت", "اذا كتبت", "إذا كتبت", "لو كتبنا", "اذا كتبنا"]],
  [
    "if i send it to",
    ["لو ارسلتها", "اذا ارسلتها", "لو بعتها", "لو بعثتها", "اذا بعثتها", "لو ارسلناها", "اذا ارسلناها"],
  ],
  ["in this chat", ["في هالمحادثه", "بهالمحادثه", "في هذه المحادثه", "في المحادثه هذي", "هنا في الشات"]],
  ["where does it go", ["وين تروح", "وين يروح", "فين بتروح", "لوين بتروح"]],
  [
    "delete all my personal data",
    ["تمسحوا كل بياناتي الشخصيه", "تمسحون كل بياناتي", "تمسحوا بياناتي", "امسحوا بياناتي"],
  ],
  ["whom do i write to", ["ابعت لمين", "أبعت لمين", "اراسل مين", "اكتب لمين", "اتواصل مع مين"]],
  [
    "we sell on instagram",
    [
      "ابيع على الانستقرام",
      "نبيع على الانستقرام",
      "ابيع على الانستغرام",
      "نبيع على الانستغرام",
      "ابيع على الانستا",
    ],
  ],
  // ("عندنا مكتب عقار": the visitor's business, not where ours is.)
  ["our office", ["ومكتبنا", "مكتبنا", "مكاتبنا", "عندنا مكتب", "لدينا مكتب", "عندي مكتب", "احنا مكتب"]],
  ["on instagram", ["على الانستقرام", "على الانستغرام", "على انستقرام", "على الانستا"]],
  ["instagram", ["الانستقرام", "الانستغرام", "انستقرام", "انستغرام", "الانستا", "انستا"]],
  ["customers enquiries", ["استفسارات المتدربين", "استفسارات المتدربات", "استفسارات الطلاب"]],
  [
    "login with otp",
    ["تسجيل الدخول يكون بكود otp", "تسجيل الدخول بكود otp", "تسجيل دخول بكود otp", "تسجيل الدخول برمز otp"],
  ],
  [
    "before it is approved",
    ["قبل ما يعتمد", "قبل ما يتعمد", "قبل ما ينعتمد", "قبل ما يوافقون", "قبل الاعتماد"],
  ],
  ["i want to start tomorrow", ["ابي ابدا باچر", "ابي ابدا باكر", "ابغى ابدا بكره", "بدي ابلش بكرا"]],
  ["green tick", ["العلامه الخضرا", "العلامه الخضراء", "علامه خضرا", "الصح الاخضر", "العلامه الزرقا"]],
  ["for high volumes", ["للاحجام الكبيره", "للكميات الكبيره", "للحجم الكبير"]],
  [
    "and whatsapp the same",
    ["طب للواتساب نفس الشي", "للواتساب نفس الشي", "وللواتساب نفس الشي", "والواتساب نفس الشي"],
  ],
  ["what do i send", ["شو لازم ابعت", "ايش لازم ارسل", "وش لازم ارسل"]],
  // "والرساله لو بالعربي نفس الشي؟" after a price: does Arabic cost the same.
  ["the same", ["نفس الشي", "نفس الشيء", "نفس الشئ", "زي بعض", "نفس السعر"]],
  [
    "remaining balance refunded",
    ["الرصيد اللي فاضل", "الرصيد المتبقي", "الرصيد الباقي", "هيرجعلي فلوس", "ترجعون الفلوس"],
  ],
  [
    "and in which languages is the voice",
    ["وباي لغات يكون الصوت", "وبأي لغات يكون الصوت", "وباي لغه يكون الصوت"],
  ],
  ["and in which languages", ["وباي لغات", "وبأي لغات", "وباي لغه", "وبأي لغة"]],
  [
    "how do delivery reports reach me",
    [
      "كيف بتوصلني تقارير التسليم",
      "كيف توصلني تقارير التسليم",
      "كيف توصلنا تقارير التسليم",
      "كيف بتوصلنا تقارير التسليم",
    ],
  ],
  ["is there smpp", ["في smpp", "فيه smpp", "في عندكم smpp"]],
  ["developer", ["انا مطور", "مطور"]],
  [
    "and who owns the code at the end",
    ["والكود لمين يصير بالاخير", "والكود لمين يصير", "والكود لمين", "والكود حق مين", "والكود لمن"],
  ],
  ["who owns the code", ["الكود لمين", "الكود حق مين", "الكود يصير لمين"]],
  ["how do i apply", ["كيف بقدم", "كيف اقدم", "كيف اتقدم", "شلون اقدم", "كيف اسوي تقديم"]],
  [
    "and what are the interview stages",
    ["وشو مراحل المقابلات", "وش مراحل المقابلات", "وايش مراحل المقابلات", "ومراحل المقابلات"],
  ],
  ["driving school", ["مدرسه تعليم قياده", "مدرسه تعليم القياده", "تعليم قياده", "مدرسه قياده"]],
  ["how long is it kept", ["وكم تنحفظ", "كم تنحفظ", "وكم يتحفظ", "كم يتحفظ", "كم تتخزن"]],
  // (Then what decision 147's visitors wrote: ar-asked-as-written.ts.)
  ...arabicAskedAsWritten,
  ["sudanese", ["سودانيين", "سودانيون", "سوداني"]],
];
