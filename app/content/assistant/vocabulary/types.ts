import type { MarketFactRow } from "../../facts/types.ts";

/** Words of one language that tell the assistant what a question is about (assistant/vocabulary/<locale>.ts). */
export interface AssistantVocabulary {
  smsContext: readonly string[];
  marketContext: readonly string[];
  business: readonly string[];
  /**
   * Phrases that name a question about the company's own terms (company/facts.ts), by topic; a
   * phrase of several words must appear as written, one word may carry a typo.
   */
  companyTopics: Record<CompanyTopic, readonly string[]>;
  /**
   * Phrases that ask for one of a market's facts (a row of its "at a glance" list), matched as
   * companyTopics are; with a market named or in play, the answer is that row.
   */
  marketAttributes: Partial<Record<MarketFactRow, readonly string[]>>;
  /** Scripts and symbols an SMS can only carry in Unicode (UCS-2), as visitors name them ("Arabic", "emoji"). */
  unicodeScripts: readonly string[];
  /** Messaging channels we do not offer, as visitors name them ("Telegram"). */
  otherChannels: readonly string[];
}

/** What a visitor may ask of the company itself, each answered from its facts. */
export type CompanyTopic =
  | "uptime"
  | "payment"
  | "trial"
  | "commitment"
  | "discounts"
  | "certifications"
  /** Messages per second over the API or SMPP, which the site does not publish. */
  | "throughput"
  /** Client SDKs or libraries, which the site does not list: its examples are plain HTTP. */
  | "sdks"
  /** A reseller, white-label or agency programme and its margins, which the site does not describe. */
  | "reselling"
  /** Where data is hosted: the privacy policy's international transfers, no country of servers. */
  | "dataLocation"
  | "offices"
  | "hours"
  | "founded"
  | "support"
  | "retention"
  /** Seeing, correcting or deleting one's personal data: the privacy policy's rights and address. */
  | "dataRights"
  /** What the site does not publish about the company: headcount, leadership, investors, revenue. */
  | "unpublished";
