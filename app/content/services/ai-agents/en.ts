import type { ServiceTexts } from "../../schema.ts";

export const entry: ServiceTexts["entry"] = {
  name: "AI Agents",
  summary: "Chat and voice agents that answer customers around the clock and hand off to people.",
  definition:
    "An AI agent is a chat or voice assistant that answers your customers at any hour from your own knowledge base and hands the conversation to a person when needed.",
};

export const vocabulary: ServiceTexts["vocabulary"] = {
  aliases: [
    "ai agent",
    "ai assistant",
    "chatbot",
    "chat bot",
    "bot",
    "virtual assistant",
    "conversational ai",
    "voice agent",
    "voicebot",
    "automation",
  ],
  related: ["ai", "24/7", "round the clock", "answer customer questions", "faq", "knowledge base", "handoff"],
};

export const page: ServiceTexts["page"] = {
  seo: {
    title: "AI Agents and Chatbots for WhatsApp and Web | {companyName}",
    description:
      "AI chatbots and voice agents that answer customer questions 24/7 from your knowledge base on your website, WhatsApp, SMS and phone, and hand off to people.",
  },
  hero: {
    eyebrow: "AI Agents",
    title: "AI agents that answer your customers 24/7 and hand off to your team",
    lead: "We build chatbots and voice agents that answer customer questions around the clock from your own knowledge base, on your website, WhatsApp, SMS and phone. They book appointments, check order status and pass the conversation to a person when needed.",
    primaryCta: { label: "Book a demo", href: "/contact" },
    secondaryCta: { label: "WhatsApp Business", href: "/services/whatsapp-services" },
  },
  overview: [
    "Customers expect an answer at any hour, and many of their questions are the same: opening times, prices, order status, how to reschedule. An AI agent answers these instantly, in a natural conversation, so your team can spend its time on the conversations that need a person.",
    "Our agents answer from your knowledge base: your website, FAQs, product catalogue, policies and documents. We connect them to your systems, such as a booking calendar, CRM or order database, so they can do things as well as answer, like book an appointment or look up a delivery. When a question is outside what the agent should handle, or the customer asks for a person, it hands off to a human agent with the full conversation.",
    "We design, build and run each agent with you. Guardrails keep it on your topics, stop it from guessing and follow the rules you set, and you can review conversations and improve answers over time. The same agent can work across your website chat, WhatsApp, SMS and a phone line.",
  ],
  highlights: [
    { value: "24/7", label: "Answers at any hour" },
    { value: "{channels} channels", label: "Web, WhatsApp, SMS and phone" },
    { value: "{languageCount}", label: "Languages: Arabic and English" },
    { value: "{agentBuildInFigures}", label: "Typical time to go live on one channel" },
  ],
  features: {
    "knowledge-base": {
      title: "Answers from your knowledge base",
      body: "The agent learns from your website, FAQs, product details, policies and documents, and answers in your tone. Update a document and the agent's answers follow.",
    },
    "chat-channels": {
      title: "Website chat, WhatsApp and SMS",
      body: "Deploy one agent as a chat widget on your website and app, on your WhatsApp Business number and on two-way SMS, with the same knowledge and rules everywhere.",
    },
    "voice-agents": {
      title: "Voice agents on the phone",
      body: "Answer calls with a voice agent that understands natural speech, replies in a natural voice, and can transfer the call to your team at any point.",
    },
    integrations: {
      title: "Bookings, orders and integrations",
      body: "Connect the agent to your calendar, CRM, e-commerce platform or internal APIs so it can book and reschedule appointments, check order status and capture leads.",
    },
    "human-handoff": {
      title: "Handoff to a human agent",
      body: "When the agent cannot help, or the customer asks for a person, the conversation moves to your team inbox or call centre with the full history, so nobody has to repeat themselves.",
    },
    guardrails: {
      title: "Guardrails and control",
      body: "Set the topics the agent may discuss, the actions it may take and the answers it must give word for word. It says when it does not know rather than guessing.",
    },
    languages: {
      title: "Arabic and English",
      body: "Agents converse in Arabic and English and can reply in the language the customer writes in. Other languages are available on request.",
    },
    reports: {
      title: "Reports and improvement",
      body: "See the questions customers ask, how many were resolved without a person and where handoffs happen. We use this to improve the knowledge base and flows each month.",
    },
  },
  useCases: [
    {
      title: "Customer support",
      body: "Answer questions about opening hours, delivery, returns, warranties and account issues at any time, and pass complex cases to your support team.",
    },
    {
      title: "Clinics and healthcare",
      body: "Let patients book, confirm or reschedule appointments on WhatsApp or by phone, and answer questions about services, locations and preparation.",
    },
    {
      title: "E-commerce",
      body: "Help shoppers find products, answer questions about sizes and stock, and tell customers where their order is without waiting for an agent.",
    },
    {
      title: "Real estate and automotive",
      body: "Qualify leads from ads and your website around the clock, share listings or models and book viewings and test drives with your sales team.",
    },
    {
      title: "Banking and insurance",
      body: "Answer product questions, guide customers through applications and claims, and route account-specific requests securely to your staff.",
    },
    {
      title: "Hospitality and travel",
      body: "Answer guest questions, take reservation requests and send booking details on WhatsApp or the website, day and night.",
    },
  ],
  steps: [
    {
      title: "Talk to us",
      body: "Tell us what customers ask most, which channels they use and what the agent should be able to do. We agree the scope and the handoff rules with you.",
    },
    {
      title: "Build the knowledge base and flows",
      body: "We gather your content, connect your systems, set the guardrails and build the conversation flows, then test the agent against real customer questions.",
    },
    {
      title: "Connect your channels",
      body: "We add the agent to your website, WhatsApp Business number, SMS or phone line, and connect handoff to your inbox or call centre. Developers can also reach it through our REST API.",
    },
    {
      title: "Go live and improve",
      body: "Launch with your team watching. We review conversations, fix gaps in the knowledge base and add new skills as you see what customers need.",
    },
  ],
  faqs: [
    {
      question: "Do you build chatbots?",
      answer:
        "Yes. We build chatbots for your website, WhatsApp, SMS and app, from simple guided menus with buttons to AI agents that understand free text and answer from your knowledge base. We also build voice agents that answer phone calls. Our team designs, builds and runs the agent with you.",
    },
    {
      question: "Can an AI agent answer customer questions 24/7?",
      answer:
        "Yes. An AI agent answers customer questions 24 hours a day, every day, on your website, WhatsApp, SMS or phone. It answers from your own content and systems, and outside your team's working hours it can take details and arrange a callback for anything it cannot resolve.",
    },
    {
      question: "Do you offer WhatsApp chatbots with message templates?",
      answer:
        "Yes. Our WhatsApp chatbots reply freely within WhatsApp's 24-hour customer service window, using text, buttons and lists. To contact a customer first, for example with a reminder or a follow-up, the bot uses a message template approved by Meta. We set up both, along with your WhatsApp Business account if you need one.",
    },
    {
      question: "What happens when the AI agent cannot answer?",
      answer:
        "It tells the customer it will bring in a person and hands off to a human agent in your inbox or call centre with the whole conversation. You decide the handoff rules, for example for complaints, payments or any question the agent is not sure about.",
    },
    {
      question: "How do you stop the agent giving wrong answers?",
      answer:
        "The agent answers only from the knowledge base and systems you approve, and guardrails limit the topics it may discuss and the actions it may take. It says when it does not know instead of guessing. Before launch we test it against real questions, and afterwards we review conversations and correct answers.",
    },
    {
      question: "How is an AI agent priced and how long does it take to build?",
      answer:
        "Pricing has a setup fee for design and build and a monthly fee based on conversation volume and channels, plus the usual messaging or call charges. A focused agent for one channel is typically live in {agentBuild}. Sales will scope your project and send a quote.",
    },
  ],
  cta: {
    title: "Give your customers answers at any hour",
    body: "Tell us the questions your team answers every day. We will show you an agent that handles them on your website, WhatsApp or phone, and plan the handoff to your team.",
    primary: { label: "Book a demo", href: "/contact" },
    secondary: { label: "WhatsApp Business", href: "/services/whatsapp-services" },
  },
  illustration:
    "A chat where the AI agent answers a customer charged twice, explains that a refund needs a person and hands the conversation, with its summary, to Sara from the billing team, who confirms the refund.",
};
