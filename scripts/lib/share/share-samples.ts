/**
 * Sample share cards in Arabic, Hindi and English (decision 072): real sentences a translator might
 * write, long enough to wrap and to be cut, for scripts/share-image-samples.ts and the tests.
 */
import type { ShareCardText } from "./share-card.ts";
import type { CardLanguage } from "./share-images.ts";

export const shareSamples: { name: string; language: CardLanguage; text: ShareCardText }[] = [
  {
    name: "ar-saudi-arabia",
    language: { dir: "rtl", lang: "ar" },
    text: {
      eyebrow: "الخدمات / الرسائل النصية",
      title: "رسائل SMS جماعية في السعودية بأسماء مرسلين مسجلة",
      description:
        "رسائل التحقق والتنبيهات والحملات إلى مشتركي stc وموبايلي وزين، بأسماء مرسلين مسجلة لدى هيئة الاتصالات والفضاء والتقنية (CST).",
    },
  },
  {
    name: "ar-long",
    language: { dir: "rtl", lang: "ar" },
    text: {
      eyebrow: "الخدمات",
      title:
        "منصة واحدة لرسائل SMS وواتساب للأعمال وRCS والمكالمات الصوتية ووكلاء الذكاء الاصطناعي في الخليج",
      description:
        "نرسل رسائل التحقق والتنبيهات والحملات في الإمارات والسعودية والبحرين والكويت وقطر، ونرد على كل طلب خلال يوم عمل واحد، ونبدأ من 0.0032 دولار للرسالة عبر واجهة REST API موثقة.",
    },
  },
  {
    name: "hi-india",
    language: { dir: "ltr", lang: "hi" },
    text: {
      eyebrow: "सेवाएँ / एसएमएस",
      title: "भारत में DLT पंजीकरण के साथ बल्क SMS",
      description:
        "Jio, Airtel और Vi पर OTP, अलर्ट और प्रचार संदेश: TRAI के DLT नियमों के अनुसार पंजीकृत हेडर और टेम्पलेट के साथ, तेज़ डिलीवरी।",
    },
  },
  {
    name: "hi-long",
    language: { dir: "ltr", lang: "hi" },
    text: {
      eyebrow: "कंपनी के बारे में",
      title: "क्षेत्रीय व्यवसायों के लिए विश्वसनीय संदेश सेवा: स्त्री, द्वारा, श्रृंखला, प्रत्येक, कृपया",
      description:
        "हम खाड़ी और भारत में व्यवसायों को SMS, WhatsApp Business, RCS, वॉइस और AI एजेंट के ज़रिए ग्राहकों तक पहुँचने में मदद करते हैं, हर अनुरोध का उत्तर एक कार्यदिवस में।",
    },
  },
  {
    name: "en-saudi-arabia",
    language: { dir: "ltr", lang: "en" },
    text: {
      eyebrow: "Services / SMS",
      title: "Bulk SMS in Saudi Arabia: registered sender names",
      description:
        "Bulk SMS in Saudi Arabia on registered sender names: OTPs, alerts and Arabic campaigns to stc, Mobily and Zain, with CST rules handled.",
    },
  },
];
