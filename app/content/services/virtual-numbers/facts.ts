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
  integrations: ["rest-api", "webhooks", "sip", "dashboard"],
  sdks: null,
  // A monthly rental plus usage, quoted by sales.
  pricesPublished: false,
  setupTimes: {},
  figures: {},
  statesUptimeTarget: true,
  // "India and the Gulf": which number types exist where is confirmed per request, not listed.
  markets: null,
  languages: null,
};
