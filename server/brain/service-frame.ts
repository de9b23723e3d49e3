/**
 * A service's own questions as answers: with a service named or in play, a question that its
 * page's FAQ asks in other words ("how is it priced?" after WhatsApp, "can we keep our existing
 * number instead?" after virtual numbers) gets that FAQ's answer, from the page's content, in two
 * sentences and a link, rather than the nearest passage of the whole site.
 */

import { servicePath, services } from "../../app/content/catalogue.ts";
import { defaultLocale } from "../../app/content/locales.ts";
import { servicePage } from "../../app/content/render/site.ts";
import { answerTypeOf, gives } from "./answer-type.ts";
import { companyTopicOf } from "./company-answers.ts";
import { faqText, ofAnotherPlace } from "./compose.ts";
import { marketsListAsked, marketsListQuestion } from "./coverage-question.ts";
import { isFollowUp } from "./follow-up.ts";
import { asAsked } from "./intents.ts";
import { headlineText } from "./knowledge.ts";
import { answerLocale } from "./languages/answer-locale.ts";
import { sentencesOf } from "./languages/passage-twins.ts";
import { mediaInMessage } from "./page-choice.ts";
import { unservedCountry } from "./places.ts";
import { ofThisChat } from "./privacy-asked.ts";
import type { Reading } from "./reading.ts";
import { say } from "./say.ts";
import { askedSentence, contentTokens, normalize, stem } from "./text.ts";
import type { Answer, DialogueState } from "./types.ts";
import { asksWhatServiceIs } from "./what-it-is.ts";

/** Words that ask the same thing as each other: a price, a duration. */
const sameAsking: ReadonlyArray<readonly string[]> = [
  [
    "price",
    "priced",
    "pricing",
    "cost",
    "costs",
    "charge",
    "charges",
    "pay",
    "much",
    "fee",
    "fees",
    "rate",
    "rates",
    "billed",
    "billing",
  ],
  ["long", "take", "takes", "live", "quickly", "soon", "days", "weeks", "time"],
  ["language", "languages", "arabic", "hindi", "english", "urdu", "tamil"],
  ["countries", "country", "markets", "cover"],
  // How it connects to the visitor's software: "can we push RCS over SMPP?", "is there an API?".
  ["systems", "api", "apis", "smpp", "integrate", "integration", "connect", "rest", "sdk", "sdks", "crm"],
  // What happens when it cannot: "if the bot can't answer", "if it doesn't know".
  ["cannot", "cant", "unable", "doesnt", "dont", "fail", "fails"],
];
const canonical = new Map<string, string>();
for (const group of sameAsking) for (const word of group) canonical.set(stem(word), stem(group[0] ?? word));

const cannot = stem("cannot");
const whatIf = /\b(what if|what happens|if)\b/;

const meaningOf = (text: string) =>
  new Set(contentTokens(text).map((token) => canonical.get(token) ?? token));

/** The word a "which…", "what…" or "how many…" question asks about, in its canonical form. */
function focusOf(message: string): string | undefined {
  const found = /^(?:which|what|how many)\s+(?:in\s+)?([a-z]+)/.exec(askedSentence(message));
  return found?.[1] ? [...meaningOf(found[1])][0] : undefined;
}

/** Words every question about a service shares with its FAQs and that say nothing of what is asked. */
/** Ways to connect a visitor may name, which a service's page names or not. */
const connectionWays = /\b(smpp|sdks?|webhooks?|graphql|soap)\b/g;
const pageWords = new Map<string, string>();
/** A service page's whole text, in lower case. */
const pageWordsOf = (slug: string) => {
  const known = pageWords.get(slug);
  if (known !== undefined) return known;
  const text = JSON.stringify(servicePage(slug, defaultLocale)).toLowerCase();
  pageWords.set(slug, text);
  return text;
};

const genericWords = new Set(contentTokens("service services"));
const serviceWords = new Set(services.flatMap((service) => contentTokens(service.name)));

