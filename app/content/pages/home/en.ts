import type { HomePage } from "../../page-schemas.ts";

export const homeTexts: HomePage = {
  seo: {
    title: "{companyName}: SMS, WhatsApp, RCS and voice for business",
    description:
      "Business messaging for India and the Gulf: SMS, WhatsApp Business, RCS, voice, AI agents and virtual numbers through one API and one team.",
  },
  hero: {
    eyebrow: "Business messaging",
    title: "SMS, WhatsApp, RCS and voice that reach your customers in India and the Gulf",
    lead: "{companyName} connects your business to customers on the channels they already use. We handle the operator routes, sender-ID registration and compliance, so your team can focus on the message.",
    primaryCta: { label: "Talk to sales", href: "/contact" },
    secondaryCta: { label: "Explore services", href: "/services" },
  },
  highlights: [
    { label: "Messaging and build services", value: "{serviceCount}" },
    { label: "SMS markets covered", value: "{marketCount}" },
    { label: "API for every channel", value: "1" },
    { label: "In business since", value: "{foundedYear}" },
  ],
  services: {
    title: "Every channel your customers use",
    intro:
      "Pick one channel or combine several. Each service runs on the same account, the same API and the same support team.",
  },
  why: {
    title: "Why businesses choose {companyName}",
    intro:
      "Messaging only works when it arrives on time and stays within the rules. That is the part we take care of.",
    items: [
      {
        title: "Direct operator routes",
        body: "We send SMS over direct connections to mobile networks in our markets, not through long chains of resellers. That means faster delivery and fewer lost messages.",
      },
      {
        title: "One API for every channel",
        body: "Send SMS, WhatsApp, RCS and voice from a single API and one set of credentials. Add a channel later without rebuilding your integration.",
      },
      {
        title: "Compliance and sender IDs handled",
        body: "We prepare and file sender-ID, DLT and template registrations with you, and keep your traffic within local rules on content, timing and consent.",
      },
      {
        title: "Local support in the Gulf and India",
        body: "Our team works in your time zone and knows the local operators and regulators. You talk to people who can fix a problem, not a ticket queue.",
      },
      {
        title: "Delivery reports and analytics",
        body: "See the status of every message in real time. Track delivery, read and reply rates by campaign, country and channel, and export the data when you need it.",
      },
      {
        title: "Clear pricing",
        body: "Per-message rates in USD, published by country. Pay as you go or commit to a monthly volume for lower rates. One-time fees, such as sender-ID registration, are listed up front.",
      },
    ],
  },
  markets: {
    title: "SMS across India and the Gulf",
    intro:
      "Each market has its own regulator, sender-ID rules and operator landscape. We are set up in all of them, so one account covers your whole region.",
  },
  steps: {
    title: "Getting started",
    intro:
      "From the first conversation to your first live message, in four steps. We guide you through each one.",
    items: [
      {
        title: "Tell us what you need",
        body: "Share your use case, target countries and expected volumes. We reply within {replyTime}.",
      },
      {
        title: "Get a test account",
        body: "We send you a proposal with pricing and a test account, so you can try the API and the dashboard with real messages.",
      },
      {
        title: "Register and integrate",
        body: "We file your sender IDs and templates while your team connects the API or uses our dashboard. Our engineers help with the integration.",
      },
      {
        title: "Go live and grow",
        body: "Start sending, watch your delivery reports, and add channels or countries as you need them.",
      },
    ],
  },
  faqs: [
    {
      question: "Which countries can I send SMS to?",
      answer:
        "We cover {marketList}. Each market has its own page with sender-ID rules and delivery notes. For other destinations, contact {salesEmail} and we will tell you what we can offer.",
    },
    {
      question: "How much does it cost?",
      answer:
        "SMS is priced per message segment and per country, with separate rates for transactional and promotional traffic. Our SMS pricing page lists the current rates. WhatsApp, RCS, voice and AI agents are quoted to your use case and volume.",
    },
    {
      question: "Do I need a developer to use your services?",
      answer:
        "No. You can send campaigns and manage conversations from our web dashboard. If you want messages to come from your own systems, our REST API and webhooks connect to most platforms, and our team helps with the setup.",
    },
    {
      question: "How long does sender-ID registration take?",
      answer:
        "It depends on the country and the operators. Some markets approve a sender ID within a few working days, others take longer. We tell you the expected time for each market before you start, and we file the paperwork for you.",
    },
    {
      question: "Can I try the platform before I commit?",
      answer:
        "Yes. After a short call about your use case, we set up a test account so you can check delivery and the API before you sign anything.",
    },
    {
      question: "Can you build the app or website as well?",
      answer:
        "Yes. Our web and app development team builds websites, web apps and mobile apps, with messaging such as OTP login, notifications and chat built in from the start.",
    },
  ],
  cta: {
    title: "Ready to reach your customers?",
    body: "Tell us about your use case and the countries you send to. We reply within {replyTime} with a proposal and a test account.",
    primary: { label: "Talk to sales", href: "/contact" },
    secondary: { label: "See SMS pricing", href: "/services/sms-services/pricing" },
  },
  illustration:
    "One phone with the channels {companyName} sends: an SMS login code from the sender ID YOURBRAND, a WhatsApp shipping update with Track and Reschedule buttons and an RCS card; around it the API call, a delivery report, an IVR menu and an AI agent handing a chat to a person.",
};
