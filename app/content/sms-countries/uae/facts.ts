import type { MarketFacts } from "../../facts/types.ts";

const GST = { id: "Asia/Dubai", abbreviation: "GST", utcOffsetMinutes: 240 };

export const facts: MarketFacts = {
  order: 20,
  isoCode: "AE",
  region: "gulf",
  dialCode: "+971",
  timeZone: GST,
  cities: ["Dubai", "Abu Dhabi", "Sharjah"],
  regulator: { abbreviation: "TDRA", formerly: [], regulation: null },
  operators: [{ name: "e&", alsoKnownAs: "Etisalat" }, { name: "du" }],
  includesVirtualOperators: true,
  senderId: {
    format: "alphanumeric",
    maxLength: 11,
    registeredWith: "operators",
    registration: "required",
    promotional: { separateSenderId: true, prefix: "AD-", suffix: null },
    unregisteredTraffic: "blocked-or-replaced",
  },
  dlt: null,
  documents: ["trade-licence", "authorisation-letter-on-letterhead"],
  approvalTime: {
    min: { amount: "few", unit: "working-day" },
    max: { amount: 2, unit: "week" },
    approximate: true,
  },
  promotionalHours: { from: "07:00", to: "21:00", timeZone: GST },
  promotionalHoursTypical: true,
  promotionalTiming: null,
  transactionalAnyHour: true,
  // The page asks for an opt-out in every promotional message; it states no opt-in rule.
  consent: { promotionalOptIn: null, optOut: true, senderIdentification: false, dndRegister: null },
  languages: { main: ["ar", "en"], regional: [] },
  atAGlance: [
    "regulator",
    "operators",
    "senderId",
    "documents",
    "promotionalHours",
    "consent",
    "languages",
    "segments",
  ],
  // What each use case card draws (sprite names), in page order.
  useCaseIcons: ["landmark", "truck", "building", "shopping-cart", "house"],
  sampleMessage: {
    sender: "YOURBRAND",
    lang: "ar",
    text: "رمز التحقق الخاص بك هو 482913. صالح لمدة 5 دقائق. لا تشاركه مع أي شخص.",
  },
};
