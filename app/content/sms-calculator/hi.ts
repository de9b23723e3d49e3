import type { SmsCalculatorTexts } from "./types.ts";

export const smsCalculatorTexts: SmsCalculatorTexts = {
  section: {
    title: "SMS लागत और सेगमेंट कैलकुलेटर",
    intro:
      "अपना मैसेज पेस्ट करें और देखें कि वह कितने सेगमेंट लेगा, फिर देश, ट्रैफ़िक का प्रकार और हर महीने के मैसेज चुनकर जानें कि एक महीने की सेंडिंग पर कितना ख़र्च आएगा।",
    open: "कैलकुलेटर खोलें",
  },
  labels: {
    text: "मैसेज का टेक्स्ट",
    country: "देश",
    type: "ट्रैफ़िक का प्रकार",
    volume: "हर महीने के मैसेज",
  },
  example: "आपका OTP 482913 है। इसे किसी के साथ शेयर न करें। यह 5 मिनट तक मान्य है।",
  textHint:
    "GSM-7 में €, [, ], {, }, ^, ~, | और \\ दो-दो कैरेक्टर गिने जाते हैं; Unicode में एक इमोजी दो कैरेक्टर गिना जाता है।",
  encodings: { "GSM-7": "GSM-7", "UCS-2": "Unicode (UCS-2)" },
  characters: { other: "{count} कैरेक्टर" },
  segments: { other: "{count} सेगमेंट" },
  perSegment: { other: "प्रति सेगमेंट {count} कैरेक्टर" },
  types: { transactional: "ट्रांज़ैक्शनल/OTP", promotional: "प्रमोशनल" },
  costTitle: "मासिक लागत",
  costBasis: "{rate} प्रति सेगमेंट × {segments} × {messages}",
  messages: { other: "{count} मैसेज" },
  onRequest: "अनुरोध पर कोटेशन",
  onRequestBody: "इस बाज़ार की दर हम अभी प्रकाशित नहीं करते। अपने वॉल्यूम के लिए क़ीमत जानने के लिए सेल्स टीम से पूछें।",
  askSales: "सेल्स टीम से कोटेशन माँगें",
  taxNote: "USD में, टैक्स अलग से। तय मासिक वॉल्यूम पर कम दरें मिलती हैं।",
};
