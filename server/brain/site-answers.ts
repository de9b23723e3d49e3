/**
 * The assistant's answer engine without an LLM: business intents first
 * (sales, prices, jobs, privacy, the company), then the services and markets a
 * question names, then full-text retrieval over the site's own content, and a
 * polite redirect when the question is not about Relaywave at all.
 */

import { servicePath, services } from "../../app/content/catalogue.ts";
import type { SmsRate } from "../../app/content/page-schemas.ts";
import { paths } from "../../app/content/site-map.ts";
import { AnswerCache } from "./answer-cache.ts";
import { answerTypeOf, namesLanguage } from "./answer-type.ts";
import { careersAnswers } from "./careers-answer.ts";
import { companyTermAsked, contactReply, unofferedChannelReply } from "./company-answers.ts";
import { companyQuestion } from "./company-question.ts";
import { excerpt, type PageRef, pageAnswer } from "./compose.ts";
import { cachedConversation } from "./conversation-turn.ts";
import { coverageAnswers } from "./coverage-answers.ts";
import { deliveryFallbackAnswer, otpSpeedAnswer } from "./delivery-questions.ts";
import { detectEntities } from "./entities.ts";
import { asAsked, detectIntents, offTopicRequest } from "./intents.ts";
import { buildPassages, type Passage } from "./knowledge.ts";
import { answerLocale } from "./languages/answer-locale.ts";
import { passageWords } from "./languages/passage-twins.ts";
import { replyInLanguage } from "./languages/reply-in-language.ts";
import { asksDifference, mediaInMessage, namedPages, pageChoice } from "./page-choice.ts";
import { marketNotOnPage, pageTexts, usesOnlySiteWords } from "./page-texts.ts";
import { groundingPassages, PassageIndex } from "./passage-index.ts";
import { priceAnswer } from "./price-question.ts";
import { registrationAnswers } from "./registration-answer.ts";
import { say } from "./say.ts";
import { segmentAnswer } from "./segment-question.ts";
import { languagesAnswer, speaksAllAsked, spokenInstead } from "./service-languages.ts";
import { type SiteContent, siteContent } from "./site-content.ts";
import { askedSentence, normalize } from "./text.ts";
import type { Answer, ChatResponse, RetrievalEngine } from "./types.ts";
import { asksWhatServiceIs, definedFirst } from "./what-it-is.ts";

/** Below this page score, with no service, market or intent named, the question is off-topic. */
const MIN_PAGE_SCORE = 6;

