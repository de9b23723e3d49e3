import type { MarketFacts } from "../../facts/types.ts";

export const facts: MarketFacts = {
  order: 50,
  isoCode: "KW",
  region: "gulf",
  dialCode: "+965",
  // No page states the market's local time.
  timeZone: null,
  // The site names no city in Kuwait.
  cities: [],
  regulator: { abbreviation: "CITRA", formerly: [], regulation: null },
  operators: [{ name: "Zain Kuwait" }, { name: "Ooredoo Kuwait" }, { name: "stc Kuwait" }],
  includesVirtualOperators: false,
  senderId: {
    format: "alphanumeric",
    maxLength: 11,
    registeredWith: "each-operator",
    registration: "required",
    promotional: { separateSenderId: false, prefix: null, suffix: null },
    unregisteredTraffic: "blocked",
  },
  dlt: null,
  documents: ["commercial-licence", "authorisation-letter-stamped"],
  approvalTime: { min: { amount: 1, unit: "week" }, max: { amount: "several", unit: "week" } },
  promotionalHours: null,
  promotionalHoursTypical: false,
  promotionalTiming: null,
  transactionalAnyHour: true,
  consent: { promotionalOptIn: true, optOut: true, senderIdentification: false, dndRegister: null },
  languages: { main: ["ar", "en"], regional: [] },
  atAGlance: [
    "regulator",
    "operators",
    "senderId",
    "documents",
    "registrationTime",
    "consent",
    "languages",
    "segments",
  ],
  // What each use case card draws (sprite names), in page order.
  useCaseIcons: ["landmark", "truck", "building", "gift", "repeat"],
  sampleMessage: {
    sender: "YOURBRAND",
    lang: "ar",
    text: "رمز التحقق الخاص بك هو 482913. صالح لمدة 5 دقائق. لا تشاركه مع أي شخص.",
  },
};
