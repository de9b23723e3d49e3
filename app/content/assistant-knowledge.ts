/**
 * What the assistant needs beyond the page copy to find the right page: the
 * words visitors use for each service and market (synonyms, misspellings the
 * search does not catch, cities), by page path. Page copy itself is indexed
 * from the page modules; this list only adds vocabulary.
 */

export interface SearchTerms {
  path: string;
  /** Names that, said in a question, mean this page (matched as whole words). */
  names: readonly string[];
  /** Looser vocabulary that only helps the search rank this page. */
  related?: readonly string[];
}

export const serviceTerms: readonly SearchTerms[] = [
  {
    path: "/services/sms-services",
    names: [
      "sms",
      "text message",
      "texting",
      "bulk sms",
      "otp",
      "one-time password",
      "2fa",
      "sender id",
      "smpp",
      "a2p",
    ],
    related: ["text", "verification code", "short code"],
  },
  {
    path: "/services/whatsapp-services",
    names: ["whatsapp", "whats app", "wa business", "whatsapp business"],
    related: ["meta", "green tick", "message template", "cloud api", "broadcast"],
  },
  {
    path: "/services/rcs-services",
    names: ["rcs", "rich communication", "rich card", "carousel", "google messages", "rich messaging", "rbm"],
    related: ["verified sender", "suggested reply", "branded message"],
  },
  {
    path: "/services/voice-services",
    names: [
      "voice",
      "ivr",
      "voice broadcast",
      "robocall",
      "automated call",
      "outbound call",
      "inbound call",
      "phone call",
      "reminder call",
      "voice call",
      "call recording",
      "click-to-call",
      "text-to-speech",
      "voice otp",
    ],
    related: ["call", "calling", "dial", "sip", "appointment reminder", "speech"],
  },
  {
    path: "/services/ai-agents",
    names: [
      "ai agent",
      "ai assistant",
      "chatbot",
      "chat bot",
      "bot",
      "virtual assistant",
      "conversational ai",
      "voice agent",
      "voicebot",
      "automation",
    ],
    related: [
      "ai",
      "24/7",
      "round the clock",
      "answer customer questions",
      "faq",
      "knowledge base",
      "handoff",
    ],
  },
  {
    path: "/services/virtual-numbers",
    names: [
      "virtual number",
      "local number",
      "local phone number",
      "toll-free",
      "toll free",
      "did number",
      "business number",
      "number porting",
      "call center",
      "call centre",
      "contact center",
      "contact centre",
      "landline",
    ],
    related: ["phone number", "number", "forwarding", "two-way sms", "dubai number"],
  },
  {
    path: "/services/web-app-development",
    names: [
      "website",
      "web site",
      "web app",
      "mobile app",
      "app development",
      "web development",
      "ios app",
      "android app",
      "web design",
    ],
    related: ["app", "ios", "android", "developer", "build", "design", "ecommerce", "portal"],
  },
];

/** Places and names that identify each SMS market. */
export const marketTerms: readonly SearchTerms[] = [
  {
    path: "/services/sms-services/india",
    names: [
      "india",
      "indian",
      "mumbai",
      "delhi",
      "bengaluru",
      "bangalore",
      "chennai",
      "hyderabad",
      "kolkata",
      "trai",
      "dlt",
    ],
  },
  {
    path: "/services/sms-services/uae",
    names: [
      "uae",
      "united arab emirates",
      "emirates",
      "emirati",
      "dubai",
      "abu dhabi",
      "sharjah",
      "tdra",
      "etisalat",
    ],
  },
  {
    path: "/services/sms-services/saudi-arabia",
    names: ["saudi", "saudi arabia", "ksa", "riyadh", "jeddah", "dammam", "mecca", "citc"],
  },
  { path: "/services/sms-services/bahrain", names: ["bahrain", "bahraini", "manama", "batelco"] },
  { path: "/services/sms-services/kuwait", names: ["kuwait", "kuwaiti", "citra"] },
  { path: "/services/sms-services/qatar", names: ["qatar", "qatari", "doha"] },
];

/** Words that mean "this is about SMS" when a market is named. */
export const smsContextTerms: readonly string[] = [
  "sms",
  "text",
  "message",
  "messaging",
  "otp",
  "sender",
  "bulk",
  "marketing",
  "campaign",
  "promotional",
  "transactional",
  "deliver",
  "delivery",
  "alert",
  "notification",
  "coverage",
];