interface Faq {
  words: Set<string>;
  /** Its question, as the page asks it. */
  heading: string;
  answer: string;
  /** The meaning words of its answer, which break a tie between questions. */
  answerWords: Set<string>;
  /** Its place on the page, the same in every language: the answer is written from that language's. */
  at: number;
}
interface PageFaqs {
  faqs: Faq[];
  /** The words of each headline number's label ("Typical OTP delivery"), and its sentence. */
  headlines: { words: Set<string>; text: string }[];
  /** A word's weight: rarer on the page's questions and answers, more telling ("Arabic" over "IVR"). */
  weight: (word: string) => number;
}
const faqsByPath = new Map<string, PageFaqs>(
  services.map((service) => {
    const page = servicePage(service.slug, defaultLocale).faqs;
    const everywhere = page.map((faq) => meaningOf(`${faq.question} ${faq.answer}`));
    const weight = (word: string) => 1 / (1 + everywhere.filter((words) => words.has(word)).length);
    const faqs = page.map((faq, at) => ({
      words: new Set([...meaningOf(faq.question)].filter((word) => !serviceWords.has(word))),
      heading: faq.question,
      answer: faq.answer,
      answerWords: meaningOf(faq.answer),
      at,
    }));
    const headlines = servicePage(service.slug, defaultLocale).highlights.map((fact) => ({
      words: new Set([...meaningOf(fact.label)].filter((word) => !serviceWords.has(word))),
      text: headlineText(fact),
    }));
    return [servicePath(service.slug), { faqs, weight, headlines }];
  }),
);

/** The FAQ's answer in the language being answered in: the English excerpt, or that language's answer. */
function faqWords(slug: string, faq: Faq, english: string): string {
  const locale = answerLocale();
  if (locale === defaultLocale) return english;
  const local = servicePage(slug, locale).faqs[faq.at]?.answer;
  if (!local) return english;
  // (The "Yes." or "No." the English excerpt was given for this question, in the answer's language.)
  const lead = [say.offeredYes(), say.requirementNo()].find((word) => english.startsWith(`${word} `));
  const text = sentencesOf(local, 3);
  return lead && !text.startsWith(lead) ? `${lead} ${text}` : text;
}

/**
 * The page's FAQ answer that asks what the message asks; undefined when none is close. A
 * question already known to ask for a price (the pricing intent) takes the FAQ on price.
 */
/** A word an FAQ's answer shares with the question only breaks a tie between its questions' words. */
const TIE_BREAK = 0.001;

export function serviceFaqAnswer(
  path: string,
  written: string,
  options: { aboutPrice?: boolean } = {},
): Answer | undefined {
  // ("Do you set up the WhatsApp Business API?" asks our onboarding, not the API's FAQ.)
  const message = asAsked(written);
  const page = faqsByPath.get(path);
  const service = services.find((entry) => servicePath(entry.slug) === path);
  if (!page || !service) return undefined;
  // "SMPP for RCS?": a way to connect that this page never names; its FAQ says how it connects.
  const unnamedWay = (normalize(message).match(connectionWays) ?? []).find(
    (way) => !pageWordsOf(service.slug).includes(way.replace(/s$/, "")),
  );
  // ("Which ways can we integrate with your SMS service?": "service" says nothing of what is asked.)
  const asked = [...meaningOf(message)].filter((word) => !serviceWords.has(word) && !genericWords.has(word));
  let best: { faq: Faq; shared: number; score: number } | undefined;
  const price = stem("price");
  // The thing a "which…?" question asks about ("which countries do you send SMS to?") counts most.
  const focus = focusOf(message);
  // "What if the agent doesn't know the answer?" asks what happens when it cannot: that counts most.
  const failing = whatIf.test(normalize(message)) ? cannot : undefined;
  const askedTokens = new Set(contentTokens(message));
  for (const faq of page.faqs) {
    if (options.aboutPrice && !faq.words.has(price)) continue;
    // ("A local number for our Mumbai office?" is not the FAQ on a Dubai number.)
    if (ofAnotherPlace(faq.heading, askedTokens)) continue;
    const shared = asked.filter((word) => faq.words.has(word));
    const counts = (word: string) => word === focus || word === failing;
    // (Between FAQs whose questions share as much, the one whose answer says more of what is asked:
    // "any rule in India for automated calls?" is the FAQ on whether they are allowed, which names TRAI.)
    const told = asked.filter((word) => !faq.words.has(word) && faq.answerWords.has(word)).length * TIE_BREAK;
    const score = shared.reduce((sum, word) => sum + page.weight(word) + (counts(word) ? 1 : 0), told);
    if (shared.length > 0 && score > (best?.score ?? 0)) best = { faq, shared: shared.length, score };
  }
  // ("How much per call?" shares no word but the service's name with the FAQ on its price: that FAQ.)
  if (!best && options.aboutPrice && answerTypeOf(message)?.type === "price") {
    const priced = page.faqs.find((faq) => faq.words.has(price));
    if (priced) best = { faq: priced, shared: 1, score: 0 };
  }
  // One shared word is enough for a short question ("how is it priced?"), not for a long one.
  const needed = options.aboutPrice ? 1 : Math.min(2, Math.max(1, asked.length - 1));
  if (!best || best.shared < needed) return undefined;
  // "How long can we keep replying without a template?" wants a duration: an FAQ on opt-in that
  // shares its words but states none is not the answer; the page's passages may hold one.
  const shape = answerTypeOf(message);
  if (shape && shape.type !== "language" && !options.aboutPrice && !gives(shape, best.faq.answer))
    return undefined;
  // "How long does an OTP take to arrive?" shares "how long" with the FAQ on going live, and more
  // with the headline "Typical OTP delivery: < 3 s": the page's answer gives that number.
  const headline = page.headlines.find(
    (fact) => [...fact.words].filter((word) => asked.includes(word)).length > best.shared,
  );
  // (Unless both name the languages, which the FAQ says of what was asked: "IVR menu in Arabic?")
  const bothLanguages = shape?.type === "language" && gives(shape, best.faq.answer);
  if (shape && headline && gives(shape, headline.text) && !bothLanguages) return undefined;
  const said = faqWords(service.slug, best.faq, faqText(best.faq.answer, message, !options.aboutPrice));
  if (unnamedWay) {
    const told = said.startsWith(say.offeredYes()) ? said.slice(say.offeredYes().length).trim() : said;
    return {
      response: say.notMentioned(service.name, path, unnamedWay.toUpperCase(), told),
      sources: [{ path, title: service.name }],
    };
  }
  return {
    response: `${said} ${say.readMore(service.name, path)}`,
    sources: [{ path, title: service.name }],
  };
}

