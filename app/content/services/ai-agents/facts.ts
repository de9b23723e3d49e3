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
