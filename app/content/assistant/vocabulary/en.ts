/**
 * The assistant's English words for telling what a question is about (the
 * names of each service and market are in their own text modules).
 */
import { companyTopics } from "./en-company-topics.ts";
import { indianScripts, marketAttributes } from "./en-market-attributes.ts";
import type { AssistantVocabulary } from "./types.ts";

export const assistantVocabulary: AssistantVocabulary = {
  /** Words that mean "this is about SMS" when a market is named. */
  smsContext: [
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
    // India's DLT categories, written with or without the hyphen.
    "service-explicit",
    "service-implicit",
    "explicit",
    "implicit",
  ],
  /**
   * Words that, with a market named and no other channel, mean "do you serve
   * this market" (its SMS page) rather than small talk about the place.
   */
  marketContext: [
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
    "approval",
    "approved",
    "compliance",
    "network",
    "operator",
    "zone",
    "timezone",
    // ("Riyadh rates?": a price asked of a place names its SMS rates.)
    "rate",
    "price",
    "pricing",
    "cost",
    "tariff",
    // ("Is the Kuwait fee every year?": a market's fee is its sender ID registration.)
    "fee",
    // ("Cheaper, Qatar or Bahrain?": their rates compared.)
    "cheaper",
    "cheapest",
  ],
  /**
   * Business words that show a question is about messaging at all (the company's
   * name counts too). A question without one of these (or a service, market or
   * intent) gets the polite off-topic redirect instead of whichever page happens
   * to share a word with it.
   */
  business: [
    "message",
    "messaging",
    "customer",
    "client",
    "business",
    "company",
    "enterprise",
    "api",
    "endpoint",
    "payload",
    "json",
    "curl",
    "integration",
    "integrate",
    "pbx",
    "sip",
    "webhook",
    "dashboard",
    "platform",
    "account",
    "delivery",
    "deliver",
    "campaign",
    "marketing",
    // ("Ramadan campaign, when should we start?": the seasonal campaigns the market pages name.)
    "ramadan",
    "promotion",
    "notification",
    "alert",
    "reminder",
    "appointment",
    // ("A link in it, can we see who clicked?": the click tracking of campaign links.)
    "clicked",
    "clicks",
    // ("Patients will press 1 to confirm?": a reminder call's keypad.)
    "keypad",
    "press 1",
    // ("Is the audio stored?": the assistant's microphone, in the privacy policy.)
    "audio",
    "microphone",
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
    "opt-in",
    // ("Do you follow quiet hours?", "do you allow spam?": the about page's values.)
    "quiet",
    "spam",
    "unsubscribe",
    "subscriber",
    "privacy",
    // ("Is my IP saved too?": the privacy policy says what its logs keep.)
    "ip",
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
    "start",
    "begin",
    "sign up",
    "service",
    "solution",
    "product",
  ],
  companyTopics,
  marketAttributes,
  unicodeScripts: ["arabic", "hindi", "urdu", ...indianScripts, "devanagari", "unicode", "emoji", "emojis"],
  otherChannels: [
    "telegram",
    "viber",
    "wechat",
    "line messenger",
    "facebook messenger",
    "messenger",
    "instagram",
    "signal",
    "imessage",
    "slack",
    "email marketing",
    "push notifications",
  ],
};