const smsService = servicePath("sms-services");

/**
 * A service's FAQ, asked in other words with the service named or in play ("how is it priced?"
 * after WhatsApp). An SMS question about a market is the market's, not the SMS page's.
 */
export function serviceFrame(
  reading: Reading,
  message: string,
  context: DialogueState,
  next: DialogueState,
): Answer | undefined {
  const service = next.service;
  if (!service || unservedCountry(message)) return undefined;
  // ("How many TPS over SMPP?": the throughput the site does not publish, said so, not an SMPP FAQ.)
  // (Nor SDKs, which no page lists: "a Java SDK for the SMS API?")
  const unlisted = companyTopicOf(message);
  if (unlisted === "throughput" || unlisted === "sdks") return undefined;
  // (Nor what this chat keeps or sends on: "does this chatbot send my msgs to some AI company?")
  if (unlisted === "retention" && ofThisChat(message)) return undefined;
  // "Customers in the UAE, Saudi and Kuwait. Which SMS markets do you have?": the list, whatever was told.
  if (service === smsService && marketsListAsked(message))
    return serviceFaqAnswer(service, marketsListQuestion);
  // SMS in a market is the market's; SMS prices are the published rates.
  // (Not how to connect, which no market changes: "can we connect over SMPP instead of REST?")
  const integration = !reading.market && integrationWords.test(normalize(message));
  // (Nor photos in an SMS, which RCS sends: page-choice.ts.)
  const media = mediaInMessage.test(normalize(message));
  if (service === smsService && ((next.market && !integration) || reading.intents.has("pricing") || media))
    return undefined;
  // (A place with another service is asked of that service: "a local Dubai number, possible?")
  if (
    (reading.market && service === smsService) ||
    (["contact", "careers", "privacy"] as const).some((i) => reading.intents.has(i))
  )
    return undefined;
  if (reading.service !== service && !isFollowUp(reading, message, context)) return undefined;
  // "What's RCS, do customers need an app?" names the service to ask what it is: its page's
  // introduction answers, not the FAQ that shares a word.
  if (reading.service === service && asksWhatServiceIs(message)) return undefined;
  return serviceFaqAnswer(service, message);
}

/** How a visitor's systems connect to ours: the same in every market. */
const integrationWords = /\b(api|apis|smpp|rest|webhooks?|sdks?|http|integrat\w*|connect over)\b/;
