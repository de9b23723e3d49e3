/**
 * Which page answers, when the words of a question point past the page it names: a page under
 * the named service (its pricing), another service the words describe, the careers page for an
 * one of the pricing page's own questions, and a word of a yes/no
 * question that the named page never uses (decisions 037 and 110).
 */
import { marketContextTerms, marketTerms } from "../../app/content/assistant-knowledge.ts";
import { servicePath, services, smsCountries, smsCountryPath } from "../../app/content/catalogue.ts";
import { paths } from "../../app/content/site-map.ts";
import type { Passage } from "./knowledge.ts";
import type { PassageIndex } from "./passage-index.ts";
import { contentTokens, normalize } from "./text.ts";
import { yesNoQuestion } from "./yes-no.ts";

/** How much better a page under a named service must match than the service's own page. */
const CHILD_PAGE_MARGIN = 1.2;
/** How much better another service's page must match than the named one's to be what is meant. */
const DESCRIBED_SERVICE_MARGIN = 2.5;
/** How much better the SMS page must match than a market's page to answer a market's question. */
const GENERAL_OVER_MARKET_MARGIN = 4;
/** And how well at least (a passage sharing one rare word scores about 20). */
const MIN_GENERAL_SCORE = 20;
/** Ways to connect, which the SMS page describes and a market's page may not. */
/** "Can guests reply to the SMS to confirm?": two-way SMS, the same in every market. */
export const customersReply =
  /\b(customers?|guests?|patients?|users?|clients?|people|recipients?|parents?|students?) (can |could |will )?(reply|replies|respond|text back|write back)\b|\btwo[- ]way\b|\b(they|and) (can |could |will )?(reply|respond)\b|\breply to (confirm|cancel)\b/;
const technical = [
  /\bsmpp\b/,
  customersReply,
  /\bwebhooks?\b/,
  /\bsdks?\b/,
  /\b(rest|http) api\b/,
  // ("…OTP SMS from our software. Do you have an API?": the API, the same in every market.)
  /\b(do you have|does your|is there|have you got|you have|your) (an? )?(api|apis)\b/,
  /\bwhich ways (can|do|to) (we|i|you) (connect|integrate)\b/,
  /\b(ways|methods) to (connect|integrate)\b/,
  // ("…link in the SMS, can we see how many clicked?", "can students reply?": what SMS does anywhere.)
  /\b(click|clicks|clicked|click tracking|shorten\w*)\b/,
  /\b(customers?|students?|patients?|recipients?|users?|parents|people|they) (can |could )?(reply|respond|text back)\b/,
];

/** Words shorter than this say too little to tell one of the pricing page's questions from another. */
const FAQ_TELLING_WORD = 5;

/** A difference asked between two things named. */
const differenceAsked =
  /\b(difference|differences|different from|differ|versus|vs|compared? (to|with)|better than|advantages? over|worse than)\b/;

/**
 * "How is RCS different from SMS?": a difference between two services. (Not two of one service's
 * products, "WhatsApp Business API vs the WhatsApp Business app?", which its FAQ answers.)
 */
export function asksDifference(
  question: string,
  serviceMentions: readonly string[],
  title: (path: string) => string,
): boolean {
  const [one, other] = serviceMentions;
  const text = normalize(question);
  return (
    one !== undefined &&
    other !== undefined &&
    one !== other &&
    text.split(normalize(title(one))).length <= 2 &&
    differenceAsked.test(text)
  );
}

/**
 * The pages a question names, in the order they answer it: a market page is SMS's, so
 * "promotional voice calls in India?" is the Voice page's first, unless the question is about SMS
 * too ("launching a delivery app in Kuwait, can we send OTPs?").
 */
export function namedPages(
  question: string,
  marketPages: readonly string[],
  otherServices: readonly string[],
  serviceMentions: readonly string[],
): string[] {
  if (marketPages.length === 0) return [...serviceMentions];
  const smsAsked = /\b(sms|otps?|sender|texts?)\b/.test(normalize(question));
  return smsAsked ? [...marketPages, ...otherServices] : [...otherServices, ...marketPages];
}

/** Media a message would carry: what RCS sends and a plain SMS cannot. */
export const mediaInMessage = /\b(photos?|images?|pictures?|pics|videos?|carousels?|rich cards?)\b/;

