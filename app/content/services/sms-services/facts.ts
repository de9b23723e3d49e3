import type { ServiceFacts } from "../../facts/types.ts";

export const facts: ServiceFacts = {
  order: 10,
  icon: "message-square",
  features: [
    "bulk",
    "transactional-otp",
    "two-way",
    "unicode",
    "delivery-reports",
    "api",
    "link-tracking",
    "sender-ids-opt-out",
  ],
  // What each feature and use case card draws (sprite names); use cases in page order.
  icons: {
    features: {
      bulk: "megaphone",
      "transactional-otp": "key-round",
      "two-way": "messages-square",
      unicode: "languages",
      "delivery-reports": "bar-chart",
      api: "code",
      "link-tracking": "link",
      "sender-ids-opt-out": "badge-check",
    },
    useCases: ["landmark", "shopping-cart", "stethoscope", "truck", "graduation-cap", "smartphone"],
  },
  integrations: ["rest-api", "smpp", "webhooks", "dashboard"],
  sdks: null,
  // Per market and traffic type, in sms-rates.ts (the server may override them at run time).
  pricesPublished: true,
  setupTimes: {
    apiAccess: { max: { amount: 1, unit: "working-day" } },
    goLive: { min: { amount: "few", unit: "working-day" }, max: { amount: "few", unit: "week" } },
  },
  figures: { otpDeliverySeconds: 3 },
  statesUptimeTarget: true,
  markets: "all",
  languages: null,
};
