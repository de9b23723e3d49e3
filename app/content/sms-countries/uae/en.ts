import type { SmsCountryTexts } from "../../schema.ts";

export const entry: SmsCountryTexts["entry"] = {
  name: "United Arab Emirates",
  shortName: "UAE",
  inSentence: "the United Arab Emirates",
  summary: "Registered alphanumeric sender IDs on every UAE network, in Arabic and English.",
};

export const vocabulary: SmsCountryTexts["vocabulary"] = {
  aliases: ["emirates", "emirati", "dubai", "abu dhabi", "sharjah", "tdra", "etisalat"],
  places: ["ajman", "al ain", "ras al khaimah", "fujairah", "umm al quwain"],
};

export const terms: SmsCountryTexts["terms"] = {
  regulatorName: "Telecommunications and Digital Government Regulatory Authority",
  localTime: "UAE time ({timeZoneAbbreviation}, {utcOffset})",
  virtualOperators: "including brands running on their networks",
};

export const page: SmsCountryTexts["page"] = {
  seo: {
    title: "Bulk SMS in the UAE: sender ID registration and delivery",
    description:
      "Registered alphanumeric sender IDs on e& and du, OTPs and bulk SMS campaigns in Arabic and English, sent within TDRA rules on timing and opt-out.",
  },
  hero: {
    eyebrow: "SMS in the UAE",
    title: "Bulk SMS in the UAE under your registered brand name",
    lead: "We register your alphanumeric sender ID with e& and du, then deliver OTPs, alerts and campaigns in Arabic and English. Promotional traffic carries the required {promotionalPrefix} prefix, respects permitted hours and gives every recipient a way to opt out.",
    primaryCta: { label: "Contact sales", href: "/contact" },
    secondaryCta: { label: "See SMS pricing", href: "/services/sms-services/pricing" },
  },
  overview: [
    "The UAE telecom sector is regulated by the Telecommunications and Digital Government Regulatory Authority (TDRA), and business SMS is delivered through the two licensed operators, e& (formerly Etisalat) and du. Operators only accept alphanumeric sender IDs that have been registered with them in advance, so registration comes first for any bulk SMS programme in the country.",
    "{companyName} handles sender ID registration with both networks, keeps transactional and promotional sender IDs separate as the operators require, and sends your traffic over direct routes with delivery reports for every message. You send through our API or web console in English, Arabic or both.",
    "With a large expatriate population, UAE audiences often expect messages in more than one language. Unicode lets you send Arabic, Hindi, Urdu and other scripts alongside English, at {unicodeSingle} characters per single SMS instead of {gsmSingle}.",
  ],
  registration: {
    title: "Registering a sender ID in the UAE",
    intro:
      "We register sender IDs in the UAE for you. Each alphanumeric sender ID is approved by the operators before it can carry traffic, and transactional and promotional use are registered separately. We prepare the application, submit it to e& and du, and confirm when it is live.",
    steps: [
      {
        title: "Choose your sender IDs",
        body: "Pick a sender ID of up to {senderIdMaxLength} characters that matches your brand or trade name. Decide whether it will carry transactional traffic, promotional traffic or both, since promotional use is registered with the {promotionalPrefix} prefix, which counts toward the {senderIdMaxLength} characters.",
      },
      {
        title: "Prepare your documents",
        body: "We need a copy of your valid UAE trade licence and an authorisation letter on company letterhead, signed and stamped, naming the sender ID and allowing {companyName} to register it. Foreign companies provide equivalent registration documents.",
      },
      {
        title: "Share sample messages",
        body: "Operators may ask for example content for each sender ID, so they can confirm that transactional IDs are used for OTPs and alerts and promotional IDs for marketing.",
      },
      {
        title: "Operator approval",
        body: "We submit to both e& and du and follow up until approval. Lead times vary by operator and time of year, typically from {approvalTime}.",
      },
      {
        title: "Test and launch",
        body: "Once approved, we send test messages to both networks, check the sender ID displays correctly and confirm delivery reports before you go live.",
      },
    ],
  },
  useCases: [
    {
      title: "Banking and payment OTPs",
      body: "One-time passwords and transaction alerts for banks, exchange houses and payment apps, sent on a transactional sender ID at any hour.",
    },
    {
      title: "E-commerce and delivery",
      body: "Order confirmations, courier updates and delivery time slots for online stores and last-mile operators, in Arabic or English.",
    },
    {
      title: "Healthcare and government services",
      body: "Appointment reminders, test result notifications and service alerts for clinics, hospitals and public-sector entities.",
    },
    {
      title: "Retail campaigns",
      body: "Promotions for Ramadan, Eid, White Friday, the Dubai Shopping Festival and UAE National Day on 2 December, scheduled inside permitted hours with an opt-out.",
    },
    {
      title: "Real estate and hospitality",
      body: "Viewing confirmations, payment reminders, booking confirmations and guest messages for developers, brokers and hotels.",
    },
  ],
  deliveryNotes: [
    "Messages from sender IDs that are not registered with the operators are typically blocked or have their sender replaced, so register every sender ID before launch.",
    "Promotional messages are sent on the {promotionalPrefix} prefixed sender ID, typically only between {promotionalFrom} and {promotionalTo} UAE time, and must tell recipients how to opt out. We suppress numbers that have opted out on every later campaign.",
    "Subscribers can block promotional SMS through their operator, so promotional reach is usually lower than the size of your list. Transactional messages are not affected by these blocks.",
    "Arabic content is sent as Unicode: {unicodeSingle} characters fit in one SMS and longer messages are split into {unicodePart}-character parts, so keep Arabic campaigns short to control cost.",
    "Delivery reports from e& and du are returned through our API and console, so you can see which messages were delivered, are pending or failed and why.",
  ],
  faqs: [
    {
      question: "Do you support sender ID registration in the UAE?",
      answer:
        "Yes. We register alphanumeric sender IDs with both e& and du on your behalf. You provide your trade licence and a signed authorisation letter; we prepare the application, follow it through approval, and test delivery on both networks before you go live.",
    },
    {
      question: "How long does UAE sender ID registration take?",
      answer:
        "Typically from {approvalTime}, depending on the operator and how complete the documents are. We recommend starting registration as soon as you decide to launch, especially before Ramadan or major sales.",
    },
    {
      question: "What is the {promotionalPrefix} prefix?",
      answer:
        "Promotional sender IDs in the UAE are shown with an {promotionalPrefix} prefix so recipients can see that a message is marketing. Transactional sender IDs used for OTPs and alerts do not carry the prefix.",
    },
    {
      question: "When can I send promotional SMS in the UAE?",
      answer:
        "Promotional messages are typically allowed between {promotionalFrom} and {promotionalTo} UAE time and must include an opt-out. OTPs and transactional alerts can be sent at any hour.",
    },
    {
      question: "Can I send bulk SMS in Arabic?",
      answer:
        "Yes. Arabic is sent as Unicode and displays correctly on all UAE handsets. One SMS holds up to {unicodeSingle} Arabic characters, and you can mix Arabic and English in the same message.",
    },
  ],
  cta: {
    title: "Launch SMS in the UAE",
    body: "Tell us the sender IDs you need and how you plan to use them, and we will start registration with e& and du. You can also write to {salesEmail}.",
    primary: { label: "Talk to our team", href: "/contact" },
    secondary: { label: "All SMS services", href: "/services/sms-services" },
  },
  sampleTranslation: "Your verification code is 482913. Valid for 5 minutes. Do not share it with anyone.",
};
