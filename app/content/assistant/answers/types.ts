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
  /** A market's rate for the one traffic type the question names ("OTP SMS price in Bahrain"). */
  pricingCountryTraffic: string;
  pricingSeeAll: string;
  /** A market's sender ID fee alone, for "is sender ID registration extra there?". */
  pricingSenderIdFee: string;
  /** Two markets' sender ID fees compared: {dearer}, {dearerPath}, {dearerFee}, {cheaper}, {cheaperPath}, {cheaperFee}. */
  senderIdFeeCompared: string;
  /** Two markets' sender ID fees that are the same: {one}, {onePath}, {other}, {otherPath}, {fee}. */
  senderIdFeeSame: string;
  /** A market's sending window on the visitor's clock: {window} ("08:30 to 22:30 India Standard Time (UTC+5:30)"). */
  windowOnClock: string;
  /** A language a market takes only as Unicode ("Malayalam to Saudi?"): {single}, the characters one SMS holds. */
  languageAsUnicode: string;
  /** A sender name the visitor proposes, longer than the market allows: {name}, {count}, {max}. */
  senderNameTooLong: string;
  /** A proposed header not of the exact length the market requires (India's six): {name}, {count}, {max}. */
  senderNameNotExact: string;
  /** A proposed sender name within the market's limit: {name}, {count}, {max}. */
  senderNameFits: string;
  /** "Cheapest promotional rate?": the lowest and highest of the published rates of one traffic type. */
  pricingExtremes: string;
  /** "Cheaper, Qatar or Bahrain?": the two named markets' rates of one traffic type, cheaper first. */
  pricingCompared: string;
  /** The same comparison asked the other way round ("which is pricier?"): the dearer market first. */
  pricingComparedDearer: string;
  /** The traffic types as the comparisons name them. */
  trafficTransactional: string;
  trafficPromotional: string;
  /** Which markets a superlative ranges over: all of them, or the Gulf's. */
  marketsAll: string;
  marketsGulf: string;
  /** The scope of a ranking of the markets the visitor named ("Of the markets you named"). */
  marketsNamed: string;
  /** After a comparison of two markets: the gap between their rates. {difference} is per segment. */
  pricingDifference: string;
  /** How many times the cheaper rate the dearer one is, when asked: {ratio}. */
  pricingRatio: string;
  /** Sender ID approval compared across markets: {scope} as in the price rankings, {market} and {path} the extreme. */
  /** The one-time fee for {count} sender IDs in one market, {total} in all. */
  senderIdFeeFor: string;
  /** A count with no traffic type named: the total at each type's rate. */
  volumeCostBothTypes: string;
  volumeCostBothTypesWithFee: string;
  registrationLongest: string;
  registrationQuickest: string;
  pricingOtherChannel: string;
  /** After a channel's own words on how it is priced: the quote comes from sales. */
  pricingQuoted: string;
  unservedMarket: string;
  notCovered: string;
  /** Numbers asked of a country we do not list: {service}, {path}, {country}, {contactPath}. */
  numbersNotListed: string;
  notMentioned: string;
  /** One of a market's facts: "{label}", "{market}", "{path}", "{value}" (its page's words). */
  marketFact: string;
  /** A second fact of the same market, after the first: "{label}", "{value}". */
  marketFactAlso: string;
  /** A market fact the market's page does not state: said so, with the offer to ask sales. */
  marketFactNotStated: string;
  /** A time of day asked for transactional traffic: any hour. */
  transactionalTimeAnyHour: string;
  /** Before the promotional hours, for a question with a time ("{time}", 24-hour). */
  /** "Are there hours OTPs may not be sent?": none; the hours are for promotional messages. */
  transactionalAnyHour: string;
  promotionalTimeOutside: string;
  promotionalTimeInside: string;
  offerHandoff: string;
  /** The company's own terms, from company/facts.ts (the topics are the vocabulary's companyTopics). */
  companyUptime: string;
  companyPayment: string;
  companyTrial: string;
  companyCommitment: string;
  companyDiscounts: string;
  /** A discount for a kind of organisation ("an NGO discount?"), which the site does not publish. */
  companyDiscountsSpecial: string;
  companyThroughput: string;
  /** No client SDKs are listed: the API is plain HTTP, with first calls in curl, Node.js and Python. */
  companySdks: string;
  companyReselling: string;
  companyDataLocation: string;
  companyCertifications: string;
  companyHours: string;
  /** The hours, and the same hours on the clock of the zone the visitor named: {zoneHours}. */
  companyHoursIn: string;
  /** A day we are closed, asked about: {day}, {nextDay} (the next business day), with {officeHours}. */
  companyClosedDay: string;
  companyFounded: string;
  companyUnpublished: string;
  companySupport: string;
  companyRetention: string;
  /** Where to ask to see, correct or delete one's personal data, and how soon we reply. */
  companyDataRights: string;
  /** "No." before a rule that answers a question asking to do without it. */
  requirementNo: string;
  /** After the verdict on one sender name for promotions and OTPs: each kind has its own. */
  separateSenderName: string;
  /** "Yes." before what we do, answering "can you…?". */
  offeredYes: string;
  /** When an SMS or its code does not arrive: the delivery report, a resend, WhatsApp or a voice call. */
  deliveryFallback: string;
  /** How long this chat is kept, for a question about the chat alone. */
  companyRetentionChat: string;
  /** "Do you save my IP with the chat?": not with a conversation, only a random code in the browser. */
  companyChatIp: string;
  /** The contact form's phone field: optional, and what the form does need. */
  formPhoneOptional: string;
  /** Where what the visitor writes in this chat goes, and whom we share it with. */
  companySharingChat: string;
  /** When the privacy policy was last updated ("{date}", written for the locale). */
  privacyUpdated: string;
  /** "{headquarters}", "{others}": the offices' cities. */
  companyOffices: string;
  /** A channel we do not offer ("{channel}"), and the ones we do ("{names}"). */
  otherChannel: string;
  handoffForm: string;
  /**
   * The whole reply to a handoff whose visitor wrote an e-mail address: one sentence that repeats
   * it ("{visitorEmail}") and says what happens next; "{greeting}" is empty or "handoffName" with the name.
   */
  handoffWithEmail: string;
  /** ", {name}" or its language's form, put into "{greeting}". */
  handoffName: string;
  /** " and {visitorNumber}" or its language's form, put into "{visitorPhone}" after the address. */
  handoffPhone: string;
  handoffFormVoice: string;
  handoffAccepted: string;
  declined: string;
  /** When the answer would be the previous one again: say so, and offer the next step. */
  repeated: string;
  /** Before a figure given again, because the follow-up asked for what the last answer said. */
  repeatedFact: string;
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
  /** "How many operators?": their number, before the market's operators are named. */
  operatorCount: string;
  /** "Even OTPs need AD-?": only promotional sender IDs carry the market's {value} mark. */
  markOnlyPromotional: string;
  /** "Do admission updates count as transactional or promotional?": the kind, before the pricing page's line. */
  countsAsTransactional: string;
  countsAsPromotional: string;
  /** A market's registration steps by their titles, after its registration section's opening. */
  registrationSteps: string;
  /** Between open roles, whose titles hold commas. */
  roleSeparator: string;
  /** A message's length in segments: {characters}, {encoding}, {segments}, {perSegment}. */
  segmentCount: string;
  /** Before a count of two or more segments, what one SMS holds: {single}, {encoding}. */
  segmentSingle: string;
  /** What one SMS holds and what a longer one is split into, for "and if my text is longer?". */
  segmentRules: string;
  /** That message's cost per recipient: {price} per {traffic} segment in [{country}]({path}), {total}. */
  segmentCost: string;
  /** The total for a number of messages, after the rate: {count}, {total}. */
  volumeCost: string;
  /** Before a total whose messages each take several segments: "At 2 segments a message, that is $0.0064 each." */
  segmentsEach: string;
  /** One market's share of a total over several: "25,000 messages in Bahrain cost $675". */
  volumeCostPart: string;
  /** One market's share with its own one-time sender ID fee added: "…cost $160, $260 with its $100 sender ID registration". */
  volumeCostPartWithFee: string;
  /** Between those shares: "; " ("؛ " in Arabic), since the amounts hold commas. */
  volumeCostSeparator: string;
  /** The one-time sender ID fees of the markets in play, added up. */
  senderIdFeesTotal: string;
  /** The shares, and their sum: {parts}, {total}. */
  volumeCostSum: string;
  /** A sum of several markets at one traffic type, when none was named: {traffic}, {parts} (the sum's sentence). */
  volumeCostSumAs: string;
  /** Each market's total side by side, after a comparison of their rates: {parts}. */
  volumeCostEach: string;
  /** How much more the dearer of two markets costs for that count: {count}, {market}, {difference}. */
  volumeCostGap: string;
  /** The total with the one-time sender ID fee, when the visitor asks for it included. */
  volumeCostWithFee: string;
  /** The total over several months asked for ("3 months total?"): {months}, {total}. */
  volumeCostOverMonths: string;
  /** The same with the one-time sender ID fee paid once: {months}, {fee}, {totalWithFee}. */
  volumeCostOverMonthsWithFee: string;
  /** One traffic type's share of a total in one market: "50,000 transactional and OTP messages cost $1,700". */
  volumeCostTypePart: string;
  /** The shares, their sum and the sum with the one-time sender ID fee: {parts}, {total}, {fee}, {totalWithFee}. */
  volumeCostSumWithFee: string;
  /** "segment" in the plural forms of Intl.PluralRules ("other" is the fallback). */
  segmentWord: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
  /** One open role in the careers answer: {title}, {location}. */
  careersRole: string;
  /** How to apply, after a job answer. */
  careersApply: string;
  /** Before how pay is set: the page publishes no salary figures. */
  careersPayUnpublished: string;
  /** A remote role's time zones and the visitor's offset: within them, or outside. */
  careersZoneWithin: string;
  careersZoneOutside: string;
  /** Before the open roles: the page lists no internships or graduate programme. */
  careersNoInternships: string;
  /** The careers page's benefits, listed: {benefits}, {intro}, {careersPath}. */
  /** A kind of role asked for that none of the open roles is ("a design job?"). */
  careersNoSuchRole: string;
  benefitsList: string;
  /**
   * The hiring process: {steps} is a numbered list, each step's title in bold and what the page says of
   * it ("1. **Intro call**: A 30-minute call…"), on lines of their own; then {intro}, the page's own.
   */
  hiringSteps: string;
  /** One step of hiring asked about ("is there a take-home test?"): the step the page describes. */
  hiringStep: string;
  /**
   * A service page's first API call, for developers: {service}, {languages} (of the snippets),
   * {endpoint} and {fields} (of the JSON body). The block's own intro follows it.
   */
  firstApiCall: string;
}
