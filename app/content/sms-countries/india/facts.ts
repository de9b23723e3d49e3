import type { MarketFacts } from "../../facts/types.ts";

const IST = { id: "Asia/Kolkata", abbreviation: "IST", utcOffsetMinutes: 330 };

export const facts: MarketFacts = {
  order: 10,
  isoCode: "IN",
  region: "south-asia",
  dialCode: "+91",
  timeZone: IST,
  cities: ["Mumbai", "Delhi", "Bengaluru", "Chennai", "Hyderabad", "Kolkata"],
  regulator: { abbreviation: "TRAI", formerly: [], regulation: { abbreviation: "TCCCPR", year: 2018 } },
  operators: [
    { name: "Jio" },
    { name: "Airtel" },
    { name: "Vi", alsoKnownAs: "Vodafone Idea" },
    { name: "BSNL" },
  ],
  includesVirtualOperators: false,
  senderId: {
    format: "alphanumeric",
    maxLength: 6,
    exactLength: 6,
    registeredWith: "dlt",
    registration: "required",
    promotional: { separateSenderId: true, prefix: null, suffix: null, numericHeaders: true },
    unregisteredTraffic: "blocked",
  },
  dlt: {
    categories: ["transactional", "service-implicit", "service-explicit", "promotional"],
    linksWhitelisted: true,
    entityApproval: { max: { amount: "few", unit: "working-day" } },
  },
  documents: [{ anyOf: ["pan", "gst-certificate", "other-business-proof"] }, "authorisation-letter"],
  // Headers and templates; the Principal Entity itself is dlt.entityApproval.
  approvalTime: { min: { amount: 1, unit: "working-day" }, max: { amount: 3, unit: "working-day" } },
  promotionalHours: { from: "10:00", to: "21:00", timeZone: IST },
  promotionalHoursTypical: false,
  promotionalTiming: null,
  transactionalAnyHour: true,
  // Promotional traffic goes to numbers not on the DND register; the page states no opt-in rule.
  consent: { promotionalOptIn: null, optOut: null, senderIdentification: false, dndRegister: "NCPR" },
  languages: { main: ["en", "hi"], regional: ["ta", "te", "bn", "mr"] },
  atAGlance: [
    "regulator",
    "operators",
    "senderId",
    "messageCategories",
    "promotionalHours",
    "links",
    "languages",
    "segments",
  ],
  // What each use case card draws (sprite names), in page order.
  useCaseIcons: ["landmark", "truck", "stethoscope", "gift", "shield"],
  sampleMessage: {
    sender: "YOURBRAND",
    lang: "hi",
    text: "आपका YourBrand सत्यापन कोड 482913 है। यह 5 मिनट तक मान्य है। इसे किसी के साथ साझा न करें।",
  },
};
