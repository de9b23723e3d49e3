/**
 * The sentences the assistant's answer engine writes around what it finds in
 * the site's content. Markdown, with site paths as links.
 */
import { company } from "./company.ts";
import { paths } from "./site-map.ts";

const link = (label: string, path: string) => `[${label}](${path})`;

export const assistantAnswers = {
  contact: () =>
    `You can reach our sales team at [${company.salesEmail}](mailto:${company.salesEmail}) or on [${company.phone}](tel:${company.phoneE164}), ${company.hours}. We reply within one business day, and the ${link("Contact", paths.contact)} page has everything else you need.`,
  pricingGeneral: () =>
    `SMS is priced per message segment, by destination country and by traffic type (transactional or promotional), in USD excluding taxes. The current rates for every market are on ${link("SMS pricing", paths.smsPricing)}, and lower rates apply to committed monthly volumes.`,
  pricingCountry: (
    country: string,
    path: string,
    transactional: string,
    promotional: string,
    senderId: string,
  ) =>
    `In ${link(country.startsWith("United") ? `the ${country}` : country, path)}, an SMS costs ${transactional} per transactional or OTP segment and ${promotional} per promotional segment (USD, excluding taxes); sender ID registration: ${senderId}.`,
  pricingOnRequest: (country: string, path: string) =>
    `We do not publish a rate for ${link(country, path)} yet: ${link("contact sales", paths.contact)} for a quote for your volumes.`,
  pricingSeeAll: () => `Every market's rates are on ${link("SMS pricing", paths.smsPricing)}.`,
  pricingOtherChannel: (service: string, path: string) =>
    `We do not publish prices for ${service}: it is quoted for your use case and volume, and the rates on ${link("SMS pricing", paths.smsPricing)} are for SMS only. See ${link(service, path)} for what is included, or ${link("contact sales", paths.contact)} for a proposal.`,
  unservedMarket: (country: string, markets: readonly string[]) =>
    `We do not list ${country} among our SMS markets; we send SMS in ${markets.join(", ")}. See ${link("SMS services", "/services/sms-services")} and the rates on ${link("SMS pricing", paths.smsPricing)}, or ${link("contact sales", paths.contact)} about ${country}.`,
  notCovered: (service: string, path: string, market: string, marketPath: string) =>
    `Our ${link(service, path)} page does not say whether we offer it in ${market}; what we publish for ${market} is on ${link(`SMS in ${market}`, marketPath)}. ${link("Contact sales", paths.contact)} can tell you more.`,
  notMentioned: (service: string, path: string, word: string, lead: string) =>
    `Our ${link(service, path)} page does not mention ${word}, so I cannot confirm it. What it does say: ${lead}`,
  offerHandoff: "Would you like me to pass your question to our sales team?",
  handoffForm: "The form below lets you send your details and this conversation to our sales team.",
  handoffFormVoice: "The form to send your details to our sales team is on the screen, in the chat panel.",
  handoffAccepted: () =>
    `Gladly: our sales team replies within one business day, and you can also ${link("contact us", paths.contact)} directly.`,
  declined: () =>
    `No problem. Ask me anything else about our services, or browse them on ${link("Services", paths.services)}.`,
  clarifyPricing: () =>
    `Which prices would you like? SMS rates are published per country on ${link("SMS pricing", paths.smsPricing)}; other channels are quoted for your use case and volume.`,
  pricingSuggestion: (market: string) => `SMS prices in ${market}`,
  serviceSuggestion: (service: string) => `${service} pricing`,
  senderIdIncluded: "included",
  careers: (roles: readonly string[]) =>
    `${company.name} is hiring. Open roles include ${roles.join("; ")}. See ${link("Careers", paths.careers)} for the details. To apply, e-mail [${company.careersEmail}](mailto:${company.careersEmail}) with the role title in the subject line.`,
  servicesOverview: (names: readonly string[]) =>
    `${company.name} offers ${names.join(", ")}, with SMS coverage across India and the Gulf. Browse all of them on ${link("Services", paths.services)}, or ${link("contact sales", paths.contact)} to find the right mix.`,
  outOfScope: () =>
    `I can only help with questions about ${company.name}'s business messaging: SMS, WhatsApp Business, RCS, voice, AI agents, virtual numbers and web and app development. Have a look at our ${link("services", paths.services)} or ${link("contact our team", paths.contact)} if you need something else.`,
  greeting: () =>
    `Hello! I can answer questions about our messaging services, SMS coverage and pricing, or help you get in touch. Browse our ${link("services", paths.services)} or ask me anything about them.`,
  thanks: () =>
    `You're welcome! If anything else comes up about our messaging services, just ask here or ${link("contact sales", paths.contact)}.`,
  readMore: (label: string, path: string) => `Learn more on our ${link(label, path)} page.`,
  alsoSee: (label: string, path: string) => `See also ${link(label, path)}.`,
} as const;
