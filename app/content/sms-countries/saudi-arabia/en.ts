import type { SmsCountryTexts } from "../../schema.ts";

export const entry: SmsCountryTexts["entry"] = {
  name: "Saudi Arabia",
  shortName: "Saudi Arabia",
  inSentence: "Saudi Arabia",
  summary: "Registered sender names and compliant bulk SMS for businesses across the Kingdom.",
};

export const vocabulary: SmsCountryTexts["vocabulary"] = {
  aliases: ["saudi", "ksa", "riyadh", "jeddah", "dammam", "mecca", "citc", "mobily"],
  places: [
    "makkah",
    "medina",
    "madinah",
    "khobar",
    "jazan",
    "jizan",
    "tabuk",
    "taif",
    "abha",
    "jubail",
    "yanbu",
    "qassim",
    "buraidah",
    "najran",
    "al ahsa",
    "hofuf",
    "khamis mushait",
  ],
};

export const terms: SmsCountryTexts["terms"] = {
  regulatorName: "Communications, Space and Technology Commission",
  virtualOperators: "including MVNOs on their networks",
};

export const page: SmsCountryTexts["page"] = {
  seo: {
    title: "Bulk SMS in Saudi Arabia: registered sender names",
    description:
      "Bulk SMS in Saudi Arabia on registered sender names: OTPs, alerts and Arabic campaigns to stc, Mobily and Zain KSA, sent within CST rules.",
  },
  hero: {
    eyebrow: "SMS in Saudi Arabia",
    title: "Bulk SMS in Saudi Arabia, on registered sender names",
    lead: "OTPs, order updates and marketing campaigns to customers on stc, Mobily and Zain KSA. We register your sender name with your commercial registration and authorisation letter, then deliver in Arabic and English with delivery reports on every message.",
    primaryCta: { label: "Contact sales", href: "/contact" },
    secondaryCta: { label: "See SMS pricing", href: "/services/sms-services/pricing" },
  },
  overview: [
    "Business SMS in Saudi Arabia is overseen by the Communications, Space and Technology Commission (CST), formerly the CITC. Every sender name must be registered through a licensed provider before use, and traffic from unregistered sender names is blocked by the networks. Marketing traffic is sent on separate sender names that end in {promotionalSuffix}.",
    "{companyName} prepares and submits your sender name registration, keeps promotional and transactional names apart, and delivers your bulk SMS to all three mobile networks. You send through our API or web console, and see delivery status for every message.",
    "Arabic is the main language for consumer messaging in the Kingdom, and many businesses also message expatriate customers in English or other languages. Arabic and other non-Latin scripts are sent as Unicode, at {unicodeSingle} characters per single SMS.",
  ],
  atAGlance: { senderId: { label: "Sender names" } },
  registration: {
    title: "Registering a sender name in Saudi Arabia",
    intro:
      "A sender name must be registered before any message is sent under it. Registration is tied to the business that owns the name, so we need documents that show the name belongs to you. We prepare the request, submit it through a licensed provider and tell you when it is active.",
    steps: [
      {
        title: "Choose your sender names",
        body: "Pick a sender name of up to {senderIdMaxLength} characters that matches your brand or trade name. Use one name for OTPs and alerts, and a separate name ending in {promotionalSuffix} for marketing messages.",
      },
      {
        title: "Provide your commercial registration",
        body: "Send a copy of your valid commercial registration (CR). Government bodies typically use an official letter instead, and foreign companies typically provide their home-country registration with supporting documents.",
      },
      {
        title: "Sign the authorisation letter",
        body: "We provide an authorisation letter for you to print on company letterhead, sign and stamp. It names each sender name and authorises registration on your behalf.",
      },
      {
        title: "Review and approval",
        body: "The request is reviewed before the name is activated on the networks. This commonly takes {approvalTime}, and longer if documents need correcting or the name is close to another brand.",
      },
      {
        title: "Test and go live",
        body: "Once active, we send test messages to stc, Mobily and Zain numbers, check that the name and Arabic text display correctly, and open your account for live traffic.",
      },
    ],
  },
  useCases: [
    {
      title: "Banking and fintech OTPs",
      body: "One-time passwords, card transaction alerts and login verification for banks, payment apps and buy-now-pay-later services, on a transactional sender name.",
    },
    {
      title: "E-commerce and delivery apps",
      body: "Order confirmations, driver and courier updates and delivery codes for online stores, grocery and food delivery platforms.",
    },
    {
      title: "Healthcare and government alerts",
      body: "Appointment reminders, prescription notices and public service alerts for hospitals, clinics and government entities, in Arabic and English.",
    },
    {
      title: "Seasonal retail campaigns",
      body: "Bulk SMS promotions for Ramadan, Eid, White Friday, Founding Day and Saudi National Day, sent on an {promotionalSuffix} sender name to customers who have opted in.",
    },
    {
      title: "Education and events",
      body: "Enrolment updates, exam reminders and event ticket confirmations for schools, universities and event organisers.",
    },
  ],
  deliveryNotes: [
    "Traffic from sender names that are not registered is blocked by the networks, and marketing content sent on a transactional name can be blocked too. Register every name before launch and keep the two kinds of traffic apart.",
    "Registration typically takes {approvalTime}. Plan ahead of Ramadan, White Friday and national days, when many businesses register new names at the same time.",
    "Send marketing only to customers who agreed to receive it and include a simple way to opt out. We suppress opted-out numbers on every later campaign.",
    "Arabic messages are encoded as Unicode, so a single SMS holds {unicodeSingle} characters and longer texts are split into {unicodePart}-character parts. Keeping OTP messages short helps them arrive as one segment.",
    "Delivery reports from the networks are returned through our API and console in near real time, so you can track delivered, pending and failed messages.",
  ],
  faqs: [
    {
      question: "Do you provide bulk SMS in Saudi Arabia?",
      answer:
        "Yes. We deliver bulk SMS to all three Saudi mobile networks, stc, Mobily and Zain KSA, for OTPs, alerts and marketing campaigns. Once your sender name is registered you can send through our API or web console, in Arabic, English or both.",
    },
    {
      question: "What do I need to register a sender name in Saudi Arabia?",
      answer:
        "Typically a copy of your commercial registration (CR) and an authorisation letter on company letterhead, signed and stamped, naming each sender name. Government entities and foreign companies may need different documents; we tell you exactly what applies before we submit.",
    },
    {
      question: "Why does my marketing sender name end in {promotionalSuffix}?",
      answer:
        "Saudi rules require promotional sender names to end in {promotionalSuffix}, so recipients can tell marketing from service messages. OTPs and alerts go on a separate name without the suffix.",
    },
    {
      question: "What happens if I send from an unregistered sender name?",
      answer:
        "The networks block the message and it is not delivered. We only accept traffic on sender names that are registered for your account.",
    },
    {
      question: "Can I send SMS in Arabic?",
      answer:
        "Yes. Arabic is sent as Unicode and displays correctly on all Saudi handsets. One SMS holds up to {unicodeSingle} Arabic characters; longer messages are joined automatically on the handset.",
    },
  ],
  cta: {
    title: "Start sending SMS in Saudi Arabia",
    body: "Tell us your sender names, use cases and volumes, and we will prepare your registration. You can also write to {salesEmail}.",
    primary: { label: "Talk to our team", href: "/contact" },
    secondary: { label: "All SMS services", href: "/services/sms-services" },
  },
  sampleTranslation: "Your verification code is 482913. Valid for 5 minutes. Do not share it with anyone.",
};
