import type { MarketFacts } from "../../facts/types.ts";

export const facts: MarketFacts = {
  order: 30,
  isoCode: "SA",
  region: "gulf",
  dialCode: "+966",
  // No page states the market's local time.
  timeZone: null,
  cities: ["Riyadh", "Jeddah", "Dammam", "Mecca"],
  regulator: { abbreviation: "CST", formerly: ["CITC"], regulation: null },
  operators: [{ name: "stc" }, { name: "Mobily" }, { name: "Zain KSA" }],
  includesVirtualOperators: true,
  senderId: {
    format: "alphanumeric",
    maxLength: 11,
    registeredWith: "licensed-provider",
    registration: "required",
    promotional: { separateSenderId: true, prefix: null, suffix: "-AD" },
    unregisteredTraffic: "blocked",
  },
  dlt: null,
  documents: ["commercial-registration", "authorisation-letter-stamped"],
  approvalTime: { min: { amount: 1, unit: "week" }, max: { amount: 2, unit: "week" } },
  promotionalHours: null,
  promotionalHoursTypical: false,
  promotionalTiming: null,
  transactionalAnyHour: null,
  consent: { promotionalOptIn: true, optOut: true, senderIdentification: false, dndRegister: null },
  languages: { main: ["ar", "en"], regional: [] },
  atAGlance: [
    "regulator",
    "operators",
    "senderId",
    "documents",
    "unregisteredTraffic",
    "consent",
    "languages",
    "segments",
  ],
  // What each use case card draws (sprite names), in page order.
  useCaseIcons: ["landmark", "truck", "building", "gift", "graduation-cap"],
  sampleMessage: {
    sender: "YOURBRAND",
    lang: "ar",
    text: "رمز التحقق الخاص بك هو 482913. صالح لمدة 5 دقائق. لا تشاركه مع أي شخص.",
  },
};
