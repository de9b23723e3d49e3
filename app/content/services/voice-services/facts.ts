import type { ServiceFacts } from "../../facts/types.ts";

export const facts: ServiceFacts = {
  order: 40,
  icon: "phone",
  features: [
    "ivr",
    "broadcasting",
    "reminder-calls",
    "voice-otp",
    "text-to-speech",
    "click-to-call",
    "recording-reports",
    "sip-trunking",
  ],
  // What each feature and use case card draws (sprite names); use cases in page order.
  icons: {
    features: {
      ivr: "list-ordered",
      broadcasting: "megaphone",
      "reminder-calls": "bell-ring",
      "voice-otp": "key-round",
      "text-to-speech": "audio-lines",
      "click-to-call": "phone-call",
      "recording-reports": "mic",
      "sip-trunking": "network",
    },
    useCases: ["stethoscope", "landmark", "truck", "building", "graduation-cap", "headset"],
  },
  integrations: ["rest-api", "webhooks", "dashboard", "sip"],
  sdks: null,
  pricesPublished: false,
  setupTimes: {},
  figures: {},
  statesUptimeTarget: true,
  markets: null,
  // Text-to-speech voices; recordings in any language.
  languages: ["ar", "en"],
};
