/**
 * The answer engine tests' shared fixtures: a varied list of visitor questions with
 * the pages a right answer links, distinctive rates, and helpers that read answers.
 */
import { assistantAnswers as say } from "../../app/content/assistant-answers.ts";
import { localeOfPath, unlocalizedPath } from "../../app/content/locales.ts";
import type { SmsRate } from "../../app/content/page-schemas.ts";
import { paths, sitePages } from "../../app/content/site-map.ts";
import { smsRates } from "../../app/content/sms-rates.ts";
import type { AnswerInput, ChatReply, ChatResponse, DialogueState } from "../../server/brain/types.ts";

export const sitePaths = new Set(sitePages.map((page) => page.path));
export const market = (slug: string) => `/services/sms-services/${slug}`;
export const whatsapp = "/services/whatsapp-services";
export const voice = "/services/voice-services";

/**
 * Rates unlike the published ones in app/content/sms-rates.ts: an answer quoting these can only have
 * read them from the `rates()` passed in.
 */
export const distinctiveRates: readonly SmsRate[] = [
  rate("india", "India", "IN", 0.0123, 0.0119, 0),
  rate("uae", "United Arab Emirates", "AE", 0.0234, 0.0229, 77),
  rate("saudi-arabia", "Saudi Arabia", "SA", 0.0345, 0.0338, 88),
  rate("bahrain", "Bahrain", "BH", 0.0456, 0.0447, 0),
  rate("kuwait", "Kuwait", "KW", 0.0567, 0.0556, 99),
  rate("qatar", "Qatar", "QA", 0.0678, 0.0665, 111),
];

export function rate(
  country: SmsRate["country"],
  countryName: string,
  isoCode: string,
  transactional: number,
  promotional: number,
  senderIdFee: number,
): SmsRate {
  return { country, countryName, isoCode, currency: "USD", transactional, promotional, senderIdFee };
}

/** Every dollar amount the distinctive rates can produce in an answer. */
export const quotableAmounts = new Set(
  distinctiveRates.flatMap((item) => [
    `$${item.transactional.toFixed(4)}`,
    `$${item.promotional.toFixed(4)}`,
    `$${item.senderIdFee}`,
  ]),
);

export const publishedAmounts = smsRates.flatMap((item) => [
  `$${item.transactional.toFixed(4)}`,
  `$${item.promotional.toFixed(4)}`,
]);

export const linkPattern = /\[([^\]\n]*)\]\(([^()\s]*)\)/g;

export function linksOf(markdown: string): { label: string; target: string }[] {
  return [...markdown.matchAll(linkPattern)].map((match) => ({
    label: match[1] ?? "",
    target: match[2] ?? "",
  }));
}

/** The site paths linked in an answer, each once, in order of first appearance. */
export function linkedSitePaths(markdown: string): string[] {
  const targets = linksOf(markdown)
    .map((link) => link.target)
    .filter((target) => !/^(mailto|tel):/.test(target));
  return [...new Set(targets)];
}

/** Sentence ends (. ? ! followed by a space or the end) outside link labels and targets. */
/** Sentences that say something: "Yes." and "There are two parts." announce the ones after them (compose.ts). */
export function sentenceCount(markdown: string): number {
  return markdown
    .replace(linkPattern, "link")
    .split(/(?<=[.?!])\s+/)
    .filter((sentence) => sentence.trim().split(/\s+/).length > 4).length;
}

export const offTopicAnswer = {
  response: say.outOfScope(),
  sources: [paths.services, paths.contact],
};

export const sourcePaths = (answer: ChatResponse) => answer.sources.map((source) => source.path);

export interface Case {
  q: string;
  /** Site paths the answer must link (a deterministic rule in the engine chooses them). */
  links?: string[];
  offTopic?: true;
  /** Input with no words to go on: only the general properties apply. */
  odd?: true;
}

export const contact = paths.contact;
export const pricing = paths.smsPricing;

