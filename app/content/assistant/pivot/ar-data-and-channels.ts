import type { AssistantPivotTerms } from "./types.ts";

/**
 * Arabic for what a visitor writes in this chat and where it goes (the IP address, "delete all my
 * personal data", "if I write a patient's details here"), the visitor's own channels (Instagram)
 * and a customer's trainees, who are not our interns. Read after ar-visitor-words.ts.
 */
export const arabicDataAndChannelWords: AssistantPivotTerms = [
  ["ip address", ["عنوان الـ ip", "عنوان ال ip", "عنوان الip", "عنوان ip", "الـ ip", "ال ip"]],
  ["if i write", ["لو كتبت", "اذا كتبت", "إذا كتبت", "لو كتبنا", "اذا كتبنا"]],
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
  ["our office", ["ومكتبنا", "مكتبنا", "مكاتبنا"]],
  ["on instagram", ["على الانستقرام", "على الانستغرام", "على انستقرام", "على الانستا"]],
  ["instagram", ["الانستقرام", "الانستغرام", "انستقرام", "انستغرام", "الانستا", "انستا"]],
  ["customers enquiries", ["استفسارات المتدربين", "استفسارات المتدربات", "استفسارات الطلاب"]],
  ["login with otp", ["تسجيل الدخول يكون بكود otp", "تسجيل الدخول بكود otp", "تسجيل دخول بكود otp", "تسجيل الدخول برمز otp"]],
  ["driving school", ["مدرسه تعليم قياده", "مدرسه تعليم القياده", "تعليم قياده", "مدرسه قياده"]],
  ["how long is it kept", ["وكم تنحفظ", "كم تنحفظ", "وكم يتحفظ", "كم يتحفظ", "كم تتخزن"]],
  ["sudanese", ["سودانيين", "سودانيون", "سوداني"]],
];
