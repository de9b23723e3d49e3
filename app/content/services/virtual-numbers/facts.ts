import type { ServiceFacts } from "../../facts/types.ts";

export const facts: ServiceFacts = {
  order: 60,
  icon: "hash",
  features: [
    "local",
    "toll-free",
    "mobile",
    "forwarding",
    "call-centre",
    "ivr-ai",
    "porting",
    "dashboard-api",
  ],
  // What each feature and use case card draws (sprite names); use cases in page order.
  icons: {
    features: {
      local: "map-pin",
      "toll-free": "phone-call",
      mobile: "smartphone",
      forwarding: "phone-forwarded",
      "call-centre": "headset",
      "ivr-ai": "bot",
      porting: "arrow-right-left",
      "dashboard-api": "layout-dashboard",
    },
    useCases: ["headset", "globe", "trending-up", "messages-square", "car"],
  },
  integrations: ["rest-api", "webhooks", "sip", "dashboard"],
  sdks: null,
  // A monthly rental plus usage, quoted by sales.
  pricesPublished: false,
  setupTimes: {},
  figures: {
    // Local, toll-free and mobile numbers (which exist where is confirmed per request).
    numberTypes: 3,
  },
  statesUptimeTarget: true,
  // "India and the Gulf": which number types exist where is confirmed per request, not listed.
  markets: null,
  languages: null,
};
