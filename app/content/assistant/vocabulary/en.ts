/**
 * The assistant's English words for telling what a question is about (the
 * names of each service and market are in their own text modules).
 */
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
    "compliance",
    "network",
    "operator",
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
    "start",
    "begin",
    "sign up",
    "service",
    "solution",
    "product",
  ],
};