export function createRetrievalEngine(options: {
  rates: () => readonly SmsRate[];
  content?: readonly SiteContent[];
}): RetrievalEngine {
  const content = options.content ?? siteContent;
  const passages = buildPassages(content);
  const summaries = new Map<string, string>();
  for (const entry of content) if ("summary" in entry) summaries.set(entry.path, entry.summary);
  const index = new PassageIndex(passages, summaries);
  const titles = new Map(content.map((entry) => [entry.path, entry.name]));
  const leads = new Map<string, Passage>();
  for (const passage of passages)
    if (passage.kind === "lead" && !leads.has(passage.path)) leads.set(passage.path, passage);
  const ref = (path: string): PageRef => ({ path, title: titles.get(path) ?? path });
  const fixed = (response: string, pages: string[]): Answer => ({
    response,
    sources: pages.map(ref),
    fromFacts: true,
  });
  /** Says what we know, and offers to pass the question on (decision 028). */
  const notFound = (reply: ChatResponse): Answer => ({
    response: `${reply.response} ${say.offerHandoff}`,
    sources: reply.sources,
    offer: "handoff",
    unanswered: "not-found",
  });
  const pageText = pageTexts(passages);
  const registrationAnswer = registrationAnswers(content, passages, ref);
  const { unmentioned, pricingFaqAsks, childPageFor, describedService, smsPageOverMarket } = pageChoice(
    index,
    passages,
  );
  const { coverageAnswer, notNamedThere } = coverageAnswers({
    fixed,
    notFound,
    answerOn: (question, path) => pageAnswer(index, question, [ref(path)], leads),
    notOnPage: (service, place) => marketNotOnPage(pageText, service, place, (path) => ref(path).title),
    title: (path) => ref(path).title,
  });
  const jobAnswer = careersAnswers({ content, index, leads, ref });
  const cache = new AnswerCache<Answer>();

  function answer(question: string): Answer {
    // Every step below reads the question through normalize(), so equal normal forms get equal answers.
    const key = `${answerLocale()}\n${normalize(question)}`;
    const rates = options.rates();
    const cached = cache.get(key, rates);
    if (cached) return cached;
    const fresh = compute(question, rates);
    cache.set(key, fresh);
    return fresh;
  }

  const outOfScope = (): Answer => ({
    ...fixed(say.outOfScope(), [paths.services, paths.contact]),
    unanswered: "out-of-scope",
  });

  function compute(asked: string, rates: readonly SmsRate[]): Answer {
    const question = asAsked(asked);
    // ("Today's gold rate in Dubai?", "write python code for fibonacci": nothing of ours answers.)
    if (offTopicRequest.test(normalize(askedSentence(question)))) return outOfScope();
    const intents = detectIntents(question);
    const entities = detectEntities(question);
    const serviceMentions = entities.services.map((mention) => mention.path);
    const smsService = servicePath("sms-services");
    const otherServices = serviceMentions.filter((path) => path !== smsService);
    // A named market means its SMS page when the question is about SMS, or asks whether we serve it
    // and names no other channel; "a local number in Dubai" is about numbers, "rain in Dubai" about nothing.
    // (Not with another channel asked of in a sentence without the place: "car rental in Dubai.
    // do RCS messages reach iPhone users?" The place is where the visitor is.)
    const placeInAsked = detectEntities(askedSentence(question)).markets.length > 0;
    // (Nor a difference between two channels asked by a visitor in a place: "restaurants in Kuwait,
    // what is the difference between RCS and plain SMS?")
    const differs = asksDifference(question, serviceMentions, (path) => ref(path).title);
    const overview = intents.has("services-overview"); // "In Pune, which channels?": every service.
    // (Photos by SMS are RCS's in any market: "a showroom in Jeddah… a catalogue with photos, SMS can do?")
    const marketPages =
      entities.markets.length > 0 &&
      (otherServices.length === 0 || (placeInAsked && !differs)) &&
      !(otherServices.length === 0 && mediaInMessage.test(normalize(question))) &&
      (entities.smsContext || (otherServices.length === 0 && entities.marketContext && !overview))
        ? entities.markets.map((mention) => mention.path)
        : [];
    // "What is RCS?" names a service and nothing else: the page's own introduction answers it best.
    // "What's RCS and why would I use it over SMS?" asks what it is, too.
    // ("How is RCS different from SMS?": what the first is, which its page's introduction says.)
    const onlyNames = entities.otherWords === 0 || asksWhatServiceIs(question) || differs;

    // "If the SMS fails, can it go by WhatsApp instead?": resend or switch channel, not our contacts.
    const fallback = deliveryFallbackAnswer(
      question,
      entities.markets.map((mention) => mention.path),
      ref,
      answerWithin,
    );
    if (fallback) return fallback;
    // ("How fast do OTPs arrive in Saudi?": the market page's delivery time where it states one, else
    // the SMS page's, not the market page's lead.)
    const speed = otpSpeedAnswer(question, marketPages[0], answerWithin);
    if (speed) return { ...speed, fromFacts: true }; // (The figure is a fact: no drift from the market.)
    // (Not our support team's address: "which e-mail do we write to support?" is the support fact's.)
    // (Nor how long we keep an enquiry sent to sales: the retention fact's.)
    const term = intents.has("contact") ? companyTermAsked(question) : undefined;
    const termNamed =
      (term === "support" && /\bsupport\b/.test(normalize(question))) ||
      term === "retention" ||
      term === "dataRights";
    if (intents.has("contact") && !termNamed) {
      const extra = otherServices[0] ?? marketPages[0];
      const also = extra ? ` ${say.alsoSee(ref(extra).title, extra)}` : "";
      return fixed(`${contactReply(question)}${also}`, extra ? [paths.contact, extra] : [paths.contact]);
    }
    // A channel we do not offer, and the company's own terms: answered from the facts.
    const unoffered = unofferedChannelReply(question, serviceMentions, (path) => ref(path).title);
    if (unoffered) return notFound(fixed(unoffered.text, unoffered.pages));
    const company = companyQuestion(question, {
      intents,
      entities,
      otherServices,
      answerWithin,
      fixed,
      notFound,
    });
    if (company) return company;
    const where = coverageAnswer(question, entities, otherServices, intents);
    if (where) return where;
    // "A 150-character Arabic promo to Qatar, how much per recipient?": computed, not looked up.
    const segments = segmentAnswer(question, entities.markets[0]?.path, rates, ref);
    if (segments) return segments;
    // "What salary do you pay?": a job's pay is the careers page's, though "pay" reads as a price.
    const jobFirst = intents.has("careers") && intents.has("pricing") ? jobAnswer(question, true) : undefined;
    if (jobFirst) return jobFirst;
    if (intents.has("pricing")) {
      const priceContext = {
        rates,
        marketPages,
        otherServices,
        serviceMentions,
        ref,
        answerWithin,
        pricingFaqAsks,
      };
      return priceAnswer(question, priceContext, notFound);
    }
    const job = jobAnswer(question, intents.has("careers"));
    if (job) return job;
    if (intents.has("privacy")) return pageAnswer(index, question, [ref(paths.privacy)], leads);
    if (intents.has("about") && serviceMentions.length === 0 && entities.markets.length === 0)
      return pageAnswer(index, question, [ref(paths.about)], leads);

    // A channel in a market its page never mentions ("WhatsApp in Saudi Arabia?"): we do not know.
    const unknown =
      marketPages.length === 0 && placeInAsked ? notNamedThere(entities, otherServices) : undefined;
    if (unknown) return unknown;

    // "How do I register a sender ID in Qatar?": the market page's registration section says it.
    const registration = registrationAnswer(question, marketPages);
    if (registration) return registration;
    const shape = answerTypeOf(question);

    const named = namedPages(question, marketPages, otherServices, serviceMentions);
    // "What is an SMS segment?": a page under the named service (its pricing) that answers much better.
    const onlyService = marketPages.length === 0 && named.length === 1 ? named[0] : undefined;
    const child = onlyService ? childPageFor(question, onlyService) : undefined;
    if (child) return pageAnswer(index, question, [ref(child)], leads);
    // "Replace plain SMS with branded interactive messages": the words describe another service.
    const described = onlyService ? describedService(question, onlyService) : undefined;
    // (Asked of that service in its words: "photos in SMS?" is RCS's rich cards, not its SMS fallback.)
    const media = mediaInMessage.test(normalize(question));
    const inItsWords = media ? question.replace(/\b(sms|text messages?)\b/gi, "messages") : question;
    if (described && onlyService)
      return pageAnswer(index, inItsWords, [ref(described), ref(onlyService)], leads);
    // Only a service page: a market page answers for the place, whatever else is asked of it.
    const word =
      named.length === 1 && marketPages.length === 0 && named[0]
        ? unmentioned(question, named[0])
        : undefined;
    const lead = named[0] ? leads.get(named[0]) : undefined;
    // "Does your IVR do Hindi?": the page's sentence on languages says which it has, honestly.
    // (Of a service only, not "can we send them in Arabic?" of a market's SMS.)
    const [only] = named;
    const ownText = only ? (pageText.get(only) ?? "") : "";
    const covered = named.length === 1 && marketPages.length === 0 && speaksAllAsked(question, ownText);
    const spoken = shape?.type === "language" && namesLanguage(ownText);
    if (only && spoken && (covered || (word && namesLanguage(word))))
      return languagesAnswer(question, covered, (query) => pageAnswer(index, query, [ref(only)], leads));
    if (word && lead && named[0]) {
      const page = ref(named[0]);
      return notFound(
        fixed(say.notMentioned(page.title, page.path, word, passageWords(lead, excerpt(lead.text, 1), 1)), [
          page.path,
          paths.contact,
        ]),
      );
    }
    // ("Can patients reply to confirm?" in the UAE: the SMS page says it, the market's does not.)
    const general =
      marketPages.length === 1 && named.length === 1 && marketPages[0]
        ? smsPageOverMarket(question, marketPages[0])
        : undefined;
    if (general && marketPages[0])
      return pageAnswer(index, general.question, [ref(general.page), ref(marketPages[0])], leads);
    if (named.length > 0) {
      const preferLead = onlyNames;
      const passage = pageAnswer(index, question, named.slice(0, 2).map(ref), leads, { preferLead });
      const onPage = (query: string, path: string) => pageAnswer(index, query, [ref(path)], leads);
      const spoken = spokenInstead(question, passage, marketPages.length > 0 ? [] : named, pageText, onPage);
      return definedFirst(question, named[0], spoken);
    }

    if (intents.has("services-overview")) {
      return fixed(say.servicesOverview(services.map((service) => service.name)), [
        paths.services,
        paths.contact,
      ]);
    }
    if (intents.has("thanks")) return fixed(say.thanks(), [paths.contact]);
    if (intents.has("greeting")) return fixed(say.greeting(), [paths.services]);

    // Nothing named and no business word: whatever page shares a word with it would be a wrong answer.
    const [top, second] = entities.businessContext ? index.pages(question) : [];
    if (!top || top.score < MIN_PAGE_SCORE) return outOfScope();
    const pages = [top];
    if (second && second.score >= top.score * 0.75) pages.push(second);
    const pageRefs = pages.map((page) => ref(page.path));
    return pageAnswer(index, question, pageRefs, leads);
  }

  function answerWithin(question: string, path: string, minScore = 0): Answer | undefined {
    // (With the words the pages use for the kind of answer asked: "what do you need from us?")
    const searchWords = answerTypeOf(question)?.searchWords;
    const searched = searchWords ? `${question} ${searchWords}` : question;
    const [best] = titles.has(path) ? index.passages(searched, path, 1) : [];
    if (!best || best.score < minScore) return undefined;
    return pageAnswer(index, question, [ref(path)], leads);
  }

  function relevance(question: string, path: string): number {
    const ranked = index.pages(question);
    const top = ranked[0]?.score ?? 0;
    const page = ranked.find((hit) => hit.path === path)?.score ?? 0;
    return top > 0 ? page / top : 0;
  }

  const knowsEvery = usesOnlySiteWords(passages);
  const converse = cachedConversation({ answer, answerWithin, relevance }, options.rates);
  return {
    answer,
    answerWithin,
    relevance,
    reply: (input) => replyInLanguage(input, converse, knowsEvery),
    retrieve(question) {
      const result = answer(question);
      const pages = result.sources.map((source) => source.path);
      return { answer: result, passages: groundingPassages(index, leads, question, pages) };
    },
  };
}
