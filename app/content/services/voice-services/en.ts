import type { ServiceTexts } from "../../schema.ts";

export const entry: ServiceTexts["entry"] = {
  name: "Voice",
  summary: "IVR, voice broadcasts, reminder calls and click-to-call for your teams.",
  definition:
    "Voice covers calls in both directions: IVR menus for callers to your business, and automated calls to your customers such as broadcasts, voice OTP and reminders.",
};

export const vocabulary: ServiceTexts["vocabulary"] = {
  aliases: [
    "ivr",
    "voice broadcast",
    "robocall",
    "automated call",
    "outbound call",
    "inbound call",
    "phone call",
    "reminder call",
    "voice call",
    "call recording",
    "click-to-call",
    "text-to-speech",
    "text to speech",
    "tts",
    "voice otp",
    "call rate",
    "call rates",
    "rate per minute",
    "per minute",
    "call charges",
    // ("How much for the calls?" after a reminder-call answer: the calls are ours, not "call me".)
    "the calls",
    "for calls",
    // ("Can the parent press a number to confirm?": a key pressed on a call, not a number to rent.)
    "press a number",
    "press a key",
    "keypad",
    "dtmf",
  ],
  related: ["call", "calling", "dial", "sip", "appointment reminder", "speech"],
};

export const page: ServiceTexts["page"] = {
  seo: {
    title: "Voice Services: IVR, Voice Broadcast, Reminders | {companyName}",
    description:
      "IVR menus, voice broadcasting, voice OTP, automated appointment reminder calls, click-to-call, call recording and SIP trunking, in Arabic and English.",
  },
  hero: {
    eyebrow: "Voice",
    title: "IVR, voice broadcasts and automated calls that reach every customer",
    lead: "Answer callers with an IVR menu, call thousands of customers with a recorded or text-to-speech message, remind patients of appointments with press-1-to-confirm calls and connect your team with click-to-call and SIP trunking.",
    primaryCta: { label: "Contact sales", href: "/contact" },
    secondaryCta: { label: "See virtual numbers", href: "/services/virtual-numbers" },
  },
  overview: [
    "A phone call still gets attention when a text is ignored, and it reaches customers who do not read or use smartphones. Our voice services cover both directions: inbound calls to your business, and automated outbound calls to your customers.",
    "For inbound calls we build IVR menus that greet callers, let them choose an option by keypad or voice and route them to the right team or to a self-service answer. For outbound calls we run voice broadcasts, voice OTP and automated reminder calls that play a recorded message or text-to-speech in Arabic or English, collect a key press and report the result.",
    "Everything is available from our dashboard and through a REST API with webhooks, so you can trigger calls from your booking system, CRM or backend and receive call outcomes in real time. Pair voice with a local or toll-free virtual number and with SMS or WhatsApp for a complete customer contact setup.",
  ],
  highlights: [
    { value: "{languageCount}", label: "Text-to-speech languages" },
    { value: "{integrationCount}", label: "Ways to connect, SIP trunking included" },
    { value: "{uptime}", label: "Platform uptime target" },
  ],
  features: {
    ivr: {
      title: "IVR menus",
      body: "Greet callers with a recorded or text-to-speech welcome, offer menu options by keypad, route calls by time of day and language, and send callers to a queue, a voicemail or a self-service answer.",
    },
    broadcasting: {
      title: "Voice broadcasting",
      body: "Call a whole contact list with a recorded message for announcements, payment reminders, event notices or emergency alerts. Schedule campaigns and control how many calls run at once.",
    },
    "reminder-calls": {
      title: "Automated reminder calls",
      body: "Call customers before an appointment, delivery or payment date. They press 1 to confirm, 2 to cancel or 3 to speak to your team, and the answer is sent back to your system.",
    },
    "voice-otp": {
      title: "Voice OTP",
      body: "Read one-time passwords aloud for customers who cannot receive SMS, use landlines or need an accessible option, or use voice as a fallback when an SMS code does not arrive.",
    },
    "text-to-speech": {
      title: "Text-to-speech in Arabic and English",
      body: "Turn any text into natural speech in Arabic and English, with personal details such as names, dates and amounts inserted for each call. Upload your own recordings if you prefer.",
    },
    "click-to-call": {
      title: "Click-to-call",
      body: "Let a customer request a call from your website or app, or let agents call from your CRM with one click. We connect both sides without revealing personal numbers.",
    },
    "recording-reports": {
      title: "Call recording and reports",
      body: "Record calls for quality and training where the law allows, and see answer rates, call durations, key presses and outcomes for every campaign and line.",
    },
    "sip-trunking": {
      title: "SIP trunking",
      body: "Connect your existing PBX or contact centre software to our network over SIP for inbound and outbound calling, with numbers in the markets you serve.",
    },
  },
  useCases: [
    {
      title: "Clinics and hospitals",
      body: "Call patients a day or two before their appointment. They press 1 to confirm or 2 to cancel, freeing the slot for someone else and reducing no-shows.",
    },
    {
      title: "Banks and lenders",
      body: "Send payment due reminders and fraud alerts by automated call, deliver voice OTP, and route callers through an IVR to cards, loans or support.",
    },
    {
      title: "E-commerce and delivery",
      body: "Call customers to confirm cash-on-delivery orders before dispatch, and let drivers reach customers through masked click-to-call.",
    },
    {
      title: "Government and utilities",
      body: "Broadcast outage notices, service updates and public announcements to large numbers of residents in Arabic and English.",
    },
    {
      title: "Education",
      body: "Call parents about absences, school closures and fee deadlines, with a recorded message from the school.",
    },
    {
      title: "Customer support",
      body: "Give your support line an IVR that answers common questions, routes calls to the right team and records calls for training.",
    },
  ],
  steps: [
    {
      title: "Talk to us",
      body: "Tell us what calls you want to make or receive, in which countries and at what volume. We recommend numbers, call flows and voices.",
    },
    {
      title: "Set up numbers and call flows",
      body: "We provision caller IDs and inbound numbers, complete any registration the country requires, and build your IVR or reminder flow with your recordings or text-to-speech.",
    },
    {
      title: "Integrate through the API or dashboard",
      body: "Trigger calls from your booking system or CRM with our REST API and receive outcomes on webhooks, or upload a list and schedule a broadcast in the dashboard.",
    },
    {
      title: "Test and go live",
      body: "We test every path of the flow with you, then launch. Watch answer rates and key presses in real time and adjust scripts as you learn.",
    },
  ],
  faqs: [
    {
      question: "Do you provide IVR and voice broadcasting?",
      answer:
        "Yes. We build IVR menus for inbound lines, with keypad options, time-of-day routing, queues and voicemail. We also run voice broadcasting campaigns that call your contact list with a recorded or text-to-speech message and report who answered and which keys they pressed.",
    },
    {
      question: "Can I make automated calls to remind patients of appointments?",
      answer:
        "Yes. Our reminder calls read each patient the appointment date, time and clinic, then ask them to press 1 to confirm, 2 to cancel or 3 to speak to reception. Calls can be triggered from your booking system through the API, and each answer is sent back so your schedule stays up to date.",
    },
    {
      question: "Which languages do you support for calls?",
      answer:
        "Text-to-speech is available in Arabic and English, and you can upload your own recordings in any language. An IVR can offer a language choice at the start of the call.",
    },
    {
      question: "Do you offer SIP trunking for our phone system?",
      answer:
        "Yes. We connect your PBX or contact centre platform over SIP for inbound and outbound calls, with local and toll-free numbers in the markets we serve. Our team helps you configure and test the connection.",
    },
    {
      question: "How is voice priced?",
      answer:
        "Outbound calls are billed by call duration, with rates that depend on the destination country and network. Numbers have a monthly rental, and volume discounts apply to larger campaigns. Sales will quote based on your countries and volumes.",
    },
    {
      question: "Are automated calls allowed in our market?",
      answer:
        "Automated calls are generally allowed when you follow local rules on consent, calling hours and caller ID. Some countries require registration first or restrict promotional calls. Promotional calls in India, for example, fall under TRAI's regulations. We explain the rules for each country and build them into your campaigns.",
    },
  ],
  cta: {
    title: "Put voice to work for your business",
    body: "Tell us what calls you need to make or answer. We will design the call flow, set up your numbers and get your first campaign or IVR live.",
    primary: { label: "Contact sales", href: "/contact" },
    secondary: { label: "See virtual numbers", href: "/services/virtual-numbers" },
  },
  illustration:
    "An IVR call flow: an incoming call hears a welcome prompt, then 1 for orders, 2 for billing or 0 for an agent; order status is read out by text-to-speech and the agent branch connects the caller to a person.",
};
