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
  integrations: ["rest-api", "webhooks", "dashboard"],
  sdks: null,
  pricesPublished: false,
  setupTimes: {
    verification: { min: { amount: "few", unit: "day" }, max: { amount: "few", unit: "week" } },
  },
  // Apple added RCS in iOS 18.
  figures: { iosVersion: 18 },
  statesUptimeTarget: false,
  markets: null,
  languages: null,
};