export const questions: Case[] = [
  // Sales, demos, phone
  { q: "I'd like to talk to sales", links: [contact] },
  { q: "Can I book a demo?", links: [contact] },
  { q: "What's your phone number?", links: [contact] },
  { q: "How can I contact you?", links: [contact] },
  { q: "Please call me back tomorrow", links: [contact] },
  { q: "talk to sales about WhatsApp", links: [contact, whatsapp] },
  {
    q: "Can someone from your sales team email me about bulk SMS in Saudi Arabia?",
    links: [contact, market("saudi-arabia")],
  },
  // Pricing, with and without a country, and for other channels
  { q: "How much does SMS cost?", links: [pricing] },
  { q: "What are your prices?", links: [pricing] },
  { q: "SMS price in India", links: [market("india"), pricing] },
  { q: "How much is a text message to Dubai?", links: [market("uae"), pricing] },
  { q: "SMS rates for Riyadh", links: [market("saudi-arabia"), pricing] },
  { q: "cost per SMS in Doha", links: [market("qatar"), pricing] },
  { q: "Bulk SMS pricing for Manama", links: [market("bahrain"), pricing] },
  { q: "What do you charge per message in Mumbai?", links: [market("india"), pricing] },
  { q: "sms prices kuwait and qatar", links: [market("kuwait"), market("qatar"), pricing] },
  { q: "How much does WhatsApp cost?", links: [contact, whatsapp] },
  { q: "Voice call pricing", links: [contact, voice] },
  { q: "whats app pricing in Dubai", links: [contact, whatsapp] },
  // Every service, in visitors' own words
  { q: "Can you send one-time passwords by text?", links: ["/services/sms-services"] },
  { q: "I need OTP verification for my app", links: ["/services/sms-services"] },
  { q: "Do you offer the WhatsApp Business API?", links: [whatsapp] },
  { q: "Can we send rich cards with carousels to Android phones?", links: ["/services/rcs-services"] },
  { q: "What is RCS messaging?", links: ["/services/rcs-services"] },
  { q: "I need an IVR menu for my support line", links: [voice] },
  { q: "automated reminder calls for my clinic", links: [voice] },
  { q: "Can an AI assistant answer my customers at night?", links: ["/services/ai-agents"] },
  { q: "Can I get a local phone number in Dubai?", links: ["/services/virtual-numbers"] },
  { q: "Do you provide toll-free numbers?", links: ["/services/virtual-numbers"] },
  { q: "Can you build a mobile app for my restaurant?", links: ["/services/web-app-development"] },
  { q: "We need a new website", links: ["/services/web-app-development"] },
  // Every SMS market, by country and by city
  { q: "Can I send SMS to customers in Dubai?", links: [market("uae")] },
  { q: "Sender ID registration in Riyadh", links: [market("saudi-arabia")] },
  { q: "OTP delivery in Doha", links: [market("qatar")] },
  { q: "Bulk SMS to Manama", links: [market("bahrain")] },
  { q: "DLT registration for SMS in Mumbai", links: [market("india")] },
  { q: "Do you deliver messages to Kuwait?", links: [market("kuwait")] },
  { q: "SMS coverage in Abu Dhabi and Jeddah", links: [market("uae"), market("saudi-arabia")] },
  { q: "Do you have sales in Qatar?", links: [market("qatar")] },
  // Typos
  { q: "whatsap business api", links: [whatsapp] },
  { q: "I need a chatbott for my online shop", links: ["/services/ai-agents"] },
  { q: "watsapp bussiness", links: [whatsapp] },
  { q: "sms in Bahrian", links: [market("bahrain")] },
  { q: "send sms to Kuwiat", links: [market("kuwait")] },
  { q: "virtaul numbers", links: ["/services/virtual-numbers"] },
  { q: "Can I get a webiste built?", links: ["/services/web-app-development"] },
  { q: "voise calls for alerts" },
  // Greetings and thanks
  { q: "Hello!", links: [paths.services] },
  { q: "hi there", links: [paths.services] },
  { q: "Good morning", links: [paths.services] },
  { q: "Thanks!", links: [contact] },
  { q: "Thank you, that helps", links: [contact] },
  { q: "cheers", links: [contact] },
  // Careers, privacy, about, the list of services
  { q: "Are you hiring?", links: [paths.careers] },
  { q: "Do you have any job openings for engineers?", links: [paths.careers] },
  { q: "hire a developer" },
  { q: "What do you do with my personal data?", links: [paths.privacy] },
  { q: "Do you use cookies?", links: [paths.privacy] },
  { q: "Who is Relaywave?", links: [paths.about] },
  { q: "Where are you based?", links: [paths.about] },
  { q: "When was Relaywave founded?", links: [paths.about] },
  { q: "What services do you offer?", links: [paths.services, contact] },
  { q: "What else do you provide?", links: [paths.services, contact] },
  // Other on-topic questions retrieval answers
  { q: "How do I get started?" },
  { q: "Do you support Arabic messages?" },
  { q: "How fast is sender ID approval in the UAE?" },
  { q: "Can customers reply to our messages?" },
  // Off-topic
  { q: "Tell me a joke", offTopic: true },
  { q: "Who won the World Cup?", offTopic: true },
  { q: "Recipe for chocolate cake", offTopic: true },
  { q: "How do I cook biryani?", offTopic: true },
  { q: "What's the weather in London?", offTopic: true },
  { q: "what is 2+2", offTopic: true },
  { q: "What's the square root of 144?", offTopic: true },
  { q: "Calculate 15% of 200", offTopic: true },
  { q: "What is the capital of France?", offTopic: true },
  { q: "How tall is Mount Everest?", offTopic: true },
  { q: "Translate hello into French", offTopic: true },
  { q: "how many calories in a banana", offTopic: true },
  // Odd input: nothing to go on
  { q: "?!", odd: true },
  { q: "👋", odd: true },
  { q: "مرحبا", odd: true },
  { q: "a".repeat(2000), odd: true },
];

/**
 * A conversation with `engine`: every reply, the state carried from one message to the next; asked
 * from the SMS page in `locale` when one is given.
 */
export function conversationWith(engine: { reply: (input: AnswerInput) => ChatReply }, locale?: "ar" | "hi") {
  const page = locale ? { pageLocale: locale, page: `/${locale}/services/sms-services` } : {};
  const talk = (...messages: string[]): ChatReply[] => {
    let state: DialogueState = {};
    return messages.map((message) => {
      const reply = engine.reply({ message, state, ...page });
      state = reply.state;
      return reply;
    });
  };
  const last = (...messages: string[]) => talk(...messages).at(-1) as ChatReply;
  return { talk, last };
}

/**
 * A visitor on a page, as the chat function passes it: the locale from the page's path and the page
 * without it. `ask` is a first question there; `talk` a conversation, each reply's state carried.
 */
export function visitorOn(engine: { reply: (input: AnswerInput) => ChatReply }) {
  const ask = (message: string, page: string, state: DialogueState = {}) =>
    engine.reply({ message, state, pageLocale: localeOfPath(page), page: unlocalizedPath(page) });
  const talk = (page: string, ...turns: string[]): string[] => {
    let state: DialogueState = {};
    return turns.map((message) => {
      const reply = ask(message, page, state);
      state = reply.state;
      return reply.response;
    });
  };
  return { ask, talk };
}
