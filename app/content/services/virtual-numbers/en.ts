import type { ServiceTexts } from "../../schema.ts";

export const entry: ServiceTexts["entry"] = {
  name: "Virtual Numbers",
  summary: "Local, toll-free and mobile numbers for call centres, support lines and two-way SMS.",
  definition:
    "A virtual number is a phone number that is not tied to one phone line or SIM: calls and messages to it reach wherever you choose.",
};

export const vocabulary: ServiceTexts["vocabulary"] = {
  aliases: [
    "virtual number",
    "local number",
    "local phone number",
    "toll-free",
    "toll free",
    "did number",
    "business number",
    "number porting",
    "call center",
    "call centre",
    "contact center",
    "contact centre",
    "landline",
    "support line",
    "hotline",
    "helpline",
    // Calls that hide each side's personal number ("drivers call customers without showing numbers").
    "number masking",
    "masked number",
    "mask numbers",
    "without showing numbers",
    "without showing their numbers",
    "hide numbers",
    "hide their numbers",
  ],
  related: ["phone number", "number", "forwarding", "two-way sms"],
};

export const page: ServiceTexts["page"] = {
  seo: {
    title: "Virtual Numbers: Local, Toll-Free and Mobile | {companyName}",
    description:
      "Local, toll-free and mobile virtual numbers for call centres, support lines and two-way SMS, with call forwarding, IVR and number porting where allowed.",
  },
  hero: {
    eyebrow: "Virtual Numbers",
    title: "Local, toll-free and mobile numbers for your business",
    lead: "Get a local number in the cities you serve, such as a Dubai number or Indian city numbers, a toll-free line for customer support, or a mobile number for two-way SMS. Forward calls anywhere, add an IVR and run your call centre on them.",
    primaryCta: { label: "Contact sales", href: "/contact" },
    secondaryCta: { label: "Add IVR and voice", href: "/services/voice-services" },
  },
  overview: [
    "A virtual number is a phone number that is not tied to one phone line or SIM. Calls and messages to it reach wherever you choose: your office phones, your agents' mobiles, a contact centre platform, an IVR or an AI agent. You can add lines, change routing and move teams without changing the number your customers know.",
    "We provide local geographic numbers, toll-free numbers and mobile numbers in the markets we serve. A local number gives you a presence in a city without an office there. A toll-free number lets customers call your support line at no cost to them. A mobile number can send and receive SMS as well as calls.",
    "Each country sets its own rules for who may hold a number and which documents are needed, so availability varies by country and number type. We check the requirements for you before you order, handle the paperwork with the operator, and move existing numbers to us through number porting where the country allows it.",
  ],
  highlights: [
    { value: "{numberTypes}", label: "Number types: local, toll-free, mobile" },
    { value: "{integrationCount}", label: "Ways to connect, SIP included" },
    { value: "{uptime}", label: "Platform uptime target" },
  ],
  features: {
    local: {
      title: "Local numbers",
      body: "Numbers with local area codes, such as a Dubai number or numbers in major Indian cities, so customers can call a familiar local number and you can show a local presence.",
    },
    "toll-free": {
      title: "Toll-free numbers",
      body: "Free-to-call numbers for customer service, sales and helplines, where the country offers them, so customers never hesitate to get in touch.",
    },
    mobile: {
      title: "Mobile numbers for two-way SMS",
      body: "Numbers that receive and send SMS, for customer replies, confirmations, surveys and conversations, with messages delivered to your dashboard or webhook.",
    },
    forwarding: {
      title: "Call forwarding and routing",
      body: "Forward calls to landlines, mobiles, SIP endpoints or agent apps. Ring several people at once or in turn, route by time of day and send out-of-hours calls to voicemail.",
    },
    "call-centre": {
      title: "Call centre ready",
      body: "Use your numbers with queues, agent groups, call recording and reports, or connect them to your own contact centre software over SIP.",
    },
    "ivr-ai": {
      title: "IVR and AI agents on top",
      body: "Put an IVR menu or an AI voice agent in front of any number to greet callers, answer common questions and route calls to the right team.",
    },
    porting: {
      title: "Number porting",
      body: "Keep the numbers your customers already know. Where the country allows it, we move your existing numbers to our platform and plan the switch to avoid downtime.",
    },
    "dashboard-api": {
      title: "Dashboard and API",
      body: "Search, order and configure numbers, change routing and see call and message logs in the dashboard, or manage everything through our REST API and webhooks.",
    },
  },
  useCases: [
    {
      title: "Call centres and support lines",
      body: "Give your call centre local and toll-free numbers in each market, route calls to agent groups with queues and IVR, and record calls for training.",
    },
    {
      title: "Regional expansion",
      body: "Open a local presence in Dubai or an Indian city with a local number that rings your existing team, before you open an office there.",
    },
    {
      title: "Sales teams and lead tracking",
      body: "Use a different number on each campaign, ad or website to see which channel brings calls, with every call logged to your CRM.",
    },
    {
      title: "Two-way SMS services",
      body: "Let customers text a mobile number to confirm appointments, reply to surveys or ask questions, with replies handled by your team or an AI agent.",
    },
    {
      title: "Delivery and ride services",
      body: "Connect drivers and customers through a virtual number so neither side sees the other's personal number: number masking.",
    },
  ],
  steps: [
    {
      title: "Talk to us",
      body: "Tell us which countries, cities and number types you need and how calls and messages should be handled. We confirm availability and requirements.",
    },
    {
      title: "Submit documents and get your numbers",
      body: "Send the documents the country's rules require, such as company registration and proof of address. We handle the application with the operator and assign your numbers.",
    },
    {
      title: "Set up routing through the dashboard or API",
      body: "Configure call forwarding, IVR, queues and SMS handling in the dashboard, or connect your systems through our REST API, webhooks and SIP.",
    },
    {
      title: "Go live",
      body: "We test calls and messages with you, then publish your numbers. Call logs, recordings and reports are available from day one.",
    },
  ],
  faqs: [
    {
      question: "Can I get a local phone number in Dubai?",
      answer:
        "Yes, subject to UAE rules. A Dubai number uses the 04 area code and can forward calls to your team, an IVR or a contact centre. UAE numbers are issued to businesses that meet local requirements, which usually means documents such as a trade licence and a local address. We confirm exactly what is needed before you order.",
    },
    {
      question: "Do you provide virtual numbers for a call center?",
      answer:
        "Yes. We provide local and toll-free virtual numbers for call centres, with queues, agent groups, IVR menus, call recording and reports. You can use our platform directly or connect the numbers to your own contact centre software over SIP.",
    },
    {
      question: "Which countries and number types are available?",
      answer:
        "We offer numbers in India and the Gulf, including local Dubai numbers and Indian city numbers. Which types are available, local, toll-free or mobile, depends on the country: not every type exists everywhere, and each country has its own rules on who may hold a number. Tell us where you need numbers and we will confirm what is available.",
    },
    {
      question: "Can we keep our existing number?",
      answer:
        "In many cases, yes. Where the country allows number porting, we move your existing numbers to our platform. We plan the switch with you so calls keep working, and we tell you up front if a number cannot be ported.",
    },
    {
      question: "Can a virtual number receive SMS?",
      answer:
        "Mobile virtual numbers can send and receive SMS in countries that allow it, which makes them suitable for two-way SMS, confirmations and conversations. Local landline and toll-free numbers are normally for voice calls only.",
    },
    {
      question: "How are virtual numbers priced?",
      answer:
        "Each number has a monthly rental, and calls and messages are billed by usage, with rates that depend on the country and number type. Some numbers also carry a one-time setup fee from the operator. Sales will send a quote for the numbers you need.",
    },
  ],
  cta: {
    title: "Get the numbers your customers will call",
    body: "Tell us where you need numbers and how you want calls handled. We will check availability and requirements and set up routing with you.",
    primary: { label: "Contact sales", href: "/contact" },
    secondary: { label: "See voice services", href: "/services/voice-services" },
  },
  illustration:
    "A phone dial pad showing the virtual number +971 4 555 0142 in Dubai for voice and SMS, forwarding calls to the sales team, with numbers also available in India, Saudi Arabia and Qatar.",
};
