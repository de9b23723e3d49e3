/**
 * Every word of the contact form in Arabic: labels, hints, validation messages,
 * progress, success and failure notices. "{salesEmail}" and "{companyName}" are
 * filled from the company's facts.
 */
import type { ContactFormTexts } from "./types.ts";

export const contactFormTexts: ContactFormTexts = {
  title: "أرسل لنا رسالة",
  intro: "أخبرنا بما تريد تحقيقه. يجب تعبئة الحقول المشار إليها بأنها مطلوبة، وسنرد عليك خلال {replyTime}.",
  required: "(مطلوب)",
  labels: {
    name: "الاسم",
    email: "البريد الإلكتروني للعمل",
    company: "الشركة",
    phone: "الهاتف",
    country: "الدولة",
    service: "الخدمة التي تهمك",
    message: "الرسالة",
    consent: "أوافق على أن تتواصل معي {companyName} بخصوص هذا الاستفسار، وفق ما توضحه {privacyPolicy}.",
    consentLink: "سياسة الخصوصية",
    website: "اترك هذا الحقل فارغًا",
  },
  hints: {
    phone: "اختياري، بالصيغة الدولية، مثل +971 4 123 4567.",
    message:
      "10 أحرف على الأقل. يفيدنا كثيرًا أن تذكر حالة الاستخدام والدول المستهدفة وأحجام الرسائل المتوقعة.",
    characterCount: { other: "الأحرف المستخدمة: {count} من {max}." },
  },
  options: {
    countryPlaceholder: "اختر دولة",
    marketsGroup: "أسواقنا للرسائل النصية",
    otherCountriesGroup: "دول أخرى",
    servicePlaceholder: "لم أحدد بعد",
  },
  submit: "إرسال الرسالة",
  sending: "جارٍ إرسال رسالتك",
  errorSummary: "يُرجى تصحيح الحقول المحددة.",
  failure: {
    network: "تعذّر إرسال رسالتك بسبب انقطاع الاتصال. نصّ رسالتك ما زال محفوظًا هنا، فيُرجى المحاولة مرة أخرى.",
    server: "حدث خطأ من جهتنا ولم تُرسَل رسالتك. نصّ رسالتك ما زال محفوظًا هنا، فيُرجى المحاولة مرة أخرى.",
    rateLimited:
      "أرسلت عدة رسائل خلال وقت قصير. يُرجى الانتظار لمدة {wait} ثم المحاولة مجددًا، أو مراسلتنا على {salesEmail}.",
    /** The wait in whole minutes, rounded up. */
    waitMinutes: {
      zero: "{count} دقيقة",
      one: "دقيقة",
      two: "دقيقتين",
      few: "{count} دقائق",
      many: "{count} دقيقة",
      other: "{count} دقيقة",
    },
  },
  messages: {
    errors: {
      name: "يُرجى إدخال اسمك.",
      nameLength: "يجب ألا يتجاوز اسمك 120 حرفًا.",
      email: "يُرجى إدخال بريدك الإلكتروني للعمل.",
      emailFormat: "يُرجى إدخال عنوان بريد إلكتروني صحيح، مثل name@company.com.",
      company: "يجب ألا يتجاوز اسم الشركة 160 حرفًا.",
      phone: "يُرجى إدخال رقم الهاتف بالصيغة الدولية، مثل +971 4 123 4567.",
      country: "يُرجى اختيار دولة من القائمة.",
      service: "يُرجى اختيار خدمة من القائمة.",
      message: "يُرجى إخبارنا بالمزيد: 10 أحرف على الأقل.",
      messageLength: "يجب ألا تتجاوز رسالتك 2000 حرف.",
      consent: "يُرجى الموافقة على التواصل معك حتى نتمكن من الرد.",
      lineBreak: "يُرجى كتابة هذا الحقل في سطر واحد، دون فواصل أسطر.",
      bidiControls:
        "يحتوي هذا الحقل على رموز غير مرئية تغيّر اتجاه النص ({codes}). يُرجى إعادة كتابته من دونها.",
      form: "تعذّر إرسال هذا النموذج. يُرجى تحديث الصفحة والمحاولة مرة أخرى.",
      keyReused: "سبق إرسال هذا النموذج ببيانات مختلفة، لذا لم تُحفظ تعديلاتك. يُرجى إرساله مرة أخرى.",
    },
    success: {
      toast: "شكرًا لك، تم إرسال رسالتك.",
      title: "شكرًا لك يا {name}.",
      body: "وصلت رسالتك إلى فريق المبيعات لدينا. سنرد عليك خلال {replyTime}، وعادةً من العنوان {salesEmail}.",
      again: "إرسال رسالة أخرى",
    },
  },
};
