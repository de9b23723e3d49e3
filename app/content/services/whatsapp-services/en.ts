import type { ServiceTexts } from "../../schema.ts";

export const entry: ServiceTexts["entry"] = {
  name: "WhatsApp Business",
  summary: "WhatsApp Business Platform onboarding, templates, broadcasts and shared inboxes.",
  definition:
    "The WhatsApp Business Platform, often called the WhatsApp Business API, is Meta's service for medium and large businesses to message their customers on WhatsApp.",
};

export const vocabulary: ServiceTexts["vocabulary"] = {
  aliases: ["whatsapp", "whats app", "wa business"],
  related: ["meta", "green tick", "message template", "cloud api", "broadcast"],
};

export const page: ServiceTexts["page"] = {
  seo: {
    title: "WhatsApp Business API and Platform Services | {companyName}",
    description:
      "Get set up on the WhatsApp Business Platform: Meta business verification, approved message templates, broadcasts, chatbots and a shared team inbox.",
  },
  hero: {
    eyebrow: "WhatsApp Business",
    title: "Reach customers on WhatsApp with the official Business Platform",
    lead: "We set up your WhatsApp Business account on Meta's WhatsApp Business Platform, get your message templates approved and connect it to your systems. Send notifications and campaigns, run chatbots and answer customers from a shared inbox.",
    primaryCta: { label: "Contact sales", href: "/contact" },
    secondaryCta: { label: "WhatsApp chatbots", href: "/services/ai-agents" },
  },
  overview: [
    "The WhatsApp Business Platform, often called the WhatsApp Business API, is Meta's service for medium and large businesses. Unlike the WhatsApp Business app on a single phone, it lets many agents and systems use one number, send automated messages at scale and connect WhatsApp to your CRM, store or helpdesk.",
    "{companyName} connects you to the platform through Meta's Cloud API. We guide you through business verification in Meta Business Manager, register your phone number and display name, and submit your message templates for Meta's approval. You then send and receive messages from our dashboard or from your own software through our REST API and webhooks.",
    "WhatsApp has clear rules, and we build them into the setup. Customers must opt in before you message them. Messages you start, such as an order update or an offer, use a template approved by Meta. When a customer writes to you, a {serviceWindowHours}-hour customer service window opens in which you can reply freely, by a person or a chatbot.",
  ],
  highlights: [
    { value: "{serviceWindowHours} h", label: "Customer service window" },
    { value: "{integrationCount}", label: "Ways to connect, Cloud API included" },
    { value: "{uptime}", label: "Platform uptime target" },
  ],
  features: {
    "account-setup": {
      title: "Account setup and business verification",
      body: "We help you create or connect your Meta Business Manager, complete business verification, register your number and get your display name approved.",
    },
    templates: {
      title: "Message templates",
      body: "We help you write marketing, utility and authentication templates that follow Meta's rules, submit them for approval and fix any that are rejected. Templates can include images, documents, buttons and personalised fields, and authentication templates carry one-time passwords (OTPs).",
    },
    broadcasts: {
      title: "Broadcasts and notifications",
      body: "Send approved templates to opted-in contacts for order updates, reminders, alerts and campaigns. Segment audiences, schedule sends and see delivered, read and replied counts.",
    },
    "team-inbox": {
      title: "Shared team inbox",
      body: "Let your support and sales teams answer WhatsApp conversations from one number. Assign chats, add internal notes, use quick replies and see the full history of each customer.",
    },
    chatbots: {
      title: "Chatbots and AI agents",
      body: "Automate common questions with guided menus, quick-reply buttons and list messages, or add an AI agent that answers from your knowledge base and hands over to a person when needed.",
    },
    api: {
      title: "REST API and webhooks",
      body: "Send messages from your own systems and receive incoming messages and status updates (sent, delivered, read, failed) on a webhook. Connect WhatsApp to your CRM, e-commerce store or helpdesk.",
    },
    "rich-messages": {
      title: "Rich and interactive messages",
      body: "Send images, video, documents, locations, reply buttons and list menus, and use WhatsApp Flows for short forms such as bookings or lead capture.",
    },
    "opt-in-quality": {
      title: "Opt-in and quality management",
      body: "Collect and record opt-ins, honour opt-outs and keep an eye on your number's quality rating and Meta's messaging limits, so your account can grow its sending volume safely.",
    },
  },
  useCases: [
    {
      title: "Retail and e-commerce",
      body: "Send order confirmations, shipping updates and abandoned-cart reminders, and let customers ask about products and returns in the same chat.",
    },
    {
      title: "Banking and financial services",
      body: "Deliver authentication codes, payment reminders and account alerts, and answer balance or card questions through a secure chatbot with handover to an agent.",
    },
    {
      title: "Healthcare",
      body: "Confirm appointments, share preparation instructions and send reminders, with patients able to reschedule by tapping a button.",
    },
    {
      title: "Travel and hospitality",
      body: "Send booking confirmations, boarding and check-in details and itinerary changes, and help guests before and during their stay.",
    },
    {
      title: "Real estate and automotive",
      body: "Respond to leads from ads within minutes, share brochures and photos, and book viewings or test drives in the chat.",
    },
    {
      title: "Education",
      body: "Answer admission enquiries, send class schedules and fee reminders, and share documents with students and parents.",
    },
  ],
  steps: [
    {
      title: "Talk to us",
      body: "Tell us how you want to use WhatsApp: notifications, campaigns, support or a chatbot. We recommend a setup and explain Meta's charges and our fees.",
    },
    {
      title: "Verify your business and register your number",
      body: "We guide you through Meta business verification, connect your phone number and display name, and submit your first message templates for approval.",
    },
    {
      title: "Integrate through the API or dashboard",
      body: "Connect your systems through our REST API and webhooks, or use the dashboard and team inbox directly. We help you build and test chatbot flows.",
    },
    {
      title: "Go live and grow",
      body: "Start messaging opted-in customers. We monitor delivery, read rates and your quality rating, and help you raise your messaging limits as volume grows.",
    },
  ],
  faqs: [
    {
      question: "Can you help us get a WhatsApp Business account?",
      answer:
        "Yes. We set up your account on the WhatsApp Business Platform, guide you through business verification in Meta Business Manager, register your number and display name, and get your first templates approved. With documents ready, most businesses are live within {goLive}; Meta's review times can vary.",
    },
    {
      question: "What is the WhatsApp Business API and how is it different from the app?",
      answer:
        "The WhatsApp Business API, now called the WhatsApp Business Platform, is Meta's service for businesses that need automation, several agents on one number or integration with their own systems. The free WhatsApp Business app runs on one phone and is meant for small businesses. We connect you to the platform through Meta's Cloud API.",
    },
    {
      question: "Do you offer WhatsApp chatbots with message templates?",
      answer:
        "Yes. We build chatbots that reply to customers inside the {serviceWindowHours}-hour customer service window, using buttons, lists or an AI agent that answers from your knowledge base. To start a conversation, for example a reminder or an offer, the bot sends a message template approved by Meta.",
    },
    {
      question: "How is WhatsApp messaging priced?",
      answer:
        "There are two parts. Meta charges for messages based on the template category (marketing, utility or authentication) and the recipient's country, and replies within the customer service window are largely free of Meta charges. We add a platform fee for our service. Sales will give you a quote for your volumes.",
    },
    {
      question: "Can we send one-time passwords (OTPs) on WhatsApp?",
      answer:
        "Yes. You send OTPs on WhatsApp as authentication templates, which Meta reviews like any other template and charges by the recipient's country. We write and submit them for you, and our SMS and voice codes reach customers who do not use the app.",
    },
    {
      question: "Can we get the green tick on WhatsApp?",
      answer:
        "The verified badge, often called the green tick, marks an Official Business Account. Meta grants it to notable, verified businesses and decides every request. We check that your account is eligible and submit the request for you, but no provider can guarantee it.",
    },
    {
      question: "Do customers need to opt in before we message them?",
      answer:
        "Yes. WhatsApp requires that customers agree to receive messages from you before you send them a template message. You can collect opt-in on your website, at checkout, by SMS or in a WhatsApp chat. We record opt-ins and opt-outs so your list stays clean.",
    },
  ],
  cta: {
    title: "Get your business on WhatsApp",
    body: "Tell us what you want to send and who answers. We will handle the Meta setup with you, get your templates approved and connect WhatsApp to your systems.",
    primary: { label: "Talk to sales", href: "/contact" },
    secondary: { label: "Explore AI agents", href: "/services/ai-agents" },
  },
  illustration:
    "A WhatsApp chat with a verified business account: an approved utility template, “Order #4821 shipped, arrives Thursday by 6 pm”, with three quick-reply buttons: Morning, Evening and Talk to an agent.",
};
