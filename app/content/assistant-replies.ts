/**
 * The canned replies used when the answer service cannot be reached. Replies are
 * Markdown with site-path links, rendered safely by the chat panel.
 */
import { company } from "./company.ts";
import { paths } from "./site-map.ts";

export interface CannedReply {
  topic: string;
  /** Lower-case fragments matched anywhere in the lower-cased message. */
  keywords: readonly string[];
  reply: string;
}

const smsPage = "/services/sms-services";

/**
 * Checked in this order; the first group with a matching keyword answers
 * (so "sms price" gets the SMS reply). The last group has no keywords: it is
 * the default overview.
 */
export const cannedReplies: readonly CannedReply[] = [
  {
    topic: "sms",
    keywords: ["sms", "text message"],
    reply: `Relaywave sends **SMS** for OTPs, alerts and campaigns over direct operator routes in India, the UAE, Saudi Arabia, Bahrain, Kuwait and Qatar, with a REST API, delivery reports and sender-ID registration handled for you. See [SMS services](${smsPage}) or check the rates on [SMS pricing](${paths.smsPricing}).`,
  },
  {
    topic: "whatsapp",
    keywords: ["whatsapp"],
    reply: `We set up the **WhatsApp Business Platform** for you: Meta business verification, approved message templates, broadcasts, chatbots and a shared inbox for your team. Read more on [WhatsApp Business](/services/whatsapp-services).`,
  },
  {
    topic: "rcs",
    keywords: ["rcs"],
    reply: `**RCS** turns a text into a branded, verified conversation in the phone's own messages app, with images, carousels and reply buttons, and falls back to SMS where RCS is not available. See [RCS](/services/rcs-services).`,
  },
  {
    topic: "voice",
    keywords: ["voice", "call", "ivr"],
    reply: `Our **voice** services cover IVR menus, voice broadcasts, automated reminder calls, voice OTP and click-to-call, in Arabic and English. See [Voice](/services/voice-services), and [Virtual Numbers](/services/virtual-numbers) for local and toll-free lines.`,
  },
  {
    topic: "ai-agents",
    keywords: ["ai agent", "chatbot", "automation"],
    reply: `Relaywave builds **AI agents**: chat and voice assistants that answer your customers around the clock on your website, WhatsApp, SMS and phone, and hand over to your team when a person is needed. See [AI Agents](/services/ai-agents).`,
  },
  {
    topic: "pricing",
    keywords: ["price", "cost", "pricing"],
    reply: `SMS is **priced per message segment**, by country and by traffic type (transactional or promotional), in USD; the current rates are on [SMS pricing](${paths.smsPricing}). WhatsApp, RCS, voice and AI agents are quoted for your volume: [contact sales](${paths.contact}) for a proposal.`,
  },
  {
    topic: "contact",
    keywords: ["contact", "demo", "talk to", "sales"],
    reply: `You can reach our **sales team** at [${company.salesEmail}](mailto:${company.salesEmail}) or by phone on [${company.phone}](tel:${company.phoneE164}), ${company.hours}. We reply within one business day. Everything else is on the [Contact](${paths.contact}) page.`,
  },
  {
    topic: "integration",
    keywords: ["integrat", "api", "technical"],
    reply: `Every channel runs on **one REST API** with webhooks for delivery reports and replies, plus SMPP for high-volume SMS. Our engineers help your team with the integration. Start with [SMS services](${smsPage}) or [talk to us](${paths.contact}) about your systems.`,
  },
  {
    topic: "getting-started",
    keywords: ["start", "begin", "sign up"],
    reply: `**Getting started** takes four steps: tell us your use case and countries, get a proposal with a test account, register your sender IDs while you integrate, then go live. [Contact sales](${paths.contact}) to begin, or browse our [services](${paths.services}).`,
  },
  {
    topic: "overview",
    keywords: [],
    reply: `Relaywave offers **business messaging**: SMS, WhatsApp Business, RCS, voice, AI agents and virtual numbers, plus web and app development, with SMS coverage across India and the Gulf. Explore our [services](${paths.services}) or [contact sales](${paths.contact}).`,
  },
];
