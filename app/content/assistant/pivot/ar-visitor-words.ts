import type { AssistantPivotTerms } from "./types.ts";

/**
 * Arabic as visitors of the Gulf, Egypt and the Levant wrote it in the blind sets (decision 129):
 * their words for working hours, reply times, booking confirmations, charities, drivers, what to
 * write, the months after the first. Read after ar.ts's own terms, in this order.
 */
export const arabicVisitorWords: AssistantPivotTerms = [
  ["and then", ["وبعدين", "وبعدها", "طيب وبعدين"]],
  ["office hours", ["ساعات الشغل", "مواعيد الشغل", "مواعيد العمل", "ساعات العمل", "اوقات العمل"]],
  [
    "how quickly do you reply",
    ["بتردوا في قد ايه", "بتردوا على الايميل", "تردون على الايميل", "تردوا على الايميل", "في قد ايه"],
  ],
  ["what should i write", ["ايه اللي لازم اكتبه", "ايش اكتب", "وش اكتب", "ايه اكتب", "ماذا اكتب", "شو اكتب"]],
  ["first message", ["اول رساله"]],
  [
    "booking confirmations",
    ["تاكيد الحجز", "تاكيدات الحجز", "تاكيد حجز", "تاكيد الطلب", "تاكيدات الطلبات", "تاكيد الموعد"],
  ],
  ["charity", ["منظمه خيريه", "جمعيه خيريه", "مؤسسه خيريه"]],
  ["in each country", ["بكل دوله", "في كل دوله", "لكل دوله", "بكل بلد", "في كل بلد"]],
  ["of them", ["فيهم", "منهم", "بينهم"]],
  ["which one", ["اي وحده", "انهي وحده", "مين فيهم", "اي واحده", "اي واحد"]],
  ["drivers", ["السواقين", "السائقين", "السواق", "المناديب"]],
  ["call", ["يتصلون", "يتصل", "نتصل", "يكلمون"]],
  [
    "without showing their number",
    ["بدون ما يبان رقمهم", "بدون ما يظهر رقمهم", "ما يبان رقمهم", "بدون ما يبين رقمهم", "بدون ما يبان رقمه"],
  ],
  [
    "the following months",
    [
      "الشهور اللي بعدها",
      "الشهور اللي بعده",
      "الشهور الجايه",
      "باقي الشهور",
      "الاشهر التاليه",
      "الشهور التاليه",
    ],
  ],
  ["text", ["النصيه", "نصيه"]],
  ["arabic", ["عربيا", "عربي", "العربي", "العربيه"]],
  ["customer", ["العضو", "الضيف", "المشترك"]],
  ["messaged us", ["راسلنا", "كلمنا", "بعت لنا"]],
  ["fallback alternative", ["بديل", "البديل", "بدائل"]],
  ["is there a fee", ["وفي رسوم", "في رسوم", "فيه رسوم", "هل في رسوم", "عليه رسوم"]],
  ["is there", ["هل في", "هل فيه", "هل يوجد"]],
  ["confirm", ["يأكد", "يؤكد", "يأكدون", "يؤكدون", "يكد"]],
  ["confirmation", ["تأكيد", "تاكيد"]],
];
