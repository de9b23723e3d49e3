import type { MarketFacts } from "../../facts/types.ts";

export const facts: MarketFacts = {
  order: 60,
  isoCode: "QA",
  region: "gulf",
  dialCode: "+974",
  timeZone: { id: "Asia/Qatar", abbreviation: "AST", utcOffsetMinutes: 180 },
  cities: ["Doha"],
  regulator: { abbreviation: "CRA", formerly: [], regulation: null },
  operators: [{ name: "Ooredoo" }, { name: "Vodafone Qatar" }],
  includesVirtualOperators: false,
  senderId: {
    format: "alphanumeric",
    maxLength: 11,
    registeredWith: "operators",
    registration: "required",
    promotional: { separateSenderId: false, prefix: null, suffix: null },
    unregisteredTraffic: "blocked-or-replaced",
  },
  dlt: null,
  documents: ["commercial-registration", "authorisation-letter-stamped"],
  approvalTime: { min: { amount: "few", unit: "working-day" }, max: { amount: 2, unit: "week" } },
  // The page asks for "reasonable local hours" for marketing, with no window.
  promotionalHours: null,
  promotionalHoursTypical: false,
  promotionalTiming: "reasonable-local-hours",
  transactionalAnyHour: true,
  consent: { promotionalOptIn: true, optOut: true, senderIdentification: true, dndRegister: null },
  languages: { main: ["ar", "en"], regional: [] },
  atAGlance: [
    "regulator",
    "operators",
    "senderId",
    "documents",
    "consent",
    "transactionalTraffic",
    "languages",
    "segments",
  ],
  // What each use case card draws (sprite names), in page order.
  useCaseIcons: ["gift", "landmark", "truck", "building", "ticket"],
  sampleMessage: {
    sender: "YOURBRAND",
    lang: "ar",
    text: "رمز التحقق الخاص بك هو 482913. صالح لمدة 5 دقائق. لا تشاركه مع أي شخص.",
  },
};
