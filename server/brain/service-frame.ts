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
import { faqText } from "./compose.ts";
import { answerLocale } from "./languages/answer-locale.ts";
import { sentencesOf } from "./languages/passage-twins.ts";
import { say } from "./say.ts";
import { contentTokens, stem } from "./text.ts";
import type { Answer } from "./types.ts";

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
  // What happens when it cannot: "if the bot can't answer", "if it doesn't know".
  ["cannot", "cant", "unable", "doesnt", "dont", "fail", "fails"],
];
const canonical = new Map<string, string>();
for (const group of sameAsking) for (const word of group) canonical.set(stem(word), stem(group[0] ?? word));

const meaningOf = (text: string) =>
  new Set(contentTokens(text).map((token) => canonical.get(token) ?? token));

/** Words every question about a service shares with its FAQs and that say nothing of what is asked. */
const serviceWords = new Set(services.flatMap((service) => contentTokens(service.name)));

interface Faq {
  words: Set<string>;
  answer: string;
  /** Its place on the page, the same in every language: the answer is written from that language's. */
  at: number;
}
interface PageFaqs {
  faqs: Faq[];
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
      answer: faq.answer,
      at,
    }));
    return [servicePath(service.slug), { faqs, weight }];
  }),
);

/** The FAQ's answer in the language being answered in: the English excerpt, or that language's answer. */
function faqWords(slug: string, faq: Faq, english: string): string {
  const locale = answerLocale();
  if (locale === defaultLocale) return english;
  const local = servicePage(slug, locale).faqs[faq.at]?.answer;
  return local ? sentencesOf(local, 3) : english;
}

/**
 * The page's FAQ answer that asks what the message asks; undefined when none is close. A
 * question already known to ask for a price (the pricing intent) takes the FAQ on price.
 */
export function serviceFaqAnswer(
  path: string,
  message: string,
  options: { aboutPrice?: boolean } = {},
): Answer | undefined {
  const page = faqsByPath.get(path);
  const service = services.find((entry) => servicePath(entry.slug) === path);
  if (!page || !service) return undefined;
  const asked = [...meaningOf(message)].filter((word) => !serviceWords.has(word));
  let best: { faq: Faq; shared: number; score: number } | undefined;
  const price = stem("price");
  for (const faq of page.faqs) {
    if (options.aboutPrice && !faq.words.has(price)) continue;
    const shared = asked.filter((word) => faq.words.has(word));
    const score = shared.reduce((sum, word) => sum + page.weight(word), 0);
    if (score > (best?.score ?? 0)) best = { faq, shared: shared.length, score };
  }
  // One shared word is enough for a short question ("how is it priced?"), not for a long one.
  const needed = options.aboutPrice ? 1 : Math.min(2, Math.max(1, asked.length - 1));
  if (!best || best.shared < needed) return undefined;
  // "How long can we keep replying without a template?" wants a duration: an FAQ on opt-in that
  // shares its words but states none is not the answer; the page's passages may hold one.
  const shape = answerTypeOf(message);
  if (shape && shape.type !== "language" && !options.aboutPrice && !gives(shape, best.faq.answer))
    return undefined;
  return {
    response: `${faqWords(service.slug, best.faq, faqText(best.faq.answer, message, !options.aboutPrice))} ${say.readMore(service.name, path)}`,
    sources: [{ path, title: service.name }],
  };
}
