/**
 * How an Arabic or Hindi answer shows the kind of answer a question asked for (a duration, the
 * documents, the hours…): the engine writes its answer in the visitor's language, so the checks
 * that a passage gives what was asked (answer-type.ts) read the words that language uses. The
 * words are the ones the site's Arabic and Hindi pages use.
 */
import type { Locale } from "../../../app/content/locales.ts";

type Translated = Exclude<Locale, "en">;

const arabicDigits = "[0-9٠-٩]";
const devanagariDigits = "[0-9०-९]";

/** By kind of answer (answer-type.ts's AnswerType; named by string so neither module imports the other). */
export const localGives: Record<Translated, Partial<Record<string, RegExp>>> = {
  ar: {
    characters: /(حرف|أحرف|حروف|حرفًا)/u,
    documents: /(رخصة|الرخصة|السجل التجاري|سجل تجاري|خطاب تفويض|خطاب التفويض|تفويض|شهادة|ترويسة|PAN)/u,
    window: new RegExp(`${arabicDigits}{1,2}:${arabicDigits}{2}|أي وقت|أي ساعة`, "u"),
    tax: /(ضريبة|الضريبة|الضرائب|القيمة المضافة|VAT|GST)/u,
    duration:
      /(يوم عمل|أيام عمل|أيام|يومين|أسبوع|أسبوعين|أسابيع|ساعة|ساعات|دقيقة|دقائق|ثوان|ثانية|شهر|أشهر|شهرًا)/u,
    guessing: /(التخمين|لا يعرف|حرفيًا)/u,
    fallback: /(احتياطي|بديل|بدلًا|واتساب|WhatsApp|مكالمة صوتية|إعادة الإرسال|موظف|شخص|فريقك)/u,
    price: /\$|USD|دولار|لكل (رسالة|مقطع)|الفوترة|تدفع/u,
    consent: /(موافقة|الموافقة|موافقتهم|وافق|يوافق|إذن|الاشتراك)/u,
    reports: /(خطافات الويب|webhooks?)/u,
    language: /(العربية|بالعربية|عربي|الإنجليزية|بالإنجليزية|إنجليزي|الهندية|هندي|الأردية|لغة|لغات)/u,
  },
  hi: {
    characters: /(कैरेक्टर|अक्षर)/u,
    documents: /(लाइसेंस|कमर्शियल रजिस्ट्रेशन|ऑथराइज़ेशन लेटर|प्रमाणपत्र|सर्टिफ़िकेट|लेटरहेड|PAN|GST)/u,
    window: new RegExp(`${devanagariDigits}{1,2}:${devanagariDigits}{2}|किसी भी समय`, "u"),
    tax: /(टैक्स|कर शामिल|VAT|GST)/u,
    duration: /(कार्य दिवस|दिन|सप्ताह|हफ़्त|घंटे|मिनट|सेकंड|महीने)/u,
    guessing: /(अंदाज़ा|अंदाजा|न पता|शब्दशः)/u,
    fallback: /(फ़ॉलबैक|फॉलबैक|WhatsApp|वॉइस कॉल|इंसान|मानवीय|दोबारा भेज|आपकी टीम)/u,
    price: /\$|USD|प्रति (मैसेज|सेगमेंट)|बिल|भुगतान/u,
    consent: /(सहमति|मंजूरी|मंज़ूरी|ऑप्ट-इन|opt-in|अनुमति)/u,
    reports: /(webhook|वेबहुक)/u,
    language: /(अरबी|हिंदी|हिन्दी|अंग्रेज़ी|अंग्रेजी|उर्दू|तमिल|बंगाली|भाषा)/u,
  },
};
