import type { ServiceFacts } from "../../facts/types.ts";

export const facts: ServiceFacts = {
  order: 30,
  icon: "sparkles",
  features: [
    "verified-sender",
    "rich-cards",
    "carousels",
    "suggested-replies",
    "read-receipts",
    "sms-fallback",
    "two-way",
    "api",
  ],
  // What each feature and use case card draws (sprite names); use cases in page order.
  icons: {
    features: {
      "verified-sender": "badge-check",
      "rich-cards": "image",
      carousels: "gallery-horizontal",
      "suggested-replies": "mouse-pointer-click",
      "read-receipts": "check-check",
      "sms-fallback": "life-buoy",
      "two-way": "messages-square",
      api: "code",
    },
    useCases: ["shopping-cart", "landmark", "plane", "stethoscope", "radio-tower"],
  },
  integrations: ["rest-api", "webhooks", "dashboard"],
  sdks: null,
  pricesPublished: false,
  setupTimes: {
    verification: { min: { amount: "few", unit: "day" }, max: { amount: "few", unit: "week" } },
  },
  // Apple added RCS in iOS 18.
  figures: {
    iosVersion: 18,
    // A rich card holds "up to four buttons".
    cardButtons: 4,
  },
  statesUptimeTarget: false,
  markets: null,
  languages: null,
};
