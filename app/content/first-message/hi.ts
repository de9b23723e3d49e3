import type { FirstMessageTexts } from "./types.ts";

export const firstMessageTexts: FirstMessageTexts = {
  blocks: {
    "sms-services": {
      title: "अपना पहला SMS भेजें",
      intro:
        "एक request आपकी रजिस्टर्ड Sender ID से one-time password (OTP) भेज देती है। RELAYWAVE_API_KEY में अपने टेस्ट अकाउंट की key डालें और इसे चलाएँ।",
    },
    "whatsapp-services": {
      title: "अपना पहला WhatsApp मैसेज भेजें",
      intro:
        "Meta से मंज़ूर template के साथ बातचीत शुरू करें। उसके quick-reply बटन दबाए जाने पर, यहाँ सेट किए गए payload आपके webhook पर वापस आते हैं।",
    },
    "rcs-services": {
      title: "अपना पहला RCS मैसेज भेजें",
      intro:
        "एक request आपके वेरिफ़ाइड ब्रांड एजेंट से इमेज, टाइटल और सुझाए गए जवाबों वाला rich card भेज देती है। जिन फ़ोन में RCS नहीं है, वहाँ SMS भेजा जा सकता है।",
    },
  },
  copyLabels: {
    copy: "कॉपी करें",
    copied: "कॉपी हो गया",
    failed: "कॉपी नहीं हो सका। कोड चुनकर ख़ुद कॉपी करें।",
  },
};
