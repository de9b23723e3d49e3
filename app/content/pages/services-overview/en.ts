import type { ServicesOverviewPage } from "../../page-schemas.ts";

export const servicesOverviewTexts: ServicesOverviewPage = {
  seo: {
    title: "Messaging services | {companyName}",
    description:
      "SMS, WhatsApp Business, RCS, voice, AI agents, virtual numbers and web and app development for businesses in India and the Gulf.",
  },
  hero: {
    eyebrow: "Services",
    title: "Messaging services for every customer conversation",
    lead: "One-time passwords, order updates, campaigns, support chats and phone calls each work best on a different channel. We run them all from one account, so you can use the right one for each job.",
    primaryCta: { label: "Talk to sales", href: "/contact" },
    secondaryCta: { label: "See SMS pricing", href: "/services/sms-services/pricing" },
  },
  overview: [
    "{companyName} gives businesses one place to send and receive messages on SMS, WhatsApp, RCS and voice. You connect once, through our API or our web dashboard, and choose the channel per message, per campaign or per customer.",
    "Behind each channel we handle the parts that slow teams down: operator connections, sender-ID and template registration, local rules on content and timing, and delivery reporting. Our team knows the regulators and networks in India and the Gulf, and stays with you after launch.",
    "When you need more than messaging, we also build AI agents that answer customers, provide local and toll-free numbers, and develop the websites and apps your customers use.",
  ],
  catalogue: {
    title: "Our services",
    intro:
      "Each service runs on the same account, API and support team. Open a service to see its features, use cases and how to get started.",
  },
  markets: {
    title: "SMS markets we cover",
    intro:
      "Sender-ID rules, registration and delivery differ by country. Each market page explains the local requirements and what we handle for you.",
  },
  guidance: {
    title: "Which channel for which job",
    intro:
      "A short guide to where each channel fits. Many customers combine two or three, for example SMS as a fallback when a WhatsApp message is not delivered.",
    items: [
      {
        title: "One-time passwords and alerts: SMS",
        body: "SMS reaches every mobile phone without an app or data connection. It is the dependable choice for OTPs, bank alerts, delivery updates and anything time-critical.",
      },
      {
        title: "Rich marketing: RCS and WhatsApp",
        body: "For campaigns with images, product carousels and reply buttons, use RCS or WhatsApp. Both show your verified brand name and let customers act inside the message.",
      },
      {
        title: "Customer support: WhatsApp and AI agents",
        body: "Customers already chat on WhatsApp. Pair it with an AI agent that answers common questions at any hour and hands complex cases to your team in a shared inbox.",
      },
      {
        title: "Calls: voice and virtual numbers",
        body: "Use voice for IVR menus, reminder calls and broadcasts. Add local, toll-free or mobile virtual numbers for support lines, call centres and two-way SMS.",
      },
      {
        title: "Building the product: web and app development",
        body: "If you need the website, web app or mobile app itself, our development team builds it with OTP login, notifications and chat built in from the start.",
      },
      {
        title: "Not sure yet? Ask us",
        body: "Tell us what you want your customers to receive and where they are. We will recommend a channel mix and show you the costs before you commit.",
      },
    ],
  },
  cta: {
    title: "Find the right channel mix",
    body: "Describe your use case and the countries you serve. We reply within {replyTime} with a recommendation, pricing and a test account.",
    primary: { label: "Talk to sales", href: "/contact" },
    secondary: { label: "About us", href: "/about" },
  },
  illustration:
    "Your app or CRM calls one API, on one account with one team, which reaches every channel: SMS for OTPs and alerts, WhatsApp templates, RCS rich cards, voice and IVR, AI agents that hand chats to a person, local and toll-free numbers, and the web and apps we build.",
};
