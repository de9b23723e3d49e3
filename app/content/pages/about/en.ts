import type { AboutPage } from "../../page-schemas.ts";

export const aboutTexts: AboutPage = {
  seo: {
    title: "About {companyName}: business messaging since {foundedYear}",
    description:
      "{companyName} has helped businesses in India and the Gulf reach customers by SMS, WhatsApp, RCS and voice since {foundedYear}.",
  },
  hero: {
    eyebrow: "About us",
    title: "We help businesses reach their customers, reliably and within the rules",
    lead: "{companyName} is a business messaging provider serving India and the Gulf. Since {foundedYear} we have connected companies to their customers by SMS, and later by WhatsApp, RCS, voice and AI agents.",
    primaryCta: { label: "Talk to us", href: "/contact" },
    secondaryCta: { label: "Our services", href: "/services" },
  },
  story: {
    title: "Our story",
    intro:
      "{companyName} started in {foundedYear} with a simple aim: business messages should arrive, on time, every time.",
    paragraphs: [
      "We began with SMS. Businesses in the Gulf and India needed OTPs and alerts that arrived in seconds, and sender names their customers recognised. Getting there meant direct operator connections and a careful understanding of each country's registration rules.",
      "As customers moved to new channels, so did we. We added WhatsApp Business, RCS and voice, then virtual numbers and AI agents, all on the same platform and the same API. Our development team now also builds the websites and apps where many of these messages begin.",
      "What has not changed is how we work. We keep the technology simple to use, we deal with the regulators and operators so our customers do not have to, and we answer when something needs fixing.",
    ],
  },
  highlights: [
    { label: "Founded", value: "{foundedYear}" },
    { label: "SMS markets", value: "{marketCount}" },
    { label: "Services on one platform", value: "{serviceCount}" },
    { label: "Messaging channels, one API", value: "4" },
  ],
  values: {
    title: "What we value",
    intro: "These principles shape how we build the platform and how we treat our customers.",
    items: [
      {
        title: "Delivery first",
        body: "A message that does not arrive has no value. We choose routes, monitor traffic and fix issues with delivery as the first priority.",
      },
      {
        title: "Play by the rules",
        body: "We follow each country's rules on sender IDs, content, consent and sending hours, and we help our customers do the same. It protects their brand and their customers.",
      },
      {
        title: "Say it plainly",
        body: "Clear prices, clear contracts and honest answers about what a channel can and cannot do in a given market.",
      },
      {
        title: "Respect the recipient",
        body: "Every message lands on someone's phone. We support opt-outs, quiet hours and consent records, and we turn away traffic that is spam.",
      },
      {
        title: "Stay close to customers",
        body: "You work with people who know your account and your market. We listen, and we improve the product based on what customers ask for.",
      },
    ],
  },
  approach: {
    title: "How we work",
    intro: "From the first call to daily operations, this is what working with us looks like.",
    items: [
      {
        title: "We start with your use case",
        body: "Before we quote, we learn what you send, to whom and why. Then we recommend the channels and routes that fit, not the most expensive ones.",
      },
      {
        title: "We handle registration",
        body: "We prepare and file sender-ID, DLT and template registrations with you, and track them with the operators until they are approved.",
      },
      {
        title: "We support the integration",
        body: "Our engineers help your developers connect the API and webhooks, and test delivery with you before you go live.",
      },
      {
        title: "We watch your traffic",
        body: "We monitor delivery rates and operator performance, and contact you when something changes that affects your messages.",
      },
      {
        title: "We review with you",
        body: "As your volumes and needs grow, we review your channels, routes and pricing with you so the setup keeps fitting your business.",
      },
    ],
  },
  cta: {
    title: "Let's talk about your messaging",
    body: "Tell us what you want to send and where. We reply within {replyTime}.",
    primary: { label: "Contact us", href: "/contact" },
    secondary: { label: "Join our team", href: "/careers" },
  },
  illustration:
    "A map of our markets, Kuwait, Bahrain, Qatar, Saudi Arabia, the UAE and India, joined by message routes, a badge reading connecting businesses since {foundedYear}, and our channels: SMS, WhatsApp, RCS, voice and AI agents.",
};
