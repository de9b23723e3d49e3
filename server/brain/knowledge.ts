/**
 * Turns the site's content into passages the assistant can search: each with
 * its page, a heading and a short text. Built once at server start.
 */
import { assistantAnswersIn } from "../../app/content/assistant-answers.ts";
import { firstMessagesIn } from "../../app/content/first-message/index.ts";
import { defaultLocale, type Locale } from "../../app/content/locales.ts";
import type { Card, Faq } from "../../app/content/schema.ts";
import { siteTexts } from "../../app/content/site/index.ts";
import type { SiteContent } from "./site-content.ts";

/** ("code": a service's first API call, for developers only: compose.ts.) */
export type PassageKind = "lead" | "overview" | "faq" | "card" | "fact" | "note" | "code";

export interface Passage {
  id: number;
  path: string;
  /** The page's short name ("WhatsApp Business", "SMS in India"). */
  page: string;
  heading: string;
  text: string;
  kind: PassageKind;
}

type Draft = Omit<Passage, "id" | "path" | "page">;

const cards = (items: readonly Card[]): Draft[] =>
  items.map((card) => ({ heading: card.title, text: card.body, kind: "card" }));
const faqs = (items: readonly Faq[]): Draft[] =>
  items.map((faq) => ({ heading: faq.question, text: faq.answer, kind: "faq" }));
const paragraphs = (heading: string, items: readonly string[]): Draft[] =>
  items.map((text) => ({ heading, text, kind: "overview" }));

/** The top-level fields of the curl snippet's JSON body ("from", "to", "text"), as its code writes them. */
function bodyFields(snippets: readonly { code: string }[]): string[] {
  // (The quoted text after curl's -d, found by position: the code is content, read once at start.)
  const data = snippets
    .map(({ code }) => {
      const start = code.indexOf("-d '");
      const end = start < 0 ? -1 : code.indexOf("'", start + 4);
      return end < 0 ? undefined : code.slice(start + 4, end);
    })
    .find(Boolean);
  if (!data) return [];
  try {
    return Object.keys(JSON.parse(data) as Record<string, unknown>).map((key) => `"${key}"`);
  } catch {
    // (A snippet whose body is not plain JSON names no fields, rather than wrong ones.)
    return [];
  }
}

/**
 * A service page's "Send your first message" block, so developers asking how to call the API find
 * it: the call in the page's language, the endpoint and body fields read from the curl snippet.
 */
