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
