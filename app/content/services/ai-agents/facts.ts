import type { ServiceFacts } from "../../facts/types.ts";

export const facts: ServiceFacts = {
  order: 50,
  icon: "bot",
  features: [
    "knowledge-base",
    "chat-channels",
    "voice-agents",
    "integrations",
    "human-handoff",
    "guardrails",
    "languages",
    "reports",
  ],
  // What each feature and use case card draws (sprite names); use cases in page order.
  icons: {
    features: {
      "knowledge-base": "book-open",
      "chat-channels": "messages-square",
      "voice-agents": "phone",
      integrations: "plug",
      "human-handoff": "users",
      guardrails: "shield",
      languages: "languages",
      reports: "bar-chart",
    },
    useCases: ["headset", "stethoscope", "shopping-cart", "house", "landmark", "hotel"],
  },
  integrations: ["rest-api"],
  sdks: null,
  // A set-up fee and a monthly fee, quoted by sales.
  pricesPublished: false,
  setupTimes: { agentBuild: { min: { amount: 2, unit: "week" }, max: { amount: 4, unit: "week" } } },
  // Website chat, WhatsApp, SMS and phone.
  figures: { channels: 4 },
  statesUptimeTarget: false,
  markets: null,
  languages: ["ar", "en"],
};
