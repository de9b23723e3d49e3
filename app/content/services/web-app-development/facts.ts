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
  // What each feature and use case card draws (sprite names); use cases in page order.
  icons: {
    features: {
      websites: "monitor",
      "web-apps": "app-window",
      "mobile-apps": "smartphone",
      "otp-login": "key-round",
      notifications: "bell-ring",
      "chat-agents": "bot",
      integrations: "plug",
      "hosting-support": "server",
    },
    useCases: ["monitor", "stethoscope", "utensils", "wrench", "landmark"],
  },
  integrations: ["rest-api", "webhooks"],
  sdks: null,
  // A fixed quote after discovery.
  pricesPublished: false,
  setupTimes: {
    websiteBuild: { max: { amount: "few", unit: "week" } },
    appBuild: { max: { amount: "few", unit: "month" } },
  },
  // Discovery, design, build, launch and support.
  figures: {
    stages: 5,
    // The web (sites and web apps), iOS and Android.
    platforms: 3,
    // Our own SMS, WhatsApp, RCS, voice and AI agent services, built into what we make.
    messagingServices: 5,
  },
  statesUptimeTarget: false,
  markets: null,
  languages: null,
};
