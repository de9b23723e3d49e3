import type { ServiceFacts } from "../../facts/types.ts";

export const facts: ServiceFacts = {
  order: 70,
  icon: "code",
  features: [
    "websites",
    "web-apps",
    "mobile-apps",
    "otp-login",
    "notifications",
    "chat-agents",
    "integrations",
    "hosting-support",
  ],
  integrations: ["rest-api", "webhooks"],
  sdks: null,
  // A fixed quote after discovery.
  pricesPublished: false,
  setupTimes: {
    websiteBuild: { max: { amount: "few", unit: "week" } },
    appBuild: { max: { amount: "few", unit: "month" } },
  },
  // Discovery, design, build, launch and support.
  figures: { stages: 5 },
  statesUptimeTarget: false,
  markets: null,
  languages: null,
};
