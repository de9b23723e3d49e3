/**
 * The sentences the assistant's answer engine writes around what it finds in
 * the site's content. Markdown, with site paths as links.
 */
import { company } from "./company";
import { paths } from "./site-map";

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
    `${service} is quoted for your use case and volume rather than from a public price list. ${link("Contact sales", paths.contact)} for a proposal, and see ${link(service, path)} for what is included.`,
  senderIdIncluded: "included",
  careers: (roles: readonly string[]) =>
    `Yes, ${company.name} is hiring. Open roles include ${roles.join("; ")}. See ${link("Careers", paths.careers)} for the details and how to apply.`,
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
