import type { AssistantPivotTerms } from "./types.ts";

/**
 * Arabic as the twenty-seventh session's visitors wrote it (decision 147): how long chats are kept,
 * a promotional price and "the same, how much?", Egyptian "what will it cost", WhatsApp and boarding
 * passes, automated reminder calls, how long a build takes, a problem after launch, one sender name
 * or one number for all, rules there, before the sender is registered, and code written to order.
 * Spread into ar-data-and-channels.ts where they stood, so the order terms are read in is kept.
 */
export const arabicAskedAsWritten: AssistantPivotTerms = [
  // ("قديش بتحتفظوا بالمحادثات؟", "قديش بتضل المحادثه محفوظه؟": how long, not how much.)
  [
    "how long do you keep",
    [
      "قديش بتحتفظوا",
      "قديش تحتفظون",
      "كم تحتفظون",
      "كم بتحتفظوا",
      "كم مده تحتفظون",
      "قديش بتضل",
      "كم تظل",
      "كم تبقى",
    ],
  ],
  ["stored", ["محفوظه", "مخزنه"]],
  // ("كم الترويجيه؟", "نفس الشي كم؟", "هيتكلف كام؟": a price asked.)
  [
    "how much is promotional",
    ["كم الترويجيه", "بكم الترويجيه", "كم الترويجي", "قديش الترويجي", "قديش الترويجيه"],
  ],
  ["the same how much", ["نفس الشي كم", "نفس الشيء كم", "نفس الشي بكم", "نفس الشي قديش"]],
  ["how much will it cost", ["هيتكلف كام", "هتتكلف كام", "بيتكلف كام", "يتكلف كام", "هيتكلف", "هتتكلف"]],
  ["on whatsapp", ["للواتساب", "للواتس"]],
  // (Gulf and Levantine questions of the twenty-seventh session: how long a build takes, a problem
  // after launch, one sender name for both, one number for the whole team, rules there, before
  // the sender is registered.)
  ["how long do you take", ["كم تاخذون وقت", "كم تاخذون", "كم تحتاجون وقت"]],
  ["if there is a problem", ["ولو حصلت مشكله", "لو حصلت مشكله", "اذا صارت مشكله", "لو صار في مشكله"]],
  ["after the app launches", ["بعد ما التطبيق ينزل", "بعد ما ينزل التطبيق", "بعد ما ينزل"]],
  ["the same sender name", ["ونفس اسم المرسل", "نفس اسم المرسل", "نفس السندر"]],
  ["all our reception staff", ["كل موظفين الاستقبال", "كل موظفي الاستقبال"]],
  [
    "reply from the same number",
    ["يردون من نفس الرقم", "يردوا من نفس الرقم", "يرد من نفس الرقم", "يردون من رقم واحد"],
  ],
  ["are there any rules", ["وفي شروط", "في شروط", "فيه شروط", "هل في شروط"]],
  ["before the sender id is registered", ["قبل ما يتسجل السندر", "قبل تسجيل السندر", "قبل ما يتسجل"]],
  // ("اكتبلي كود بايثون…": code written to order, which nothing of ours answers.)
  ["write me python code", ["اكتبلي كود بايثون", "اكتب لي كود بايثون", "اكتبلي كود", "اكتب لي كود"]],
  // ("نبي نتصل على المرضى آلياً نذكرهم": calls a machine makes, which are voice's, in any market.)
  [
    "automated reminder calls",
    [
      "نتصل على المرضى اليا",
      "نتصل على العملاء اليا",
      "نتصل اليا",
      "اتصال الي",
      "اتصالات اليه",
      "مكالمات اليه",
      "مكالمه اليه",
    ],
  ],
  ["remind them", ["نذكرهم", "نذكره", "يذكرهم"]],
  ["boarding pass", ["الصعود للطائره", "الصعود الى الطائره", "بطاقه الصعود", "بوردنق"]],
  // ("وش الوظيفة اللي بالمبيعات؟": a job in sales, not our sales team.)
  [
    "sales job",
    [
      "الوظيفه اللي بالمبيعات",
      "الوظيفه اللي في المبيعات",
      "وظيفه المبيعات",
      "وظيفه مبيعات",
      "وظائف المبيعات",
    ],
  ],
  // ("آخر تحديث للسياسة متى؟": when the policy was last updated.)
  ["last updated", ["اخر تحديث", "اخر مره تحدثت", "اخر مره تم تحديث"]],
];
