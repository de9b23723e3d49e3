/**
 * The sentences the assistant's answer engine writes around what it finds, in
 * one language (assistant/answers/<locale>.ts): Markdown with site paths as links.
 * Placeholders: the company's facts, the site's paths ("{contactPath}") and what
 * the engine passes in ("{country}", "{path}", "{service}"...).
 */
export interface AssistantAnswerTexts {
  contact: string;
  pricingGeneral: string;
  pricingCountry: string;
  pricingOnRequest: string;
  pricingSeeAll: string;
  pricingOtherChannel: string;
  unservedMarket: string;
  notCovered: string;
  notMentioned: string;
  offerHandoff: string;
  handoffForm: string;
  /**
   * The whole reply to a handoff whose visitor wrote an e-mail address: one sentence that repeats
   * it ("{visitorEmail}") and says what happens next; "{greeting}" is empty or "handoffName" with the name.
   */
  handoffWithEmail: string;
  /** ", {name}" or its language's form, put into "{greeting}". */
  handoffName: string;
  handoffFormVoice: string;
  handoffAccepted: string;
  declined: string;
  clarifyPricing: string;
  pricingSuggestion: string;
  serviceSuggestion: string;
  senderIdIncluded: string;
  careers: string;
  servicesOverview: string;
  outOfScope: string;
  greeting: string;
  thanks: string;
  readMore: string;
  alsoSee: string;
  /** Between the items of a list of names ("India, UAE"). */
  listSeparator: string;
  /** Between open roles, whose titles hold commas. */
  roleSeparator: string;
}
