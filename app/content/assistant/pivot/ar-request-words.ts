import type { AssistantPivotTerms } from "./types.ts";

/**
 * What blind-ar-15 and blind-ar-16's visitors asked in their own words (decision 138): which
 * operators, the telecom sector (not e&), whether undelivered messages are charged, alerts and
 * reminders counted per person, a registration not finished yet, hiring, the visitor's own
 * office, Hindi and Urdu by name, small talk. Read where ar-visitor-words.ts spreads them.
 */
export const arabicRequestWords: AssistantPivotTerms = [
  // ("أي شركات اتصالات": which operators; "قطاع الاتصالات", with the article, is telecoms, not e&.)
  ["which operators", ["اي شركات اتصالات", "أي شركات اتصالات", "اي شركات الاتصالات", "أي شركات الاتصالات"]],
  ["operators", ["شركات اتصالات"]],
  ["telecoms", ["قطاع الاتصالات", "لقطاع الاتصالات", "الاتصالات"]],
  ["one message", ["الرساله الوحده", "الرساله الواحده", "رساله وحده", "رساله واحده"]],
  ["fit", ["تتسع", "يتسع", "تسع", "يسع"]],
  // (Small talk named, so it reads as such and is not a question about the place: "الطقس في الرياض".)
  ["weather", ["الطقس", "طقس", "حالة الجو", "درجة الحراره", "درجات الحراره"]],
  ["football", ["كره القدم", "كورة", "الكورة", "مباراه", "المباراه"]],
  ["alerts", ["تنبيه", "تنبيهات", "التنبيهات"]],
  ["two reminders", ["تذكيرين"]],
  ["two sender names", ["اسمين مرسلين", "اسمين للمرسل", "معرفين مرسل", "معرفين", "اسمين"]],
  ["codes", ["للرموز"]],
  ["students", ["طالب", "طلاب", "طالبه"]],
  ["two messages", ["رسالتين"]],
  ["each", ["لكل واحد", "لكل وحده", "لكل عضو", "لكل طالب", "لكل عميل"]],
  [
    "before registration",
    [
      "قبل لا يخلص التسجيل",
      "قبل ما يخلص التسجيل",
      "قبل ما يكتمل التسجيل",
      "قبل اكتمال التسجيل",
      "قبل لا يكتمل التسجيل",
      "قبل التسجيل",
    ],
  ],
  ["what can we do", ["شنو الحل", "وش الحل", "شو الحل", "ايش الحل", "إيه الحل"]],
  ["for our app", ["لتطبيقنا", "تطبيقنا", "لتطبيق الطلبات", "تطبيق الطلبات"]],
  ["are we charged", ["تحسبون علينا", "تحسبونها علينا", "تحاسبون علينا", "تنحسب علينا", "تنحسب"]],
  // ("في المكتب بدبي": the visitor's office, not ours; "بالهندي": the language, not India.)
  ["in our office", ["في المكتب", "بالمكتب", "في مكتبنا"]],
  ["in hindi", ["بالهندية", "باللغه الهنديه"]],
  ["in urdu", ["بالاوردو", "بالأوردو", "الاوردو", "بالأردية", "بالاردو"]],
  ["are you hiring", ["بتوظفوا", "بتوظفون", "عندكم توظيف"]],
  [
    "do you keep my voice recording",
    ["تحفظون التسجيل الصوتي", "تحفظون تسجيل صوتي", "تحتفظون بالتسجيل الصوتي"],
  ],
  ["before subscribing", ["قبل ما أشترك", "قبل ما اشترك", "قبل الاشتراك"]],
  [
    "are we charged",
    ["تحاسبونا", "تحاسبوننا", "بتحاسبونا", "تحسبونها علينا", "تخصمونها", "ندفع عليها", "بندفع عليها"],
  ],
  // (blind-ar-18 and -19: a job with us, a developer needed, a bought list, answers made up.)
  [
    "job at your company",
    ["اشتغل عندكم", "اشتغل معكم", "اعمل لديكم", "اعمل عندكم", "اعمل معكم", "اشتغل لكم"],
  ],
  ["do i need a developer", ["احتاج مبرمج", "نحتاج مبرمج", "لازم مبرمج", "احتاج مطور", "نحتاج مطور"]],
  [
    "bought numbers",
    ["قائمه ارقام مشتراه", "ارقام مشتراه", "قائمه مشتراه", "ارقام اشتريناها", "ارقام شريناها"],
  ],
  ["make up", ["يالف", "يولف", "يخترع", "يفبرك", "يهلوس", "تالف", "تخترع"]],
  ["wrong answers", ["اجابات غلط", "اجابات خاطئه", "معلومات غلط", "معلومات خاطئه", "ردود غلط"]],
  ["do you keep my voice recordings", ["هل تحفظون تسجيلات صوتي", "تحفظون تسجيلات صوتي", "تحفظون تسجيلات"]],
  ["my voice recordings", ["تسجيلات صوتي", "تسجيلاتي الصوتيه", "تسجيلات صوتيه", "تسجيل صوته", "تسجيل صوتها"]],
  // (blind-ar-20: a deletion asked for, its reply time, the law, how to pay, how fast, what to do first.)
  ["how do i ask you to delete my data", ["كيف اطلب انكم تحذفونها", "كيف اطلب تحذفونها"]],
  ["delete my data", ["تحذفونها", "تحذفوها", "تمسحونها", "تمسحوها", "حذف بياناتي", "احذفوا بياناتي"]],
  [
    "how long until you reply to my privacy request",
    ["كم ياخذون وقت عشان يردون على الطلب", "كم تاخذون وقت عشان تردون على الطلب", "متى تردون على الطلب"],
  ],
  [
    "which data protection law",
    ["اي نظام يحمي", "نظام يحمي بياناتنا", "نظام حمايه البيانات", "اي قانون يحمي"],
  ],
  ["how do we pay", ["شلون ادفع", "شلون ندفع", "كيف ادفع لكم", "كيف ندفع لكم"]],
  ["by card or bank transfer", ["بالبطاقه ولا تحويل", "بالبطاقه او تحويل", "بطاقه ولا تحويل"]],
  ["how fast does it arrive", ["بيوصل في قد ايه", "يوصل في قد ايه", "بيوصل في اد ايه", "توصل في قد ايه"]],
  [
    "what do we need to do",
    ["شو لازم اسوي", "وش لازم اسوي", "ايش لازم اسوي", "شو لازم نسوي", "وش لازم نسوي"],
  ],
  ["what is", ["شنو"]],
  ["does it work on", ["هل تشتغل على", "تشتغل على"]],
  // (blind-ar-19: receipts, two segments each, what DLT means, before registration, a customer's
  // invoice trouble, the price of a minute of calls.)
  ["receipts", ["ايصالات التبرع", "ايصال", "ايصالات", "الايصالات"]],
  ["each two segments", ["وكل وحده مقطعين", "كل وحده مقطعين", "كل رساله مقطعين"]],
  ["two segments", ["مقطعين"]],
  ["what is", ["شو يعني", "وش يعني", "ايش يعني", "يعني ايه"]],
  [
    "before the sender id is registered",
    ["قبل ما يتسجل اسم المرسل", "قبل ما يتسجل الاسم", "قبل تسجيل اسم المرسل", "قبل ما يتفعل الاسم"],
  ],
  ["i am already your customer", ["اصلا عميل عندكم", "عميل عندكم"]],
  ["a problem with an invoice", ["مشكله في فاتوره", "مشكله بالفاتوره", "مشكله في الفاتوره"]],
  ["who do i talk to", ["اكلم مين", "مين اكلم", "اتواصل مع مين"]],
  ["per minute for calls", ["الدقيقه عندكم للمكالمات", "الدقيقه للمكالمات"]],
  ["must start with", ["لازم يبدا ب", "لازم تبدا ب"]],
  // (blind-ar-21: the data law by name, the 24-hour window, a copy of one's data.)
  ["mention the data protection law", ["تذكر قانون حمايه البيانات", "تذكر نظام حمايه البيانات"]],
  ["24-hour window", ["نافذه ال24 ساعه", "نافذه 24 ساعه", "نافذه الـ24 ساعه", "نافذه الاربع وعشرين ساعه"]],
  ["a copy of my data", ["نسخه من البيانات", "نسخه من بياناتي", "نسخه بياناتي"]],
  ["ways to integrate", ["طرق الربط التقنيه المتاحه", "طرق الربط التقنيه", "طرق الربط", "طرق التكامل"]],
  ["start with", ["يبدا ب", "تبدا ب"]],
  // (blind-ar-23: the assistant keeping what one says, and to whom; a deletion; when we answer; how
  // long approval takes; a million; every number; employees sharing a number.)
  ["this chat", ["الشات بوت ده", "الشات ده", "الشات بوت هذا", "هالشات"]],
  ["do you keep what i type", ["بيحفظ كلامي", "بتحفظ كلامي", "يحفظ كلامي", "تحفظون كلامي", "بتحفظوا كلامي"]],
  // (blind-ar-34: what one writes sent to another company.)
  ["send what i type", ["بيبعت كلامي", "يبعت كلامي", "يرسل كلامي", "بيرسل كلامي", "ترسلون كلامي"]],
  // (blind-ar-34: messages per head after the heads were counted: "كل ولي امر ٥ رسايل".)
  [
    "can we connect it with you",
    ["نقدر نربطه عندكم", "نربطه عندكم", "نربطه معكم", "نوصله عندكم", "نوصله معكم"],
  ],
  // (blind-ar-34: a role's technologies, asked in Egyptian.)
  [
    "which tech stack",
    ["بانهي تكنولوجيز", "انهي تكنولوجيز", "تكنولوجيز", "بأي تقنيات", "اي تقنيات", "ايش التقنيات"],
  ],
  [
    "not approved yet",
    ["لسا ما انقبل", "لسه ما انقبل", "لسا ما اتقبل", "لسه متقبلش", "لسا ما اعتمد", "لسه ما اتعتمد"],
  ],
  [
    "opens next week",
    ["بيفتح الاسبوع الجاي", "يفتح الاسبوع الجاي", "بنفتح الاسبوع الجاي", "نفتح الاسبوع الجاي"],
  ],
  ["connect it to our pbx", ["اربطه بالسنترال", "نربطه بالسنترال", "اوصله بالسنترال"]],
  ["pbx", ["سنترال", "السنترال"]],
  ["press a number", ["يضغط رقم", "يضغط على رقم", "يدوس رقم", "يضغط زر", "اضغط رقم"]],
  ["heard", ["سمع", "سمعوا"]],
  ["each parent", ["كل ولي امر", "لكل ولي امر", "كل ولي الامر"]],
  ["each customer", ["كل عميل", "لكل عميل", "كل زبون", "لكل زبون"]],
  ["each student", ["كل طالب", "لكل طالب"]],
  // (The spoken plural read as written, "تشتغلون", would be our office hours.)
  ["do you work", ["بتشتغلوا", "تشتغلوا"]],
  ["do you keep", ["بتحفظوا", "بتخزنوا", "بتحتفظوا بال"]],
  ["to another company", ["لشركه تانيه", "لشركه ثانيه", "لشركه اخرى", "لجهه خارجيه", "لطرف ثالث"]],
  ["is it shared with anyone else", ["بيتبعت لحد تاني", "يتبعت لحد تاني", "بيتبعت لحد", "ينرسل لاحد ثاني"]],
  ["delete my data", ["امسح بياناتي", "مسح بياناتي", "احذف بياناتي", "امسحوا بياناتي"]],
  ["when will you reply to me", ["هتردوا عليا امتى", "هتردوا امتى", "امتى هتردوا", "متى بتردون علي"]],
  ["how long does it take", ["قديش بتاخد", "قديش تاخد", "قديش ياخد"]],
  ["for a million", ["لمليون"]],
  ["to all numbers", ["لكل الارقام", "لجميع الارقام"]],
  ["can you", ["فيكن", "فيكم"]],
  ["several employees", ["اكثر من موظف", "كذا موظف"]],
  ["an agency", ["وكاله تطبيقات", "وكاله برمجه"]],
  ["how many characters", ["قديش حرف", "كم حرف", "قديش حروف", "كم حروف"]],
  ["until we start", ["لين نبدا", "حتى نبدا", "لحد ما نبدا", "عشان نبدا", "قبل ما نبدا"]],
  // (blind-ar-24: Levantine and Egyptian "when", the team at work, agreeing first, a link, the header.)
  ["and when", ["وايمتى", "وامتى", "وإمتى"]],
  ["when", ["ايمتى", "امتى", "إمتى", "إيمتى"]],
  ["does the team work", ["الفريق بيشتغل", "الفريق يشتغل"]],
  ["must have agreed first", ["يكونون موافقين قبل", "يكونوا موافقين", "يكونون موافقين", "لازم يوافقون"]],
  ["a link", ["لينك", "اللينك", "لنك"]],
  ["header", ["الهيدر", "هيدر"]],
  ["will anyone answer", ["حد هيرد", "حد يرد", "احد يرد", "حد بيرد"]],
  // "بدنا حدا يعملنا تطبيق iOS واندرويد… بتعملو هيك شي؟": someone to build us an app; do you do that.
  ["do you do that", ["بتعملو هيك شي", "بتعملوا هيك شي", "تعملوا كده", "بتعملوا كده"]],
  ["someone to build us", ["حدا يعملنا", "حد يعملنا", "احد يسوي لنا", "حد يعمللنا"]],
  ["if i call you", ["انا بكلمكم", "بكلمكم", "هكلمكم"]],
  ["on friday", ["يوم الجمعه"]],
  ["on saturday", ["يوم السبت"]],
  // (blind-ar-25: what a visitor's everyday words ask — calls and their voice, reminders sent by
  // themselves, failed messages and whom to tell, delivery reports, a booking system to connect.)
  ["and the voice", ["والصوت"]],
  ["can it be", ["يقدر يكون", "ممكن يكون", "يصير يكون"]],
  ["cost of calls", ["تكلفه المكالمات", "سعر المكالمات", "كلفه المكالمات"]],
  ["automated calls", ["المكالمات الاليه", "مكالمات اليه", "اتصالات اليه"]],
  ["allowed", ["مسموحه", "مسموح", "مسموح بها"]],
  ["a recorded message", ["رساله مسجله", "برساله مسجله", "رساله صوتيه مسجله"]],
  ["is absent", ["يغيب", "غايب", "غائب"]],
  ["send a reminder", ["يبعت تذكير", "يرسل تذكير", "يبعث تذكير", "يذكر"]],
  ["automatically", ["من نفسه", "لحاله", "تلقائيا", "اوتوماتيك"]],
  ["failed messages", ["رسايل فاشله", "رسائل فاشله", "رسايل ما وصلت", "رسائل لم تصل"]],
  ["who do i contact", ["لمين اتواصل", "مع مين اتواصل", "مين اكلم", "لمن اتواصل"]],
  ["get delivery reports", ["اطلع تقارير التسليم", "اشوف تقارير التسليم", "تقارير التسليم"]],
  ["integrate with", ["تنربط مع", "تنربط ب", "يرتبط مع", "تربطوها مع", "نربطها مع"]],
  ["booking system", ["نظام الحجز", "نظام الحجوزات", "سيستم الحجز"]],
  ["give me an email or a number", ["تعطيني ايميل او رقم", "تعطيني ايميل", "عطني ايميل", "اعطني ايميل"]],
  ["to talk to someone", ["اكلم فيه احد", "اكلم فيه حد", "اكلم احد", "احكي مع حد"]],
  ["what should i write in the email", ["لازم اكتب بالايميل", "اكتب بالايميل", "اكتب في الايميل"]],
  ["how long do you take to reply", ["بتاخدوا وقت لتردوا", "تاخذون وقت للرد", "وقت لتردوا", "متى بترد"]],
  ["customers at night", ["الزباين بالليل", "العملاء بالليل", "الزبائن بالليل", "العملاء في الليل"]],
  ["for the drivers", ["للسواقين", "للسائقين", "للمندوبين"]],
  ["task list", ["قائمه مهام", "قائمه المهام"]],
  ["proof of delivery", ["اثبات تسليم", "اثبات التسليم"]],
  ["like that", ["بالشكل ده", "بهالشكل", "بهذا الشكل", "زي كذا"]],
  ["for each country", ["لكل بلد", "لكل دوله", "بكل بلد"]],
  ["are you open", ["انتو فاتحين", "انتم فاتحين", "فاتحين", "تفتحون", "بتفتحوا"]],
  ["for how long", ["لقديش", "لاي مده", "لكم مده", "لمتى"]],
  ["how much will it cost me", ["هيكلفني كام", "هيكلفني", "بيكلفني", "يكلفني", "راح يكلفني"]],
  ["excluding tax", ["من غير ضريبه", "بدون ضريبه", "بدون الضريبه", "من غير الضريبه"]],
  ["what percentage", ["كم نسبه", "قديش نسبه", "ايش نسبه"]],
  ["which time zone", ["ايش التوقيت", "اي توقيت", "ما التوقيت", "وش التوقيت", "شو التوقيت"]],
  ["to schedule", ["لجدوله", "جدوله", "نجدول"]],
  ["how much is an otp message", ["كم رساله ال otp", "كم رساله الotp", "كم رساله otp"]],
  ["do we have to add", ["لازم اضيف", "لازم نضيف", "لازم نحط", "لازم احط"]],
  ["we are a marketing agency", ["نحنا وكاله تسويق", "احنا وكاله تسويق", "نحن وكاله تسويق"]],
  ["to numbers in egypt", ["لارقام مصريه", "ارقام مصريه", "للارقام المصريه"]],
  ["of these", ["من هذي", "من هذه", "من هاي", "من هذول", "من هدول"]],
  // (blind-ar-27: the role just named, where it is, how long to wait before trying the API.)
  ["this role", ["هاي الوظيفه", "هذه الوظيفه", "هالوظيفه", "الوظيفه هذي", "هذي الوظيفه", "هاد الوظيفه"]],
  ["where is it located", ["وين مكانها", "وين مكانه", "فين مكانها", "وين موقعها"]],
  ["technical support", ["الدعم الفني", "دعم فني", "الدعم التقني", "دعم تقني"]],
  ["years of experience", ["سنين خبره", "سنوات خبره", "خبره سنين", "خبره سنوات"]],
  ["experience", ["خبره", "خبرتي"]],
  ["years", ["سنين", "سنوات"]],
  [
    "how long until",
    ["قديش بدي استنى لحتى", "قديش بدي استنى", "قديش لازم استنى", "كم لازم انتظر", "كم بنتظر", "كم انتظر"],
  ],
  // (blind-ar-35: selling what was written, a second question after "و", approval awaited, the
  // hours a market forbids, the promotional rate asked as "the message", shipment tracking.)
  ["do you sell it", ["تبيعونه", "تبيعوه", "بتبيعوه", "بتبيعونه", "تبيعونها", "تبيعوها", "بتبيعوها"]],
  ["to anyone", ["لأحد", "لاحد", "لحد", "لأي أحد", "لاي احد", "لأي جهة", "لاي جهه", "لجهات ثانيه"]],
  [
    "and how long does it take",
    ["وبياخد قد ايه", "وياخد قد ايه", "وبياخد كام يوم", "وكم ياخذ", "وكم ياخد", "وقديش بياخد", "وكم يستغرق"],
  ],
  [
    "before it is approved",
    [
      "قبل ما يعتمدون",
      "قبل ما يعتمدوا",
      "قبل لا يعتمدون",
      "قبل ما يوافقون",
      "قبل ما يوافقوا",
      "قبل الموافقه",
    ],
  ],
  ["certain times", ["مواعيد معينه", "اوقات معينه", "ساعات معينه"]],
  [
    "forbidden to send",
    ["ممنوع ابعت", "ممنوع ارسل", "ممنوع الارسال", "ممنوع نبعت", "ممنوع نرسل", "يمنع الارسال"],
  ],
  ["normal sms", ["المسجات العاديه", "المسجات العادية"]],
  // ("زي الإمارات": like the UAE, a comparison, not a move there.)
  ["like", ["زي"]],
  ["shipment tracking", ["تتبع شحنات", "تتبع الشحنات", "تتبع الشحنه", "تتبع الطلبات"]],
];
