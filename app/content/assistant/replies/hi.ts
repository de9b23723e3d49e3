/**
 * The canned replies in Hindi, used when the answer service cannot be reached.
 * Replies are Markdown with site-path links; "{salesEmail}" and the like are
 * filled from the company's facts. Keywords hold the Devanagari words and the
 * Latin ones Hindi speakers also type ("sms", "price").
 */
import type { CannedReply } from "./types.ts";

/**
 * Checked in this order; the first group with a matching keyword answers
 * (so "sms की कीमत" gets the SMS reply). The last group has no keywords: it is
 * the default overview.
 */
export const cannedReplies: readonly CannedReply[] = [
  {
    topic: "sms",
    keywords: ["sms", "एसएमएस", "text message", "टेक्स्ट मैसेज"],
    reply:
      "{companyName} भारत, UAE, सऊदी अरब, बहरीन, कुवैत और क़तर में सीधे ऑपरेटर रूट से OTP, अलर्ट और कैंपेन के लिए **SMS** भेजता है। साथ में REST API, डिलीवरी रिपोर्ट और Sender ID रजिस्ट्रेशन की पूरी व्यवस्था हम करते हैं। [SMS सेवाएँ](/services/sms-services) देखें या [SMS प्राइसिंग](/services/sms-services/pricing) पर दरें जानें।",
  },
  {
    topic: "whatsapp",
    keywords: ["whatsapp", "व्हाट्सऐप", "व्हाट्सएप", "वॉट्सऐप"],
    reply:
      "हम आपके लिए **WhatsApp Business Platform** सेट अप करते हैं: Meta बिज़नेस वेरिफ़िकेशन, मंज़ूर मैसेज template, ब्रॉडकास्ट, चैटबॉट और आपकी टीम के लिए शेयर्ड इनबॉक्स। ज़्यादा जानकारी [WhatsApp Business](/services/whatsapp-services) पर पढ़ें।",
  },
  {
    topic: "rcs",
    keywords: ["rcs", "आरसीएस"],
    reply:
      "**RCS** एक साधारण टेक्स्ट को फ़ोन के अपने मैसेज ऐप में ब्रांडेड, वेरिफ़ाइड बातचीत बना देता है, जिसमें इमेज, कैरसेल और जवाब देने वाले बटन होते हैं। जहाँ RCS उपलब्ध नहीं है, वहाँ SMS भेजा जाता है। [RCS](/services/rcs-services) देखें।",
  },
  {
    topic: "voice",
    keywords: ["voice", "call", "ivr", "वॉइस", "कॉल", "आईवीआर"],
    reply:
      "हमारी **वॉइस** सेवाओं में IVR मेन्यू, वॉइस ब्रॉडकास्ट, ऑटोमेटेड रिमाइंडर कॉल, वॉइस OTP और click-to-call शामिल हैं, अरबी और अंग्रेज़ी में। [वॉइस](/services/voice-services) देखें, और लोकल व टोल-फ़्री लाइनों के लिए [वर्चुअल नंबर](/services/virtual-numbers)।",
  },
  {
    topic: "ai-agents",
    keywords: ["ai agent", "chatbot", "automation", "चैटबॉट", "ai एजेंट", "एआई", "ऑटोमेशन"],
    reply:
      "{companyName} **AI एजेंट** बनाता है: चैट और वॉइस असिस्टेंट जो आपकी वेबसाइट, WhatsApp, SMS और फ़ोन पर चौबीसों घंटे आपके ग्राहकों को जवाब देते हैं, और जब किसी इंसान की ज़रूरत हो तो बातचीत आपकी टीम को सौंप देते हैं। [AI एजेंट](/services/ai-agents) देखें।",
  },
  {
    topic: "pricing",
    keywords: ["price", "cost", "pricing", "कीमत", "क़ीमत", "दाम", "रेट", "खर्च", "ख़र्च", "शुल्क", "प्राइसिंग"],
    reply:
      "SMS की क़ीमत **हर मैसेज सेगमेंट** पर, देश और ट्रैफ़िक के प्रकार (ट्रांज़ैक्शनल या प्रमोशनल) के हिसाब से, USD में तय होती है; मौजूदा दरें [SMS प्राइसिंग](/services/sms-services/pricing) पर हैं। WhatsApp, RCS, वॉइस और AI एजेंट का कोटेशन आपके वॉल्यूम के हिसाब से दिया जाता है: प्रस्ताव के लिए [सेल्स टीम से संपर्क करें](/contact)।",
  },
  {
    topic: "contact",
    keywords: ["contact", "demo", "talk to", "sales", "संपर्क", "डेमो", "बात करनी", "सेल्स"],
    reply:
      "आप हमारी **सेल्स टीम** से [{salesEmail}](mailto:{salesEmail}) पर या फ़ोन [{phone}](tel:{phoneE164}) पर संपर्क कर सकते हैं। समय: {officeHours}। हम {replyTime} के भीतर जवाब देते हैं। बाक़ी सारी जानकारी [संपर्क](/contact) पेज पर है।",
  },
  {
    topic: "integration",
    keywords: ["integrat", "api", "technical", "इंटीग्रेशन", "तकनीकी", "एपीआई"],
    reply:
      "हर चैनल **एक ही REST API** पर चलता है, डिलीवरी रिपोर्ट और जवाबों के लिए webhook के साथ, और ज़्यादा वॉल्यूम वाले SMS के लिए SMPP भी। हमारे इंजीनियर इंटीग्रेशन में आपकी टीम की मदद करते हैं। [SMS सेवाओं](/services/sms-services) से शुरू करें या अपने सिस्टम के बारे में [हमसे बात करें](/contact)।",
  },
  {
    topic: "getting-started",
    keywords: ["start", "begin", "sign up", "शुरू", "शुरुआत", "साइन अप"],
    reply:
      "**शुरुआत** चार क़दमों में होती है: हमें अपनी ज़रूरत और देश बताएँ, टेस्ट अकाउंट के साथ प्रस्ताव पाएँ, इंटीग्रेशन के दौरान अपनी Sender ID रजिस्टर कराएँ, और फिर लाइव हो जाएँ। शुरू करने के लिए [सेल्स टीम से संपर्क करें](/contact), या हमारी [सेवाएँ](/services) देखें।",
  },
  {
    topic: "overview",
    keywords: [],
    reply:
      "{companyName} **बिज़नेस मैसेजिंग** की सेवाएँ देता है: SMS, WhatsApp Business, RCS, वॉइस, AI एजेंट और वर्चुअल नंबर, साथ ही वेब और ऐप डेवलपमेंट, और भारत व खाड़ी देशों में SMS कवरेज। हमारी [सेवाएँ](/services) देखें या [सेल्स टीम से संपर्क करें](/contact)।",
  },
];
