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
  // What each feature and use case card draws (sprite names); use cases in page order.
  icons: {
    features: {
      "account-setup": "badge-check",
      templates: "file-text",
      broadcasts: "megaphone",
      "team-inbox": "inbox",
      chatbots: "bot",
      api: "code",
      "rich-messages": "image",
      "opt-in-quality": "user-check",
    },
    useCases: ["shopping-cart", "landmark", "stethoscope", "plane", "house", "graduation-cap"],
  },
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
