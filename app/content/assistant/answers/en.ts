import type { AssistantAnswerTexts } from "./types.ts";

export const assistantAnswerTexts: AssistantAnswerTexts = {
  contact:
    "You can reach our sales team at [{salesEmail}](mailto:{salesEmail}) or on [{phone}](tel:{phoneE164}), {officeHours}. We reply within {replyTime}, and the [Contact]({contactPath}) page has everything else you need.",
  pricingGeneral:
    "SMS is priced per message segment, by destination country and by traffic type (transactional or promotional), in USD excluding taxes. The current rates for every market are on [SMS pricing]({smsPricingPath}), and lower rates apply to committed monthly volumes.",
  pricingCountry:
    "In [{country}]({path}), an SMS costs {transactional} per transactional or OTP segment and {promotional} per promotional segment (USD, excluding taxes); sender ID registration: {senderId}.",
  pricingCountryTraffic:
    "In [{country}]({path}), {traffic} SMS cost {price} per segment (USD, excluding taxes); sender ID registration: {senderId}.",
  pricingOnRequest:
    "We do not publish a rate for [{country}]({path}) yet: [contact sales]({contactPath}) for a quote for your volumes.",
  pricingSenderIdFee:
    "In [{country}]({path}), sender ID registration: {senderId}, besides the per-segment rates.",
  senderIdFeeCompared:
    "Sender ID registration costs more in [{dearer}]({dearerPath}) ({dearerFee}) than in [{cheaper}]({cheaperPath}) ({cheaperFee}).",
  senderIdFeeSame:
    "Sender ID registration costs the same in [{one}]({onePath}) and [{other}]({otherPath}): {fee}.",
  senderNameTooLong: "No: “{name}” has {count} characters, and a sender ID there can have at most {max}.",
  senderNameNotExact: "No: “{name}” has {count} characters, and a header there has exactly {max}.",
  senderNameFits: "“{name}” has {count} characters, within the {max} allowed.",
  languageAsUnicode: "Yes, as Unicode: one SMS then holds up to {single} characters.",
  windowOnClock: "On your clock, that is {window}.",
  pricingSeeAll: "Every market's rates are on [SMS pricing]({smsPricingPath}).",
  pricingExtremes:
    "{scope}, the lowest {traffic} SMS rate is in [{cheapest}]({cheapestPath}), at {cheapestPrice} per segment, and the highest in [{dearest}]({dearestPath}), at {dearestPrice} (USD, excluding taxes).",
  pricingCompared:
    "For {traffic} SMS, [{cheaper}]({cheaperPath}) is cheaper: {cheaperPrice} per segment, against {dearerPrice} in [{dearer}]({dearerPath}) (USD, excluding taxes).",
  pricingComparedDearer:
    "For {traffic} SMS, [{dearer}]({dearerPath}) is pricier: {dearerPrice} per segment, against {cheaperPrice} in [{cheaper}]({cheaperPath}) (USD, excluding taxes).",
  trafficTransactional: "transactional and OTP",
  trafficPromotional: "promotional",
  marketsAll: "Of our markets",
  marketsGulf: "Of our Gulf markets",
  marketsNamed: "Of the markets you named",
  pricingDifference: "The difference is {difference} per segment.",
  pricingRatio: "That is {ratio} times the cheaper rate.",
  registrationLongest: "{scope}, sender ID registration can take longest in [{market}]({path}).",
  registrationQuickest: "{scope}, sender ID registration is quickest in [{market}]({path}).",
  pricingQuoted:
    "We quote {service} for your use case and volume: [contact sales]({contactPath}) for a proposal.",
  pricingOtherChannel:
    "We do not publish prices for {service}: it is quoted for your use case and volume, and the rates on [SMS pricing]({smsPricingPath}) are for SMS only. See [{service}]({path}) for what is included, or [contact sales]({contactPath}) for a proposal.",
  unservedMarket:
    "We do not list {country} among our SMS markets; we send SMS in {count} markets: {markets}. See [SMS services]({smsPath}) and the rates on [SMS pricing]({smsPricingPath}), or [contact sales]({contactPath}) about {country} at [{salesEmail}](mailto:{salesEmail}).",
  notCovered:
    "Our [{service}]({path}) page does not say whether we offer it in {market}; what we publish for {market} is on [SMS in {market}]({marketPath}). [Contact sales]({contactPath}) can tell you more.",
  numbersNotListed:
    "Our [{service}]({path}) page does not list {country} among the countries we offer numbers in; [contact sales]({contactPath}) to ask about {country}.",
  notMentioned:
    "Our [{service}]({path}) page does not mention {word}, so I cannot confirm it. What it does say: {lead}",
  companyUptime:
    "Our platform runs to an uptime target of {uptime}, as our [SMS]({smsPath}) page states. The site does not publish other service level terms, such as credits for missed targets, so [our sales team]({contactPath}) can tell you what an agreement for your traffic covers.",
  companyPayment:
    "[Prices]({smsPricingPath}) are in US dollars, excluding taxes: pay-as-you-go accounts buy prepaid credit, and committed plans are billed monthly. The site does not list payment methods such as bank transfer or cards, so [our sales team]({contactPath}) confirms them.",
  companyTrial:
    "You can test before you pay: after a short call about your use case we set up a test account with credits, so you can check delivery, the API and the dashboard before you commit, and opening an account costs nothing. The site states no time limit or amount of credit for it; [contact sales]({contactPath}) to get one.",
  companyCommitment:
    "Pay-as-you-go has no minimum commitment: you buy credit and pay for what you send. Committed plans have a monthly minimum agreed in advance, in return for lower rates; the published rates are on [SMS pricing]({smsPricingPath}), and [our sales team]({contactPath}) agrees a committed plan with you.",
  companyDiscounts:
    "Yes: committed monthly volumes get lower rates than the pay-as-you-go prices on [SMS pricing]({smsPricingPath}). The discount depends on your country mix and volume, so [our sales team]({contactPath}) quotes it.",
  companyDiscountsSpecial:
    "The site does not publish special discounts for charities, non-profits or any other kind of organisation, so I cannot confirm one. What it does say: committed monthly volumes get lower rates than the pay-as-you-go prices on [SMS pricing]({smsPricingPath}), and [our sales team]({contactPath}) quotes them.",
  companyThroughput:
    "The site publishes no throughput figure, such as messages per second, for the API or SMPP; it offers SMPP for high-throughput traffic, as the [SMS]({smsPath}) page says. [Our sales team]({contactPath}) can confirm what your traffic needs.",
  companySdks:
    "The site lists no SDKs or client libraries: our APIs take plain HTTPS requests with JSON, and the [SMS]({smsPath}) page shows the first call in curl, Node.js and Python, so any language that can send an HTTP request can use them. [Our sales team]({contactPath}) can tell you about tooling for your stack.",
  companyReselling:
    "The site does not describe a reseller, white-label or agency programme, or any margin for agencies, so I cannot confirm one. [Our sales team]({contactPath}) can tell you what is possible for an agency.",
  companyDataLocation:
    "The site does not say in which country our servers are. Our [privacy policy]({privacyPath}) says some of our providers operate servers in other countries, so personal data may be processed outside the country where you live, with the safeguards the law requires. [Our sales team]({contactPath}) can answer hosting questions for your project.",
  companyCertifications:
    "The site does not state a certification such as ISO 27001 or SOC 2, so I cannot confirm one. [Our sales team]({contactPath}) can tell you what applies to your project.",
  companyHoursIn:
    "Our team is available {officeHours}, which is {zoneHours}. Messages that arrive outside those hours are answered on the next business day; the [Contact]({contactPath}) page has every way to reach us.",
  companyClosedDay:
    "{day} is outside our hours: our team is available {officeHours} and replies within {replyTime}, so a message sent on {day} is answered on {nextDay}, the next business day. The [Contact]({contactPath}) page has every way to reach us.",
  companyHours:
    "Our team is available {officeHours}. Messages that arrive outside those hours are answered on the next business day; the [Contact]({contactPath}) page has every way to reach us.",
  companyFounded:
    "{companyName} was founded in {foundedYear} and has connected businesses to their customers by SMS since then, and later by WhatsApp, RCS, voice and AI agents. More [about us]({aboutPath}).",
  companyUnpublished:
    "Our pages do not state that, so I will not guess. What they do say: {companyName} was founded in {foundedYear}, with headquarters in {headquarters} ([about us]({aboutPath})). Our [sales team]({contactPath}) can answer the rest.",
  companySupport:
    "Write to [{email}](mailto:{email}) or call [{phone}](tel:{phoneE164}), {officeHours}. For a delivery problem, include example message IDs so we can trace them. The [Contact]({contactPath}) page has every way to reach us.",
  companyRetention:
    "We keep assistant conversations for {conversationRetentionDays} days and enquiries for {enquiryRetentionMonths} months, then delete them. The [privacy policy]({privacyPath}) says what we keep and why.",
  companyDataRights:
    "To see, correct or delete the personal data we hold about you, e-mail [{privacyEmail}](mailto:{privacyEmail}). We may ask you to confirm your identity, and we usually reply within {usualResponseDays} days; the [privacy policy]({privacyPath}) lists your rights.",
  companyRetentionChat:
    "We keep conversations with this assistant (what you write, its answers and any contact details you give) for {conversationRetentionDays} days from the first message, then delete them. The [privacy policy]({privacyPath}) says what we keep and why.",
  companyChatIp:
    "No. We do not store your IP address with a conversation; it is identified only by a random code kept in your browser. The [privacy policy]({privacyPath}) says what we keep and why.",
  formPhoneOptional:
    "No. The phone number is optional in the form on our [Contact]({contactPath}) page: it needs your name, work e-mail and a message, and we reply by e-mail if you leave the phone out.",
  companySharingChat:
    "What you write here goes to our servers to produce a reply. When an external AI model provider is enabled, your message and the passages of this site relevant to it are also sent to that provider; otherwise we share personal data only with service providers who help us run the site, under written agreements. The [privacy policy]({privacyPath}) lists them.",
  privacyUpdated: "The [privacy policy]({privacyPath}) was last updated on {date}.",
  requirementNo: "No.",
  separateSenderName:
    "Promotional messages go out on a sender name of their own, separate from the one for OTPs and transactional messages.",
  offeredYes: "Yes.",
  deliveryFallback:
    "When an SMS is not delivered, the operator's delivery report reaches your system through our API and webhooks, so it can resend the message or switch to another channel from the same account: WhatsApp, or a voice call that reads the code aloud.",
  companyOffices:
    "Our headquarters are in {headquarters}, and we have offices in {others}. The team is available {officeHours}; more [about us]({aboutPath}), and our address, {address}, is on the [Contact]({contactPath}) page.",
  otherChannel:
    "We do not offer {channel}. Our services are {names}: see [our services]({servicesPath}), or [ask our sales team]({contactPath}) about what you need.",
  marketFact: "{label} for SMS in [{market}]({path}): {value}",
  marketFactAlso: "{label}: {value}",
  marketFactNotStated:
    "{label}: our page on SMS in [{market}]({path}) does not state this, so I will not guess. Our sales team can confirm it for you: would you like me to pass your question to them?",
  transactionalTimeAnyHour:
    "Yes: transactional messages such as OTPs and alerts can go out at any hour, {time} included.",
  transactionalAnyHour:
    "OTPs and transactional alerts can be sent at any hour; the sending hours apply to promotional messages.",
  promotionalTimeOutside: "No: {time} is outside the hours for promotional SMS.",
  promotionalTimeInside:
    "Yes, {time} is within the hours for promotional SMS, on a registered sender and template.",
  offerHandoff: "Would you like me to pass your question to our sales team?",
  handoffForm: "The form below lets you send your details and this conversation to our sales team.",
  handoffWithEmail:
    "Thank you{greeting}: the form below already holds {visitorEmail}{visitorPhone}. Send it, and our [sales team]({contactPath}) replies within {replyTime}.",
  handoffName: ", {name}",
  handoffPhone: " and {visitorNumber}",
  handoffFormVoice: "The form to send your details to our sales team is on the screen, in the chat panel.",
  handoffAccepted:
    "Gladly: our sales team replies within {replyTime}, and you can also [contact us]({contactPath}) directly.",
  repeatedFact: "As in my last answer:",
  repeated:
    "That is what I can tell you from our pages; the answer above says it. Would you like me to pass your question to our sales team?",
  declined:
    "No problem. Ask me anything else about our services, or browse them on [Services]({servicesPath}).",
  clarifyPricing:
    "Which prices would you like? SMS rates are published per country on [SMS pricing]({smsPricingPath}); other channels are quoted for your use case and volume.",
  pricingSuggestion: "SMS prices in {market}",
  serviceSuggestion: "{service} pricing",
  senderIdIncluded: "included",
  careers:
    "Yes, {companyName} is hiring, with {count} open roles. Among them: {roles}. See [Careers]({careersPath}) for the details.",
  careersPayUnpublished: "Our careers page does not publish salary figures.",
  careersZoneWithin:
    "Yes: {offset} is within the time zones this remote role is open to ({fromOffset} to {toOffset}).",
  careersZoneOutside:
    "No: {offset} is outside the time zones this remote role is open to ({fromOffset} to {toOffset}).",
  careersNoInternships:
    "Our careers page does not list internships or a graduate programme at the moment, though other roles are open.",
  careersNoSuchRole:
    "Our careers page does not list a role of that kind at the moment, though other roles are open.",
  careersApply:
    "To apply, e-mail your CV to [{careersEmail}](mailto:{careersEmail}) with the role title in the subject line.",
  servicesOverview:
    "{companyName} offers {count} services: {names}, with SMS coverage across India and the Gulf. Browse all of them on [Services]({servicesPath}), or [contact sales]({contactPath}) to find the right mix.",
  outOfScope:
    "I can only help with questions about {companyName}'s business messaging: SMS, WhatsApp Business, RCS, voice, AI agents, virtual numbers and web and app development. Have a look at our [services]({servicesPath}) or [contact our team]({contactPath}) if you need something else.",
  greeting:
    "Hello! I can answer questions about our messaging services, SMS coverage and pricing, or help you get in touch. Browse our [services]({servicesPath}) or ask me anything about them.",
  thanks:
    "You're welcome! If anything else comes up about our messaging services, just ask here or [contact sales]({contactPath}).",
  readMore: "Learn more on our [{label}]({path}) page.",
  alsoSee: "See also [{label}]({path}).",
  listSeparator: ", ",
  operatorCount: "{count} operators.",
  markOnlyPromotional:
    "No. Only promotional sender IDs carry {value}; transactional messages such as confirmations, reminders and OTPs go without it.",
  countsAsTransactional: "Those count as transactional messages.",
  countsAsPromotional: "Those count as promotional messages.",
  registrationSteps: "The steps, in order: {steps}.",
  roleSeparator: "; ",
  segmentCount:
    "A {characters}-character message in {encoding} takes {segments} of up to {perSegment} characters, and each segment is charged as one SMS.",
  segmentSingle: "One SMS holds up to {single} characters in {encoding}.",
  segmentWord: { one: "segment", other: "segments" },
  segmentRules:
    "One SMS holds up to {gsmSingle} GSM-7 characters, or {unicodeSingle} in Unicode (Arabic, Hindi or emoji). A longer message is split into parts of {gsmPart} or {unicodePart} characters, and each part is charged as one SMS.",
  segmentCost:
    "At {price} per {traffic} segment in [{country}]({path}), that is {total} per recipient (USD, excluding taxes).",
  volumeCost: "For {count} messages, that is {total} (USD, excluding taxes).",
  segmentsEach: "At {segments} segments a message, each costs {price}.",
  volumeCostPart: "{count} messages in {market} cost {total}",
  volumeCostPartWithFee:
    "{count} messages in {market} cost {total}, {totalWithFee} with its {fee} sender ID registration",
  volumeCostSeparator: "; ",
  senderIdFeesTotal:
    "Registering sender IDs in these {count} markets comes to {total} one-time (USD, excluding taxes).",
  senderIdFeeFor: "For {count} sender IDs, that is {total} one-time (USD, excluding taxes).",
  volumeCostBothTypes:
    "For {count} messages, that is {transactional} as transactional or OTP messages, or {promotional} as promotional ones (USD, excluding taxes).",
  volumeCostBothTypesWithFee:
    "For {count} messages, that is {transactional} as transactional or OTP messages, or {promotional} as promotional ones; with the one-time sender ID registration of {fee}, {transactionalWithFee} or {promotionalWithFee} in the first month (USD, excluding taxes).",
  volumeCostSum: "{parts}: {total} in all (USD, excluding taxes).",
  volumeCostSumAs: "As {traffic} messages: {parts}",
  volumeCostEach: "{parts} (USD, excluding taxes).",
  volumeCostGap: "For {count} messages, {market} costs {difference} more.",
  volumeCostWithFee:
    "For {count} messages, that is {total}; with the one-time sender ID registration of {fee}, {totalWithFee} in the first month (USD, excluding taxes).",
  volumeCostOverMonths: "Over {months} months, that comes to {total} (USD, excluding taxes).",
  volumeCostOverMonthsWithFee:
    "Over {months} months, with the sender ID registration of {fee} paid once, that comes to {totalWithFee} (USD, excluding taxes).",
  volumeCostTypePart: "{count} {traffic} messages cost {total}",
  volumeCostSumWithFee:
    "{parts}; with the one-time sender ID registration of {fee}, {totalWithFee} in the first month (USD, excluding taxes).",
  careersRole: "{title} – {location}",
  benefitsList: "What we offer: {benefits}. {intro} See [Careers]({careersPath}).",
  firstApiCall:
    "Our {service} page shows your first API call in {languages}, ready to copy: one POST to the endpoint {endpoint}, with your API key as a Bearer token in the Authorization header and a JSON body with the fields {fields}.",
  hiringSteps: "How we hire, step by step:\n{steps}\n\n{intro} See [Careers]({careersPath}).",
  hiringStep: "**{title}**: {body} See [Careers]({careersPath}).",
};
