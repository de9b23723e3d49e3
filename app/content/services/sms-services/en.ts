import type { ServiceTexts } from "../../schema.ts";

export const entry: ServiceTexts["entry"] = {
  name: "SMS",
  summary: "Bulk, transactional and OTP text messages through direct operator routes.",
  definition:
    "SMS is the text message every mobile phone receives without an app or data connection; we send bulk, transactional and OTP messages over direct operator routes.",
};

export const vocabulary: ServiceTexts["vocabulary"] = {
  aliases: [
    "text message",
    "texting",
    "bulk sms",
    "otp",
    "one-time password",
    "2fa",
    "sender id",
    "smpp",
    "a2p",
  ],
  related: ["text", "verification code", "short code"],
};

export const page: ServiceTexts["page"] = {
  seo: {
    title: "SMS Services: Bulk, OTP and Transactional SMS | {companyName}",
    description:
      "Bulk, transactional, OTP and two-way SMS through direct operator routes in India and the Gulf. REST API, SMPP, webhooks and delivery reports.",
  },
  hero: {
    eyebrow: "SMS",
    title: "Bulk, transactional and OTP SMS that reach the handset",
    lead: "Send one-time passwords, order alerts and campaigns through direct operator routes in India, the UAE, Saudi Arabia, Bahrain, Kuwait and Qatar. Use the dashboard or connect your backend through our REST API or SMPP.",
    primaryCta: { label: "Contact sales", href: "/contact" },
    secondaryCta: { label: "See SMS pricing", href: "/services/sms-services/pricing" },
  },
  overview: [
    "{companyName} sends business SMS for teams that need messages to arrive on time: login codes, payment and delivery alerts, appointment reminders and marketing campaigns. We route traffic over direct operator connections in each market we serve, so messages carry your registered sender ID and do not pass through long chains of resellers.",
    "You can work the way that suits you. Marketing teams upload contact lists, write a message and schedule a campaign from the web dashboard. Developers send messages from their own backend through a REST API or an SMPP connection, and receive delivery reports and inbound replies on a webhook.",
    "Every market has its own rules for sender IDs, templates and promotional content. We handle the registration work with you, from DLT registration in India to sender ID approval in the Gulf, so your traffic stays compliant and is not blocked by operators.",
  ],
  highlights: [
    { value: "{marketCount}", label: "SMS markets on direct routes" },
    { value: "< {otpDeliverySeconds} s", label: "Typical OTP delivery" },
    { value: "{uptime}", label: "Platform uptime target" },
    { value: "{integrationCount}", label: "Ways to connect, SMPP included" },
  ],
  features: {
    bulk: {
      title: "Bulk and promotional SMS",
      body: "Send campaigns to large contact lists from the dashboard or the API. Personalise each message with fields such as name or order number, and schedule sends for the right local time.",
    },
    "transactional-otp": {
      title: "Transactional alerts and OTP",
      body: "Send one-time passwords, two-factor authentication codes, payment confirmations and delivery updates on priority transactional routes, kept separate from promotional traffic.",
    },
    "two-way": {
      title: "Two-way SMS",
      body: "Receive replies from customers on a dedicated number or keyword. Replies arrive in the dashboard and on your webhook, so you can run confirmations, surveys and support by text.",
    },
    unicode: {
      title: "Unicode and long messages",
      body: "Write in Arabic, Hindi and other scripts using Unicode. Longer messages are split and rejoined on the handset as one concatenated message, and the dashboard shows how many parts a message uses.",
    },
    "delivery-reports": {
      title: "Delivery reports and analytics",
      body: "Track every message from submission to handset with delivery reports (DLRs). See delivery rates, failures and reasons by campaign, country and operator, and export the data.",
    },
    api: {
      title: "REST API, SMPP and webhooks",
      body: "Send single or batch messages with a simple REST API, or bind over SMPP for high-throughput traffic. Webhooks push delivery reports and inbound messages to your systems in real time.",
    },
    "link-tracking": {
      title: "Link shortening and click tracking",
      body: "Shorten links in campaign messages to save characters, and see which recipients clicked so you can measure the result of each send.",
    },
    "sender-ids-opt-out": {
      title: "Sender IDs and opt-out handling",
      body: "Send under your registered brand name or a number. Opt-out requests are recorded automatically and suppressed from future promotional sends.",
    },
  },
  useCases: [
    {
      title: "Banking and fintech",
      body: "Send OTPs for login and payment approval, transaction alerts and card notifications on transactional routes built for speed and reliability.",
    },
    {
      title: "E-commerce and retail",
      body: "Confirm orders, share delivery updates and send promotional offers with tracked links. Arabic and English versions can go to the right customers from the same campaign.",
    },
    {
      title: "Healthcare and clinics",
      body: "Remind patients of appointments, share test-ready alerts and let patients reply to confirm or cancel with two-way SMS.",
    },
    {
      title: "Logistics and delivery",
      body: "Tell customers when a parcel is out for delivery, share a tracking link and collect delivery instructions by reply.",
    },
    {
      title: "Education",
      body: "Send attendance alerts, exam schedules, fee reminders and admission updates to students and parents in their own language.",
    },
    {
      title: "Apps and online services",
      body: "Verify new sign-ups by phone number, add two-factor authentication and send account security alerts from your backend through the API.",
    },
  ],
  steps: [
    {
      title: "Talk to us",
      body: "Tell our sales team which countries you send to, your message types and expected volumes. We recommend routes and sender options and share a quote.",
    },
    {
      title: "Register your sender ID and templates",
      body: "We guide you through the registration each market requires, such as DLT entity, header and template registration in India and sender ID approval in the Gulf.",
    },
    {
      title: "Integrate through the API or dashboard",
      body: "Get API keys and a test account. Connect through the REST API or SMPP, set up webhooks for delivery reports, or upload contacts and send from the dashboard.",
    },
    {
      title: "Go live and track results",
      body: "Start sending on production routes. Watch delivery reports and campaign analytics in the dashboard, and contact support if anything needs attention.",
    },
  ],
  faqs: [
    {
      question: "What SMS services do you offer?",
      answer:
        "We offer bulk and promotional SMS, transactional alerts, OTP and two-factor authentication messages, and two-way SMS. All of them support Unicode (including Arabic and Hindi), long concatenated messages, scheduling, link shortening with click tracking, delivery reports and automatic opt-out handling.",
    },
    {
      question: "Do you have an API for sending SMS from my backend?",
      answer:
        "Yes. You can send SMS from your backend with our REST API, one message or a batch per request, or connect over SMPP for high volumes. Webhooks send delivery reports and inbound replies back to your systems. You get API keys and a test account when your account is opened.",
    },
    {
      question: "How is SMS priced?",
      answer:
        "You pay per message. Rates depend on the destination country and the message type, and a long message is billed per part. Volume discounts apply as your monthly traffic grows. Current rates are on our SMS pricing page, and sales can quote for larger volumes.",
    },
    {
      question: "How long does setup take?",
      answer:
        "You can test the API within {apiAccess} of opening an account. Going live depends on sender ID and template registration, which takes from {goLive} depending on the country and operator. We tell you the expected time for each market up front.",
    },
    {
      question: "Which countries do you cover?",
      answer:
        "We run SMS traffic to six countries over direct operator routes: India, the United Arab Emirates, Saudi Arabia, Bahrain, Kuwait and Qatar. Each market has its own page explaining its sender ID rules, registration and delivery notes.",
    },
    {
      question: "How do you keep our messages compliant?",
      answer:
        "We handle sender ID and template registration with you, keep promotional and transactional traffic on separate routes, and respect each market's rules on content and sending hours. Opt-out requests are suppressed automatically. You remain responsible for having consent to message your contacts.",
    },
  ],
  cta: {
    title: "Start sending SMS with {companyName}",
    body: "Tell us where you send and how much. Our team will recommend routes, handle registration with you and get you live. Write to {salesEmail} or use the contact form.",
    primary: { label: "Contact sales", href: "/contact" },
    secondary: { label: "See SMS pricing", href: "/services/sms-services/pricing" },
  },
  illustration:
    "A phone showing an SMS from the sender ID YOURBRAND: “Your verification code is 482 913. Valid for 5 minutes.”, offered for autofill, with a delivery report saying it was delivered in 2.1 seconds as one GSM-7 part.",
};
