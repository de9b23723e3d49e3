import type { SmsCountryTexts } from "../../schema.ts";

export const entry: SmsCountryTexts["entry"] = {
  name: "Qatar",
  shortName: "Qatar",
  inSentence: "Qatar",
  summary: "Sender ID registration and bulk SMS across Qatar's mobile networks.",
};

export const vocabulary: SmsCountryTexts["vocabulary"] = {
  aliases: ["qatari", "doha"],
  places: ["lusail", "al wakrah", "wakrah", "al khor", "al rayyan"],
};

export const terms: SmsCountryTexts["terms"] = {
  regulatorName: "Communications Regulatory Authority",
  localTime: "{timeZoneAbbreviation}, {utcOffset}",
};

export const page: SmsCountryTexts["page"] = {
  seo: {
    title: "SMS marketing and bulk SMS in Qatar, on registered IDs",
    description:
      "SMS marketing, OTPs and alerts in Qatar on a registered sender ID, delivered to Ooredoo and Vodafone Qatar with consent and opt-out handled.",
  },
  hero: {
    eyebrow: "SMS in Qatar",
    title: "SMS marketing and bulk SMS in Qatar",
    lead: "Run consent-based SMS marketing campaigns and send OTPs and alerts to subscribers of Ooredoo and Vodafone Qatar. We register your sender ID with the operators, manage opt-outs and report on every message.",
    primaryCta: { label: "Contact sales", href: "/contact" },
    secondaryCta: { label: "See SMS pricing", href: "/services/sms-services/pricing" },
  },
  overview: [
    "Qatar's telecom sector is regulated by the Communications Regulatory Authority (CRA), and business SMS reaches subscribers of the country's two mobile operators, Ooredoo and Vodafone Qatar. Alphanumeric sender IDs must be registered with the operators before use, so customers see your brand name on every message.",
    "SMS marketing in Qatar works when it is permission-based. Promotional messages should go only to people who agreed to receive them, identify your business and include a simple way to opt out. Qatar's personal data protection law also expects prior consent for electronic direct marketing. We keep consent and opt-out lists with your account and apply them to every campaign.",
    "Qatar's population is diverse, and many campaigns run in Arabic and English, with some in other languages for expatriate audiences. Arabic and other non-Latin scripts are sent as Unicode at {unicodeSingle} characters per single SMS.",
  ],
  atAGlance: { consent: { label: "Marketing consent" } },
  registration: {
    title: "Registering your sender ID in Qatar",
    intro:
      "Every alphanumeric sender ID is registered with the operators before it can carry traffic. We prepare the submission from one set of documents, send it to Ooredoo and Vodafone Qatar and confirm when your sender ID is active on both networks.",
    steps: [
      {
        title: "Choose your sender IDs",
        body: "Pick an alphanumeric sender ID of up to {senderIdMaxLength} characters that matches your brand or trade name. Many businesses keep one ID for OTPs and alerts and another for marketing.",
      },
      {
        title: "Prepare your documents",
        body: "We need a copy of your commercial registration and an authorisation letter on company letterhead, signed and stamped, naming each sender ID. Foreign companies provide equivalent registration documents.",
      },
      {
        title: "Operator review",
        body: "We submit the registration to both operators, who may ask for sample messages. Approval typically takes from {approvalTime}.",
      },
      {
        title: "Set up consent and opt-out",
        body: "For marketing, we import your opted-in contacts, add an opt-out instruction to your campaign template and connect opt-out replies to your suppression list.",
      },
      {
        title: "Test and launch",
        body: "We send test messages to Ooredoo and Vodafone Qatar numbers, check that the sender ID and Arabic text display correctly and switch your account to live traffic.",
      },
    ],
  },
  useCases: [
    {
      title: "Retail and seasonal marketing",
      body: "SMS marketing for Ramadan, Eid, White Friday and Qatar National Day on 18 December, sent to opted-in customers and scheduled at sensible local times.",
    },
    {
      title: "Banking and payment OTPs",
      body: "One-time passwords, card alerts and transfer confirmations for banks, exchange houses and payment apps, delivered at any hour.",
    },
    {
      title: "E-commerce and delivery",
      body: "Order confirmations, delivery updates and pickup codes for online stores, restaurants and delivery services.",
    },
    {
      title: "Healthcare and government alerts",
      body: "Appointment reminders, service notices and public announcements for clinics, hospitals and government entities, in Arabic and English.",
    },
    {
      title: "Events and hospitality",
      body: "Ticket confirmations, venue information and guest messages for event organisers, hotels and attractions during Qatar's busy events calendar.",
    },
  ],
  deliveryNotes: [
    "Register every sender ID before launch. Messages under an unregistered sender ID are typically blocked or shown with a different sender, which reduces trust and response rates.",
    "Send marketing only to contacts who gave consent, identify your business in the message and include an opt-out. We remove opted-out numbers automatically from later campaigns.",
    "Schedule marketing for reasonable local hours in Qatar ({localTime}), and adjust timing during Ramadan, when customers' daily routines change.",
    "Arabic messages use Unicode: {unicodeSingle} characters fit in one SMS, and longer texts are split into {unicodePart}-character parts. Shorter Arabic campaigns cost less and read better on the handset.",
    "Delivery reports from Ooredoo and Vodafone Qatar are returned through our API and console, so you can measure delivery for each campaign and follow up on failures.",
  ],
  faqs: [
    {
      question: "Can I do SMS marketing in Qatar?",
      answer:
        "Yes. We run SMS marketing campaigns to Ooredoo and Vodafone Qatar subscribers on your registered sender ID. Messages should go only to customers who agreed to receive them, identify your business and include an opt-out; we manage consent lists and opt-outs for every campaign.",
    },
    {
      question: "Do I need to register a sender ID in Qatar?",
      answer:
        "Yes. Alphanumeric sender IDs are registered with the operators before use. We need your commercial registration and a signed authorisation letter, and registration typically takes from {approvalTime}.",
    },
    {
      question: "Which networks do you reach in Qatar?",
      answer:
        "Both mobile operators, Ooredoo and Vodafone Qatar, from a single account and API, with delivery reports for every message.",
    },
    {
      question: "Can I send OTPs and alerts as well as marketing?",
      answer:
        "Yes. OTPs, account alerts and order updates can be sent at any hour. We recommend a separate sender ID for them, so marketing opt-outs never block the messages your customers need.",
    },
    {
      question: "Can I send SMS in Arabic in Qatar?",
      answer:
        "Yes. Arabic is sent as Unicode and displays correctly on all handsets in Qatar. One SMS holds up to {unicodeSingle} Arabic characters, and you can mix Arabic and English in the same message.",
    },
  ],
  cta: {
    title: "Plan your SMS marketing in Qatar",
    body: "Tell us about your audience, sender ID and campaign calendar, and we will set up registration and consent handling. You can also write to {salesEmail}.",
    primary: { label: "Talk to our team", href: "/contact" },
    secondary: { label: "All SMS services", href: "/services/sms-services" },
  },
  sampleTranslation: "Your verification code is 482913. Valid for 5 minutes. Do not share it with anyone.",
};
