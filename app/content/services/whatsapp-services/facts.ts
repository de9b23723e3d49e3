import type { ServiceFacts } from "../../facts/types.ts";

export const facts: ServiceFacts = {
  order: 20,
  icon: "message-circle",
  features: [
    "account-setup",
    "templates",
    "broadcasts",
    "team-inbox",
    "chatbots",
    "api",
    "rich-messages",
    "opt-in-quality",
  ],
  integrations: ["meta-cloud-api", "rest-api", "webhooks", "dashboard"],
  sdks: null,
  // Meta's charges plus a platform fee, quoted by sales.
  pricesPublished: false,
  setupTimes: { goLive: { max: { amount: "few", unit: "working-day" } } },
  figures: { serviceWindowHours: 24 },
  statesUptimeTarget: true,
  markets: null,
  languages: null,
};
