import type { SmsCountryTexts } from "../../schema.ts";

export const entry: SmsCountryTexts["entry"] = {
  name: "Kuwait",
  shortName: "Kuwait",
  inSentence: "Kuwait",
  summary: "Pre-registered sender IDs and reliable delivery to Kuwait's mobile networks.",
};

export const vocabulary: SmsCountryTexts["vocabulary"] = {
  aliases: ["kuwaiti", "citra", "kuwet", "kuweit"],
  places: ["salmiya", "hawalli", "jahra", "farwaniya", "fahaheel"],
};

export const terms: SmsCountryTexts["terms"] = {
  regulatorName: "Communication and Information Technology Regulatory Authority",
};

export const page: SmsCountryTexts["page"] = {
  seo: {
    title: "Bulk SMS in Kuwait: sender IDs on Zain, Ooredoo, stc",
    description:
      "We deliver SMS in Kuwait: OTPs, alerts and bulk SMS campaigns on pre-registered sender IDs to Zain, Ooredoo and stc Kuwait, in Arabic and English.",
  },
  hero: {
    eyebrow: "SMS in Kuwait",
    title: "SMS delivery in Kuwait on all three mobile networks",
    lead: "Yes, we deliver SMS in Kuwait. OTPs, account alerts and bulk SMS campaigns reach subscribers of Zain, Ooredoo and stc Kuwait under your own sender ID, which we pre-register with each operator before your first message.",
    primaryCta: { label: "Contact sales", href: "/contact" },
    secondaryCta: { label: "See SMS pricing", href: "/services/sms-services/pricing" },
  },
  overview: [
    "Kuwait's telecom sector is regulated by the Communication and Information Technology Regulatory Authority (CITRA). Business SMS is delivered to the three mobile operators, Zain, Ooredoo and stc Kuwait, and each operator requires alphanumeric sender IDs to be registered with it before it will carry traffic under that name.",
    "{companyName} handles registration with all three operators, tracks each approval separately and only starts live traffic once your sender ID is active on every network. After that you send through our API or web console and receive a delivery report for every message.",
    "Arabic and English are both widely used, and many businesses also reach expatriate customers in other languages. Arabic and other non-Latin scripts are sent as Unicode, at {unicodeSingle} characters per single SMS.",
  ],
  atAGlance: { registrationTime: { value: "Often {approvalTime}, depending on the operator" } },
  registration: {
    title: "Pre-registering your sender ID in Kuwait",
    intro:
      "In Kuwait, a sender ID is registered with each of the three operators, and each reviews it on its own timetable. Starting early is the single most useful thing you can do. We prepare one set of documents and submit it to all three.",
    steps: [
      {
        title: "Choose your sender IDs",
        body: "Pick an alphanumeric sender ID of up to {senderIdMaxLength} characters that matches your brand or trade name. Tell us whether it will carry OTPs and alerts, marketing, or both, as operators review each use.",
      },
      {
        title: "Prepare your documents",
        body: "We need a copy of your valid Kuwaiti commercial licence and an authorisation letter on company letterhead, signed and stamped, naming each sender ID. Foreign companies provide equivalent registration documents.",
      },
      {
        title: "Submit to each operator",
        body: "We submit the registration to Zain, Ooredoo and stc Kuwait. Approval often takes from {approvalTime}, and operators may ask for sample messages or further documents.",
      },
      {
        title: "Test on every network",
        body: "As each operator approves, we send test messages to its subscribers and confirm that your sender ID and any Arabic text display correctly.",
      },
      {
        title: "Go live",
        body: "Once all three networks are active, your account is switched to live traffic. If you need to launch sooner, OTPs can go by WhatsApp or voice call from the same account meanwhile.",
      },
    ],
  },
  useCases: [
    {
      title: "Banking and payment OTPs",
      body: "One-time passwords, card alerts and transfer confirmations for banks, exchange companies and payment apps, sent at any hour.",
    },
    {
      title: "E-commerce and delivery",
      body: "Order confirmations, delivery updates and collection codes for online stores, restaurants and delivery platforms.",
    },
    {
      title: "Healthcare and government alerts",
      body: "Appointment reminders, service updates and public notices for clinics, hospitals and government entities, in Arabic and English.",
    },
    {
      title: "Seasonal retail campaigns",
      body: "Promotions for Ramadan, Eid, White Friday and the February national celebrations, National Day and Liberation Day, sent to customers who opted in.",
    },
    {
      title: "Subscriptions, insurance and utilities",
      body: "Bill reminders, service notices and renewal alerts for subscription businesses, insurers and utility providers.",
    },
  ],
  deliveryNotes: [
    "Sender IDs must be active with an operator before messages to its subscribers are delivered. Messages under an unregistered sender ID are typically blocked, so we hold live traffic until registration is confirmed.",
    "Registration often takes {approvalTime} and each operator approves separately. Start well before a launch, Ramadan or the February national holidays.",
    "Send promotional messages only to customers who agreed to receive them, and include a way to opt out. We suppress opted-out numbers on every later campaign.",
    "Arabic messages use Unicode: {unicodeSingle} characters fit in one SMS, and longer messages are split into {unicodePart}-character parts and joined again on the handset.",
    "Delivery reports from Zain, Ooredoo and stc Kuwait are returned through our API and console, so you can see delivered, pending and failed messages with the reason for each failure.",
  ],
  faqs: [
    {
      question: "Do you deliver SMS in Kuwait?",
      answer:
        "Yes. We deliver SMS to all three mobile networks in Kuwait: Zain, Ooredoo and stc Kuwait. That covers OTPs, transactional alerts and bulk SMS campaigns, in Arabic and English, on a sender ID we pre-register with each operator for you.",
    },
    {
      question: "How long does sender ID registration take in Kuwait?",
      answer:
        "Often from {approvalTime}. Each operator reviews the sender ID on its own timetable, and missing or unclear documents add time. We start as soon as we have your commercial licence and signed authorisation letter.",
    },
    {
      question: "What documents do I need?",
      answer:
        "Typically a copy of your commercial licence and an authorisation letter on company letterhead, signed and stamped, naming each sender ID. Operators may also ask for sample messages. We tell you exactly what is needed before we submit.",
    },
    {
      question: "Can I send bulk SMS in Arabic in Kuwait?",
      answer:
        "Yes. Arabic is sent as Unicode and displays correctly on Kuwaiti handsets. One SMS holds up to {unicodeSingle} Arabic characters, and you can mix Arabic and English in the same message.",
    },
    {
      question: "Can I send OTPs before my sender ID is approved?",
      answer:
        "Messages under an unregistered sender ID are typically not delivered in Kuwait, so plan registration before launch. If timing is tight, you can send OTPs by WhatsApp or voice call from the same account until registration completes.",
    },
  ],
  cta: {
    title: "Start sending SMS in Kuwait",
    body: "Send us your sender IDs and documents and we will start registration with all three operators. You can also write to {salesEmail}.",
    primary: { label: "Talk to our team", href: "/contact" },
    secondary: { label: "All SMS services", href: "/services/sms-services" },
  },
  sampleTranslation: "Your verification code is 482913. Valid for 5 minutes. Do not share it with anyone.",
};