export function pageChoice(index: PassageIndex, passages: readonly Passage[]) {
  const pageTokens = new Map<string, Set<string>>();
  for (const passage of passages) {
    const set = pageTokens.get(passage.path) ?? new Set<string>();
    for (const token of contentTokens(`${passage.heading} ${passage.text}`)) set.add(token);
    pageTokens.set(passage.path, set);
  }
  const texts = new Map<string, string>();
  for (const passage of passages)
    texts.set(
      passage.path,
      `${texts.get(passage.path) ?? ""} ${normalize(`${passage.heading} ${passage.text}`)}`,
    );
  const pageText = (path: string) => texts.get(path) ?? "";
  /** "Do you offer…", "is it available…": words of the asking, not of the thing asked about. */
  const askingWords = new Set(marketContextTerms.flatMap((term) => contentTokens(term)));
  const siteTokens = new Set([...pageTokens.values()].flatMap((set) => [...set]));
  /** A word of a yes/no question that the site knows but this page never uses ("Hindi" on WhatsApp). */
  const unmentioned = (question: string, path: string): string | undefined => {
    if (!yesNoQuestion.test(normalize(question))) return undefined;
    const onPage = pageTokens.get(path);
    return (
      question
        .split(/\s+/)
        .map((word) => word.replace(/^\W+|(?<!\W)\W+$/g, ""))
        // Names only (a language, a place, a product: capitalised after the first word); a common
        // word such as "night" is often just phrased differently on the page.
        .find((word, position) => {
          if (position === 0 || !/^[A-Z]/.test(word)) return false;
          const [token] = contentTokens(word);
          return (
            token !== undefined && siteTokens.has(token) && !onPage?.has(token) && !askingWords.has(token)
          );
        })
    );
  };
  /** Words every price question shares, which say nothing of what about prices is asked. */
  const priceWords = new Set(
    contentTokens("price prices pricing cost costs fee fees rate rates charge sms message"),
  );
  /** Whether one of the pricing page's own questions asks what this one does ("Is there a setup fee?"). */
  const pricingFaqAsks = (question: string): boolean => {
    const telling = contentTokens(question).filter(
      (token) => token.length >= FAQ_TELLING_WORD && !priceWords.has(token),
    );
    return index
      .passages(question, paths.smsPricing, 3)
      .some(
        (hit) =>
          hit.passage.kind === "faq" &&
          contentTokens(hit.passage.heading).some((token) => telling.includes(token)),
      );
  };
  const marketPaths = new Set(smsCountries.map((country) => smsCountryPath(country.slug)));
  /** A page under the service's own path (not a market's) that the words find clearly before it. */
  const childPageFor = (question: string, service: string): string | undefined => {
    // A market page answers only when its market is named: ranked without them.
    const ranked = index.pages(question).filter((hit) => !marketPaths.has(hit.path));
    const [top] = ranked;
    if (!top?.path.startsWith(`${service}/`)) return undefined;
    const parent = ranked.find((hit) => hit.path === service);
    return !parent || top.score >= parent.score * CHILD_PAGE_MARGIN ? top.path : undefined;
  };
  const servicePages = new Set(services.map((service) => servicePath(service.slug)));
  const [smsPage, rcsPage] = [servicePath("sms-services"), servicePath("rcs-services")];
  /** Another service whose page the question's words find far before the named service's page. */
  const describedService = (question: string, service: string): string | undefined => {
    // ("Photos in SMS, possible?": a plain SMS carries none; RCS's rich cards do.)
    if (service === smsPage && mediaInMessage.test(normalize(question))) return rcsPage;
    const ranked = index.pages(question).filter((hit) => !marketPaths.has(hit.path));
    const [top] = ranked;
    if (!top || top.path === service || !servicePages.has(top.path)) return undefined;
    const named = ranked.find((hit) => hit.path === service)?.score ?? 0;
    return top.score >= named * DESCRIBED_SERVICE_MARGIN ? top.path : undefined;
  };

  /** Places and the SMS words, which every market page has and say nothing of what is asked. */
  const placeWords = new Set(
    [...marketTerms.flatMap((entry) => entry.names), "sms", "text", "message"].flatMap((name) =>
      contentTokens(name),
    ),
  );
  /**
   * "Can patients reply to the SMS to confirm?" with the UAE in play: what SMS does everywhere,
   * which the SMS page says and the market's page does not, by a wide margin of the words' match.
   */
  const smsPageOverMarket = (
    question: string,
    market: string,
  ): { page: string; question: string } | undefined => {
    // (The question without them, in its own words: the SMS page's passage is chosen from it.)
    const asked = question
      .split(/\s+/)
      .filter((word) => {
        const tokens = contentTokens(word);
        return tokens.length === 0 || tokens.some((token) => !placeWords.has(token));
      })
      .join(" ");
    if (contentTokens(asked).length === 0) return undefined;
    // ("Fintech in Hyderabad, OTP for our app. SMPP support?": a way to connect that only the SMS
    // page speaks of is the SMS page's question, however well the market's use cases match.)
    const text = normalize(asked);
    const marketText = pageText(market);
    const way = technical.find((term) => term.test(text) && !term.test(marketText));
    // (Asked in the sentence that names it: "SMPP support?", not the fintech's use case before it.)
    const sentence = asked.split(/(?<=[.?!])\s+/).find((part) => way?.test(normalize(part)));
    // (A reply asked of is what the two-way SMS card says, in its words.)
    const replies = way === customersReply ? " two-way sms receive replies" : "";
    if (way) return { page: smsPage, question: `${sentence ?? asked}${replies}` };
    const general = index.passages(asked, smsPage, 1)[0]?.score ?? 0;
    const local = index.passages(asked, market, 1)[0]?.score ?? 0;
    return general >= MIN_GENERAL_SCORE && general >= local * GENERAL_OVER_MARKET_MARGIN
      ? { page: smsPage, question: asked }
      : undefined;
  };

  return { unmentioned, pricingFaqAsks, childPageFor, describedService, smsPageOverMarket };
}
