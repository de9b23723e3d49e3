/**
 * The assistant's answer engine without an LLM: business intents first
 * (sales, prices, jobs, privacy, the company), then the services and markets a
 * question names, then full-text retrieval over the site's own content, and a
 * polite redirect when the question is not about Relaywave at all.
 */
import { assistantAnswers as say } from "../../app/content/assistant-answers";
import { servicePath, services } from "../../app/content/catalogue";
import type { SmsRate } from "../../app/content/page-schemas";
import { paths } from "../../app/content/site-map";
import { AnswerCache } from "./answer-cache";
import { type PageRef, pageAnswer } from "./compose";
import { detectEntities } from "./entities";
import { detectIntents } from "./intents";
import { buildPassages, type Passage } from "./knowledge";
import { pricingAnswer } from "./pricing-answer";
import { PassageIndex } from "./retrieval";
import { type SiteContent, siteContent } from "./site-content";
import { normalize } from "./text";
import type { ChatResponse } from "./types";

export interface RetrievalResult {
  answer: ChatResponse;
  /** The passages the answer drew on, for an LLM to ground itself in. */
  passages: Passage[];
}

export interface RetrievalEngine {
  answer(question: string): ChatResponse;
  retrieve(question: string): RetrievalResult;
}

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
  const fixed = (response: string, pages: string[]): ChatResponse => ({ response, sources: pages.map(ref) });

  const cache = new AnswerCache<ChatResponse>();

  function answer(question: string): ChatResponse {
    // Every step below reads the question through normalize(), so equal normal forms get equal answers.
    const key = normalize(question);
    const rates = options.rates();
    const cached = cache.get(key, rates);
    if (cached) return cached;
    const fresh = compute(question, rates);
    cache.set(key, fresh);
    return fresh;
  }

  function compute(question: string, rates: readonly SmsRate[]): ChatResponse {
    const intents = detectIntents(question);
    const entities = detectEntities(question);
    const serviceMentions = entities.services.map((mention) => mention.path);
    const smsService = servicePath("sms-services");
    const otherServices = serviceMentions.filter((path) => path !== smsService);
    // A named market means its SMS page when the question is about SMS, or asks whether we serve it
    // and names no other channel; "a local number in Dubai" is about numbers, "rain in Dubai" about nothing.
    const marketPages =
      entities.markets.length > 0 &&
      (entities.smsContext || (otherServices.length === 0 && entities.marketContext))
        ? entities.markets.map((mention) => mention.path)
        : [];
    // "What is RCS?" names a service and nothing else: the page's own introduction answers it best.
    const onlyNames = entities.otherWords === 0;

    if (intents.has("contact")) {
      const extra = otherServices[0] ?? marketPages[0];
      const text = extra ? `${say.contact()} ${say.alsoSee(ref(extra).title, extra)}` : say.contact();
      return fixed(text, extra ? [paths.contact, extra] : [paths.contact]);
    }
    if (intents.has("pricing")) {
      return pricingAnswer({ rates, marketPaths: marketPages, otherServices, ref });
    }
    if (intents.has("careers")) {
      const roles = content.flatMap((entry) =>
        entry.kind === "careers" ? entry.page.openings.items.slice(0, 3) : [],
      );
      return fixed(say.careers(roles.map((role) => role.title)), [paths.careers]);
    }
    if (intents.has("privacy")) return pageAnswer(index, question, [ref(paths.privacy)], leads);
    if (intents.has("about") && serviceMentions.length === 0 && entities.markets.length === 0)
      return pageAnswer(index, question, [ref(paths.about)], leads);

    const named = [...marketPages, ...(marketPages.length > 0 ? otherServices : serviceMentions)];
    if (named.length > 0) {
      return pageAnswer(index, question, named.slice(0, 2).map(ref), leads, { preferLead: onlyNames });
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
    if (!top || top.score < MIN_PAGE_SCORE) return fixed(say.outOfScope(), [paths.services, paths.contact]);
    const pages = [top];
    if (second && second.score >= top.score * 0.75) pages.push(second);
    return pageAnswer(
      index,
      question,
      pages.map((page) => ref(page.path)),
      leads,
    );
  }

  return {
    answer,
    retrieve(question) {
      const result = answer(question);
      // Each linked page's best passages, or at least its introduction when the question's words
      // are not on it ("What's your phone number?" and the contact page).
      const fromSources = result.sources.flatMap((source) => {
        const hits = index.passages(question, source.path, 3).map((hit) => hit.passage);
        const lead = leads.get(source.path);
        return hits.length > 0 ? hits : lead ? [lead] : [];
      });
      const general = index.passages(question, undefined, 6).map((hit) => hit.passage);
      const seen = new Set<number>();
      const grounded = [...fromSources, ...general].filter(
        (passage) => !seen.has(passage.id) && seen.add(passage.id),
      );
      return { answer: result, passages: grounded.slice(0, 8) };
    },
  };
}
