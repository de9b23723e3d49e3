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
    related: ["phone number", "number", "forwarding", "two-way sms"],
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

/**
 * Words that, with a market named and no other channel, mean "do you serve
 * this market" (its SMS page) rather than small talk about the place.
 */
export const marketContextTerms: readonly string[] = [
  "sales",
  "operate",
  "available",
  "availability",
  "cover",
  "serve",
  "support",
  "offer",
  "provide",
  "send",
  "service",
  "rule",
  "regulation",
  "regulator",
  "register",
  "registration",
  "compliance",
  "network",
  "operator",
];

/**
 * Business words that show a question is about messaging at all. A question
 * without one of these (or a service, market or intent) gets the polite
 * off-topic redirect instead of whichever page happens to share a word with it.
 */
export const businessTerms: readonly string[] = [
  "message",
  "messaging",
  "customer",
  "client",
  "business",
  "company",
  "enterprise",
  "api",
  "integration",
  "integrate",
  "webhook",
  "dashboard",
  "platform",
  "account",
  "delivery",
  "deliver",
  "campaign",
  "marketing",
  "promotion",
  "notification",
  "alert",
  "reminder",
  "verification",
  "template",
  "inbox",
  "support",
  "channel",
  "provider",
  "operator",
  "network",
  "sender",
  "registration",
  "compliance",
  "consent",
  "opt-out",
  "unicode",
  "arabic",
  "hindi",
  "segment",
  "volume",
  "report",
  "analytics",
  "onboarding",
  "setup",
  "trial",
  "test",
  "relaywave",
  "start",
  "begin",
  "sign up",
  "service",
  "solution",
  "product",
];
