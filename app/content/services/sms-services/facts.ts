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