function firstMessageDrafts(servicePath: string, serviceName: string, locale: Locale): Draft[] {
  const slug = servicePath.slice(servicePath.lastIndexOf("/") + 1);
  const block = firstMessagesIn(locale)[slug];
  if (!block) return [];
  const endpoint = block.snippets
    .map((snippet) => /https:\/\/[^"'\s]+/.exec(snippet.code)?.[0])
    .find(Boolean);
  const fields = bodyFields(block.snippets);
  // (Every block posts JSON to an endpoint: a snippet without one is a content error, caught here.)
  if (!endpoint || fields.length === 0) throw new Error(`first-message/${slug}: no endpoint or body fields`);
  const labels = block.snippets.map((snippet) => snippet.label);
  const call = assistantAnswersIn(locale).firstApiCall(serviceName, labels, endpoint, fields);
  return [{ heading: block.title, text: `${call} ${block.intro}`, kind: "code" }];
}

/** An open role in a few sentences: where and how it is worked, then what it is (commas as the language writes them). */
export const roleText = (
  job: { title: string; location: string; type: string; team: string; summary: string },
  comma = ", ",
) =>
  `${job.title}: ${[job.location, job.type.toLowerCase(), job.team.toLowerCase()].join(comma)}. ${job.summary}`;

/**
 * A headline number as a sentence ("Typical OTP delivery: < 3 s."); a label that already says what
 * its number counts ("Languages: Arabic and English", beside "2") is said alone.
 */
export const headlineText = (fact: { label: string; value: string }) =>
  /[:：]\s/u.test(fact.label) ? `${fact.label}.` : `${fact.label}: ${fact.value}.`;

function drafts(content: SiteContent, locale: Locale): Draft[] {
  switch (content.kind) {
    case "service": {
      const { page } = content;
      return [
        { heading: page.hero.title, text: page.hero.lead, kind: "lead" },
        ...paragraphs(content.name, page.overview),
        // The page's headline numbers ("Typical OTP delivery: < 3 s"), each a fact of its own.
        ...page.highlights.map((fact) => ({
          heading: fact.label,
          text: headlineText(fact),
          kind: "fact" as const,
        })),
        ...cards(page.features),
        ...cards(page.useCases),
        ...cards(page.steps),
        ...firstMessageDrafts(content.path, content.name, locale),
        ...faqs(page.faqs),
      ];
    }
    case "sms-country": {
      const { page } = content;
      return [
        { heading: page.hero.title, text: page.hero.lead, kind: "lead" },
        ...paragraphs(content.name, page.overview),
        ...page.facts.map((fact) => ({
          heading: fact.label,
          text: `${fact.label}: ${fact.value}.`,
          kind: "fact" as const,
        })),
        { heading: page.registration.title, text: page.registration.intro, kind: "overview" },
        ...cards(page.registration.steps),
        ...cards(page.useCases),
        ...page.deliveryNotes.map((text) => ({ heading: "Delivery notes", text, kind: "note" as const })),
        ...faqs(page.faqs),
      ];
    }
    case "home": {
      const { page } = content;
      return [
        { heading: page.hero.title, text: page.hero.lead, kind: "lead" },
        ...cards(page.why.items),
        ...cards(page.steps.items),
        ...faqs(page.faqs),
      ];
    }
    case "services": {
      const { page } = content;
      return [
        { heading: page.hero.title, text: page.hero.lead, kind: "lead" },
        ...paragraphs(page.catalogue.title, page.overview),
        ...cards(page.guidance.items),
      ];
    }
    case "pricing": {
      const { page } = content;
      return [
        { heading: page.hero.title, text: page.hero.lead, kind: "lead" },
        ...paragraphs(siteTexts[defaultLocale].sections.pricing.overview, page.overview),
        ...page.table.notes.map((text) => ({ heading: page.table.caption, text, kind: "note" as const })),
        ...cards(page.included.items),
        ...faqs(page.faqs),
      ];
    }
    case "about": {
      const { page } = content;
      return [
        { heading: page.hero.title, text: page.hero.lead, kind: "lead" },
        ...paragraphs(page.story.title, page.story.paragraphs),
        ...cards(page.values.items),
        ...cards(page.approach.items),
      ];
    }
    case "contact": {
      const { page } = content;
      return [
        { heading: page.hero.title, text: page.hero.lead, kind: "lead" },
        { heading: page.channels.title, text: `${page.channels.intro} ${page.hours}`, kind: "overview" },
        ...cards(page.nextSteps.items),
        ...faqs(page.faqs),
      ];
    }
    case "careers": {
      const { page } = content;
      return [
        { heading: page.hero.title, text: page.hero.lead, kind: "lead" },
        ...paragraphs(page.openings.title, page.overview),
        // A role's first sentence says where and how it is worked, the next what it is.
        ...page.openings.items.map((job) => ({
          heading: job.title,
          text: roleText(job, assistantAnswersIn(locale).listSeparator()),
          kind: "overview" as const,
        })),
        ...paragraphs(page.openings.title, [page.openings.intro]),
        ...cards(page.benefits.items),
        // Found by its own words: the section's title ("How we hire") would pull "hire a developer" here.
        ...paragraphs("", [page.hiringProcess.intro]),
        ...cards(page.hiringProcess.items),
      ];
    }
    case "privacy": {
      const { page } = content;
      return [
        { heading: page.title, text: page.intro, kind: "lead" },
        ...page.sections.flatMap((section) => {
          // A right in a list ("Deletion: ask us to delete…") is said with how to use it, the
          // section's sentence with the address ("To use any of these rights, e-mail privacy@…").
          const how = section.paragraphs.find((text) => text.includes("@"));
          return [
            ...section.paragraphs,
            ...(section.list ?? []).map((item) => (how ? `${item} ${how}` : item)),
          ].map((text) => ({ heading: section.heading, text, kind: "overview" as const }));
        }),
      ];
    }
  }
}

export function buildPassages(content: readonly SiteContent[], locale: Locale = defaultLocale): Passage[] {
  let id = 0;
  return content.flatMap((entry) =>
    drafts(entry, locale).map((draft) => ({ ...draft, id: id++, path: entry.path, page: entry.name })),
  );
}
