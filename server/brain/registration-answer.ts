/**
 * "How do I register a sender ID in Qatar?": the market page's registration section answers it,
 * and "we don't have DLT yet, what's the first step?" its first step, built once from the pages.
 */

import { answerTypeOf, gives } from "./answer-type.ts";
import { answerExcerpt, type PageRef } from "./compose.ts";
import type { Passage } from "./knowledge.ts";
import { answerLocale } from "./languages/answer-locale.ts";
import { passageWords, twinExcerpt, twinOf } from "./languages/passage-twins.ts";
import { asksRegistration } from "./read-message.ts";
import { say } from "./say.ts";
import type { SiteContent } from "./site-content.ts";
import { normalize } from "./text.ts";
import type { Answer } from "./types.ts";

/** Whose registration a question asks about: ours, the visitor's own, or done for them. */
const whoRegisters =
  /\b(our own|my own|yours|ourselves|myself|ourself|do it for us|for us|on our behalf|your (account|registration|entity))\b/;

/**
 * For each market page, the passage under the heading `headingOf` picks from its page content, by
 * path: the registration section ("how do I register a sender ID in Qatar?") or its first step.
 */
function marketPassagesUnder(
  content: readonly SiteContent[],
  passages: readonly Passage[],
  headingOf: (page: Extract<SiteContent, { kind: "sms-country" }>["page"]) => string | undefined,
): Map<string, Passage> {
  const found = new Map<string, Passage>();
  for (const entry of content) {
    if (entry.kind !== "sms-country") continue;
    const heading = headingOf(entry.page);
    const passage = passages.find((item) => item.path === entry.path && item.heading === heading);
    if (passage) found.set(entry.path, passage);
  }
  return found;
}

/** Each market page's first registration step ("Register as a Principal Entity"), by path. */
const firstStepPassages = (content: readonly SiteContent[], passages: readonly Passage[]) =>
  marketPassagesUnder(content, passages, (page) => page.registration.steps[0]?.title);

/** "What's the first step?", "where do we start?": the first of a process's steps. */
const firstStepAsked = /\b(first step|step (one|1)|where (do|should|can) (we|i) (start|begin))\b/;

/** Each market page's registration section, by path. */
const registrationPassages = (content: readonly SiteContent[], passages: readonly Passage[]) =>
  marketPassagesUnder(content, passages, (page) => page.registration.title);

/** Each market page's registration steps, in order, by path. */
function stepPassages(content: readonly SiteContent[], passages: readonly Passage[]): Map<string, Passage[]> {
  const found = new Map<string, Passage[]>();
  for (const entry of content) {
    if (entry.kind !== "sms-country") continue;
    const steps = entry.page.registration.steps.flatMap(
      (step) => passages.find((item) => item.path === entry.path && item.heading === step.title) ?? [],
    );
    found.set(entry.path, steps);
  }
  return found;
}

/** The steps' titles in the answer's language ("Register as a Principal Entity, Link Relaywave…"). */
function stepsSaid(steps: readonly Passage[]): string {
  if (steps.length < 2) return "";
  const locale = answerLocale();
  return ` ${say.registrationSteps(steps.map((step) => twinOf(step, locale)?.heading ?? step.heading))}`;
}

/** The answer from one market's registration section or first step, when the question asks for it. */
export function registrationAnswers(
  content: readonly SiteContent[],
  passages: readonly Passage[],
  ref: (path: string) => PageRef,
) {
  const registrations = registrationPassages(content, passages);
  const firstSteps = firstStepPassages(content, passages);
  const steps = stepPassages(content, passages);
  const fromPassage = (passage: Passage, body: string): Answer => {
    const page = ref(passage.path);
    return { response: `${body} ${say.readMore(page.title, page.path)}`, sources: [page], fromFacts: true };
  };
  return (question: string, marketPages: readonly string[]): Answer | undefined => {
    const [market] = marketPages;
    if (marketPages.length !== 1 || !market) return undefined;
    // ("We don't have DLT yet, what's the first step?": the section's first step.)
    const firstStep = firstStepAsked.test(normalize(question)) && firstSteps.get(market);
    if (firstStep) return fromPassage(firstStep, passageWords(firstStep, twinExcerpt(firstStep)));
    // Unless it asks what the section does not say ("can we send OTPs meanwhile?"): the page's passage that does.
    // (Nor whose registration it is, "do we need our own, or can we use yours?": the page's FAQ on it.)
    const registration =
      asksRegistration(question) && !whoRegisters.test(normalize(question)) && registrations.get(market);
    const shape = answerTypeOf(question);
    if (!registration || (shape && !gives(shape, registration.text))) return undefined;
    // ("What do we need to start?", "what are the steps?": the section's opening and its steps by name;
    // a question of one kind, "how long?", gets the sentence that answers it alone.)
    const said = passageWords(registration, answerExcerpt(registration.text, question));
    return fromPassage(registration, shape ? said : `${said}${stepsSaid(steps.get(market) ?? [])}`);
  };
}
