import type { SmsCountryTexts } from "../../schema.ts";

export const entry: SmsCountryTexts["entry"] = {
  name: "Bahrain",
  shortName: "Bahrain",
  inSentence: "Bahrain",
  summary: "OTP, alerts and campaigns to every mobile network in Bahrain.",
};

export const vocabulary: SmsCountryTexts["vocabulary"] = {
  aliases: ["bahraini", "manama", "batelco", "bahrin", "baharain", "behrin"],
  places: ["muharraq", "riffa", "isa town", "sitra", "hamad town"],
};

export const terms: SmsCountryTexts["terms"] = {
  regulatorName: "Telecommunications Regulatory Authority",
};

export const page: SmsCountryTexts["page"] = {
  seo: {
    title: "OTP and bulk SMS in Bahrain for apps and businesses",
    description:
      "OTP messages for apps, transaction alerts and bulk SMS campaigns to Batelco (Beyon), Zain Bahrain and stc Bahrain, on a registered sender ID.",
  },
  hero: {
    eyebrow: "SMS in Bahrain",
    title: "OTP messages and bulk SMS for businesses in Bahrain",
    lead: "Send one-time passwords for your app, account alerts and marketing campaigns to every mobile network in Bahrain. We register your sender ID, connect your app through our API and return a delivery report for each message.",
    primaryCta: { label: "Contact sales", href: "/contact" },
    secondaryCta: { label: "See SMS pricing", href: "/services/sms-services/pricing" },
  },
  overview: [
    "Bahrain's telecom sector is regulated by the Telecommunications Regulatory Authority (TRA), and business SMS reaches subscribers of the three mobile operators: Batelco, part of the Beyon group, Zain Bahrain and stc Bahrain. Alphanumeric sender IDs are registered with the operators using your commercial registration, so your customers see your brand name rather than a number.",
    "Many of our Bahrain customers start with OTP messages for a mobile or web app. Your backend calls our API with the phone number and code, we deliver the message on a transactional route within seconds, and a delivery report tells you whether it reached the handset. The same account then handles account alerts and, with consent, marketing campaigns.",
    "Messages can be sent in English, Arabic or both. Arabic text is sent as Unicode, where one SMS holds {unicodeSingle} characters instead of {gsmSingle}.",
  ],
  registration: {
    title: "Getting set up to send SMS in Bahrain",
    intro:
      "Setup is short: register your sender ID, connect your app or system, and test on all three networks. We handle the operator side and stay with you until your first messages are delivered.",
    steps: [
      {
        title: "Choose your sender ID",
        body: "Pick an alphanumeric sender ID of up to {senderIdMaxLength} characters that matches your app or brand name. Many businesses use one ID for OTPs and alerts and another for marketing.",
      },
      {
        title: "Send your documents",
        body: "We need a copy of your commercial registration and an authorisation letter on company letterhead, signed and stamped, naming each sender ID. Foreign companies provide equivalent registration documents.",
      },
      {
        title: "Operator registration",
        body: "We register the sender ID with Batelco, Zain Bahrain and stc Bahrain. Lead times vary by operator and are typically from {approvalTime}.",
      },
      {
        title: "Connect your app",
        body: "Call our REST API from your backend to send OTPs and alerts, and receive delivery reports on a webhook. You can build and test the integration while registration completes.",
      },
      {
        title: "Test and go live",
        body: "We send test messages to numbers on each network, check the sender ID and any Arabic text display correctly, and then switch your account to live traffic.",
      },
    ],
  },
  useCases: [
    {
      title: "OTP messages for apps",
      body: "One-time passwords for sign-up, login, password reset and payment confirmation in mobile and web apps, delivered in seconds on a transactional route at any hour.",
    },
    {
      title: "Banking and fintech alerts",
      body: "Card transaction alerts, transfer confirmations and security notices for banks, payment providers and fintech companies.",
    },
    {
      title: "E-commerce and delivery",
      body: "Order confirmations, delivery updates and pickup codes for online stores, restaurants and delivery services.",
    },
    {
      title: "Healthcare and public services",
      body: "Appointment reminders, test result notices and service alerts for clinics, hospitals and government entities.",
    },
    {
      title: "Retail campaigns",
      body: "Promotions for Ramadan, Eid, White Friday and Bahrain National Day in December, sent only to customers who opted in, with an opt-out in every message.",
    },
  ],
  deliveryNotes: [
    "Keep OTP messages short and in GSM-7 characters where possible, so each code fits in a single {gsmSingle}-character segment. An Arabic OTP message fits in one segment if it stays within {unicodeSingle} characters.",
    "Register your sender ID before launch. Messages from unregistered sender IDs may be blocked or shown with a different sender, which makes OTPs look less trustworthy to users.",
    "OTPs and account alerts are sent on transactional routes at any hour. Promotional messages require opt-in consent and an opt-out, and we suppress opted-out numbers on every later campaign.",
    "Delivery reports from the operators are returned through our API and webhook, so your app can offer a resend or switch to another channel, such as WhatsApp or a voice call, when a code is not delivered.",
    "Set a short validity period on OTP codes and limit resend attempts per number, which protects your app against abuse and keeps messaging costs predictable.",
  ],
  faqs: [
    {
      question: "I need OTP messages for my app in Bahrain. Can you help?",
      answer:
        "Yes. We deliver OTPs to Batelco, Zain Bahrain and stc Bahrain subscribers on transactional routes, usually within seconds. Your backend sends each code through our REST API, we register your sender ID so users see your app's name, and delivery reports tell you whether every code arrived.",
    },
    {
      question: "Which mobile networks do you reach in Bahrain?",
      answer:
        "All three mobile operators: Batelco (part of the Beyon group), Zain Bahrain and stc Bahrain, over a single account and API.",
    },
    {
      question: "Can OTPs fall back to another channel if SMS fails?",
      answer:
        "Yes. Delivery reports let your app detect a failed or delayed OTP and resend it, or send it by WhatsApp or a voice call instead. We offer both channels from the same account.",
    },
    {
      question: "Can I send marketing SMS in Bahrain?",
      answer:
        "Yes, to customers who have opted in to receive marketing. Each promotional message should identify your business and tell recipients how to opt out, and we remove opted-out numbers from later campaigns.",
    },
    {
      question: "What do I need to register a sender ID in Bahrain?",
      answer:
        "Typically a copy of your commercial registration and an authorisation letter on company letterhead naming the sender ID. We prepare the letter template and submit the registration to the operators for you.",
    },
  ],
  cta: {
    title: "Add SMS OTPs to your app in Bahrain",
    body: "Tell us about your app, expected volumes and sender ID, and we will start your sender ID registration and API setup. You can also write to {salesEmail}.",
    primary: { label: "Talk to our team", href: "/contact" },
    secondary: { label: "All SMS services", href: "/services/sms-services" },
  },
  sampleTranslation: "Your verification code is 482913. Valid for 5 minutes. Do not share it with anyone.",
};
