import type { MarketFacts } from "../../facts/types.ts";

export const facts: MarketFacts = {
  order: 40,
  isoCode: "BH",
  region: "gulf",
  dialCode: "+973",
  // No page states the market's local time.
  timeZone: null,
  cities: ["Manama"],
  regulator: { abbreviation: "TRA", formerly: [], regulation: null },
  operators: [{ name: "Batelco", alsoKnownAs: "Beyon" }, { name: "Zain Bahrain" }, { name: "stc Bahrain" }],
  includesVirtualOperators: false,
  senderId: {
    format: "alphanumeric",
    maxLength: 11,
    registeredWith: "operators",
    registration: "typical",
    promotional: { separateSenderId: false, prefix: null, suffix: null },
    unregisteredTraffic: "blocked-or-replaced",
  },
  dlt: null,
  documents: ["commercial-registration", "authorisation-letter-on-letterhead"],
  approvalTime: { min: { amount: "few", unit: "working-day" }, max: { amount: 2, unit: "week" } },
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
    "otpDelivery",
    "consent",
    "languages",
    "segments",
  ],
  // What each use case card draws (sprite names), in page order.
  useCaseIcons: ["key-round", "landmark", "truck", "building", "shopping-cart"],
  sampleMessage: {
    sender: "YOURBRAND",
    lang: "ar",
    text: "رمز التحقق الخاص بك هو 482913. صالح لمدة 5 دقائق. لا تشاركه مع أي شخص.",
  },
};
