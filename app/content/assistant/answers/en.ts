import type { AssistantAnswerTexts } from "./types.ts";

export const assistantAnswerTexts: AssistantAnswerTexts = {
  contact:
    "You can reach our sales team at [{salesEmail}](mailto:{salesEmail}) or on [{phone}](tel:{phoneE164}), {officeHours}. We reply within {replyTime}, and the [Contact]({contactPath}) page has everything else you need.",
  pricingGeneral:
    "SMS is priced per message segment, by destination country and by traffic type (transactional or promotional), in USD excluding taxes. The current rates for every market are on [SMS pricing]({smsPricingPath}), and lower rates apply to committed monthly volumes.",
  pricingCountry:
    "In [{country}]({path}), an SMS costs {transactional} per transactional or OTP segment and {promotional} per promotional segment (USD, excluding taxes); sender ID registration: {senderId}.",
  pricingOnRequest:
    "We do not publish a rate for [{country}]({path}) yet: [contact sales]({contactPath}) for a quote for your volumes.",
  pricingSeeAll: "Every market's rates are on [SMS pricing]({smsPricingPath}).",
  pricingOtherChannel:
    "We do not publish prices for {service}: it is quoted for your use case and volume, and the rates on [SMS pricing]({smsPricingPath}) are for SMS only. See [{service}]({path}) for what is included, or [contact sales]({contactPath}) for a proposal.",
  unservedMarket:
    "We do not list {country} among our SMS markets; we send SMS in {markets}. See [SMS services]({smsPath}) and the rates on [SMS pricing]({smsPricingPath}), or [contact sales]({contactPath}) about {country}.",
  notCovered:
    "Our [{service}]({path}) page does not say whether we offer it in {market}; what we publish for {market} is on [SMS in {market}]({marketPath}). [Contact sales]({contactPath}) can tell you more.",
  notMentioned:
    "Our [{service}]({path}) page does not mention {word}, so I cannot confirm it. What it does say: {lead}",
  offerHandoff: "Would you like me to pass your question to our sales team?",
  handoffForm: "The form below lets you send your details and this conversation to our sales team.",
  handoffWithEmail:
    "Thank you{greeting}: the form below already holds {visitorEmail}. Send it, and our [sales team]({contactPath}) replies within {replyTime}.",
  handoffName: ", {name}",
  handoffFormVoice: "The form to send your details to our sales team is on the screen, in the chat panel.",
  handoffAccepted:
    "Gladly: our sales team replies within {replyTime}, and you can also [contact us]({contactPath}) directly.",
  declined:
    "No problem. Ask me anything else about our services, or browse them on [Services]({servicesPath}).",
  clarifyPricing:
    "Which prices would you like? SMS rates are published per country on [SMS pricing]({smsPricingPath}); other channels are quoted for your use case and volume.",
  pricingSuggestion: "SMS prices in {market}",
  serviceSuggestion: "{service} pricing",
  senderIdIncluded: "included",
  careers:
    "{companyName} is hiring. Open roles include {roles}. See [Careers]({careersPath}) for the details. To apply, e-mail [{careersEmail}](mailto:{careersEmail}) with the role title in the subject line.",
  servicesOverview:
    "{companyName} offers {names}, with SMS coverage across India and the Gulf. Browse all of them on [Services]({servicesPath}), or [contact sales]({contactPath}) to find the right mix.",
  outOfScope:
    "I can only help with questions about {companyName}'s business messaging: SMS, WhatsApp Business, RCS, voice, AI agents, virtual numbers and web and app development. Have a look at our [services]({servicesPath}) or [contact our team]({contactPath}) if you need something else.",
  greeting:
    "Hello! I can answer questions about our messaging services, SMS coverage and pricing, or help you get in touch. Browse our [services]({servicesPath}) or ask me anything about them.",
  thanks:
    "You're welcome! If anything else comes up about our messaging services, just ask here or [contact sales]({contactPath}).",
  readMore: "Learn more on our [{label}]({path}) page.",
  alsoSee: "See also [{label}]({path}).",
  listSeparator: ", ",
  roleSeparator: "; ",
};
