/**
 * Writes the answer's sentences: the most relevant passage of the chosen page,
 * cut to a couple of sentences, then links to the pages it is about.
 */
import { answeringSentences, answerTypeOf, gives } from "./answer-type.ts";
import type { Passage } from "./knowledge.ts";
import { passageWords } from "./languages/passage-twins.ts";
import type { PassageIndex } from "./passage-index.ts";
import { say } from "./say.ts";
import { askedSentence, contentTokens, normalize, sentences } from "./text.ts";
import type { ChatResponse } from "./types.ts";

export interface PageRef {
  path: string;
  title: string;
}

const MAX_BODY_CHARS = 360;
/** A sentence of at most this many words only announces what follows ("There are two parts."). */
const ANNOUNCING_WORDS = 4;

/** The first sentences of a passage, within a length a chat bubble reads well at. */
export function excerpt(text: string, maxSentences = 2): string {
  let body = "";
  let counted = 0;
  for (const sentence of sentences(text)) {
    if (counted >= maxSentences || (body && body.length + sentence.length > MAX_BODY_CHARS)) break;
    body = body ? `${body} ${sentence}` : sentence;
    // "Yes." or "There are two parts." announces the answer; the sentences after it give it.
    if (sentence.split(" ").length > ANNOUNCING_WORDS) counted += 1;
  }
  return body || text.slice(0, MAX_BODY_CHARS);
}

/** A text's opening, or the sentences that answer what the question asks for (answer-type.ts). */
export function answerExcerpt(text: string, question: string, count = 2): string {
  const answering = answeringSentences(text, question, count);
  return answering ? answering.join(" ") : excerpt(text, count);
}

/**
 * A FAQ's answer this short is said whole: its last sentence is often the condition on the "yes"
 * ("…but no provider can guarantee it").
 */
const WHOLE_FAQ = { sentences: 3, characters: 320 };
const shortAnswer = (text: string) =>
  text.length <= WHOLE_FAQ.characters && sentences(text).length <= WHOLE_FAQ.sentences;

function passageText(passage: Passage, question: string): string {
  if (passage.kind === "faq" && shortAnswer(passage.text)) return passage.text;
  if (passage.kind !== "card") return answerExcerpt(passage.text, question);
  return `**${passage.heading}**: ${answerExcerpt(passage.text, question, 1)}`;
}

/** Telling words a yes/no question may add to a FAQ's question and still get its "Yes". */
const MAX_UNASKED_WORDS = 1;

/** A question that asks to do without something ("without a template", "never opted in", "anyway"). */
const skipping =
  /\b(without|never|even if|anyway|regardless|just blast|not (yet )?(approved|registered|opted))\b/;

export const yesNoQuestion = /^(do|does|can|could|is|are|will|would|have|has|may)\b/;
/**
 * "Can you build…?", "do you offer…?", "you have SMS in Kuwait?", "are you hiring?", "is it
 * possible…?": asked of what we do.
 */
const asksUs =
  "(can|could|do|does|will|would) (you|relaywave|your team|(an?|the|your) (ai |voice )?(agent|bot|chatbot|assistant))|are you (able|hiring|offering)|you (have|do|offer|support|provide)|is (it|that|this) possible|is there (a|an|any) way";
const canYouFirst = new RegExp(`^(${asksUs})\\b`);
/** "After launch, do you support it?": asked of what we do after a few words that set the scene. */
const canYouLater = new RegExp(`^[a-z0-9' -]{0,30}\\b(${asksUs})\\b`);
const whQuestion = /^(what|which|how|when|where|who|whom|whose|why)\b/;
const canYou = {
  test: (asked: string) => canYouFirst.test(asked) || (!whQuestion.test(asked) && canYouLater.test(asked)),
};

/** Whether the message's question (its last, without its openers) asks yes or no. */
export const asksYesNo = (question: string) => {
  const asked = askedSentence(question);
  return yesNoQuestion.test(asked) || canYou.test(asked);
};

/**
 * Whether a passage's leading "Yes" answers this question: the visitor asked a yes/no question,
 * and the passage is the page's introduction or a FAQ asking nearly the same thing.
 */
function yesWarranted(passage: Passage, question: string): boolean {
  const text = normalize(question);
  if (!asksYesNo(question)) return false;
  // "Can we message them even if they never opted in?" asks to skip what the FAQ's "Yes" requires.
  if (skipping.test(text) && !skipping.test(normalize(passage.heading))) return false;
  if (passage.kind === "lead") return true;
  if (passage.kind !== "faq") return false;
  // "Can you build us a website?" and the FAQ "We need a new website. Can you help?": both ask
  // whether we do it, and its "Yes" is ours.
  if (
    canYou.test(askedSentence(question)) &&
    canYou.test(askedSentence(passage.heading)) &&
    passage.path.startsWith("/services/")
  )
    return true;
  const asked = new Set(contentTokens(question));
  const faq = contentTokens(passage.heading);
  if (faq.length === 0 || faq.filter((token) => asked.has(token)).length / faq.length < 0.6) return false;
  // A condition the FAQ does not ask about ("…to customers on the DND list?") may turn its Yes into a No.
  const heading = new Set(faq);
  const unasked = [...asked].filter((token) => token.length >= 3 && !heading.has(token));
  return unasked.length <= MAX_UNASKED_WORDS;
}

/** The text without its leading "Yes". */
function withoutYes(text: string): string {
  const rest = text.replace(/^Yes[,.!;:]? */, "");
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

/** The passage's words, without a "Yes" the question did not ask for. */
export function honestText(passage: Passage, question: string): string {
  // (The passage's own "Yes" is checked; one `offered` adds answers what we do.)
  const own = passageText(passage, question);
  const text = !/^Yes\b/.test(own) || yesWarranted(passage, question) ? own : withoutYes(own);
  return noFirst(offered(passage, question, text), question);
}

/**
 * "Can you build an iOS app for our clinic?" answered by the page's introduction: what we do is
 * the answer, so "Yes." first (a question about something the page does not mention never gets here).
 */
function offered(passage: Passage, question: string, text: string): string {
  const asked = askedSentence(question);
  // (A service's introduction or one of its cards: "do you sell my data?" is answered by the
  // privacy policy's; "can you do reminder calls?" by the Voice page's card on reminders.)
  const service = passage.path.startsWith("/services/");
  // (A card of a market's page says what is done there, not that we do what was asked.)
  const servicePage = /^\/services\/[^/]+$/.test(passage.path);
  const yes =
    service &&
    (passage.kind === "lead" || (passage.kind === "card" && servicePage)) &&
    canYou.test(asked) &&
    !skipping.test(asked) &&
    !/^(Yes|No)\b/.test(text);
  return yes ? `${say.offeredYes()} ${text}` : text;
}

/** A rule the text states ("WhatsApp requires…", "must be registered…"). */
const requirement = /\b(requires?|required|must|only (to|after|once|with)|before (you|it|any))\b/i;

/**
 * "Can we message them even if they never opted in?" answered by a requirement: "No." first,
 * the rule after it.
 */
function noFirst(text: string, question: string): string {
  const asked = normalize(question);
  const refuses = asksYesNo(question) && skipping.test(asked) && !/^Yes\b/.test(text);
  return refuses && requirement.test(sentences(text)[0] ?? "") ? `${say.requirementNo()} ${text}` : text;
}

/** A FAQ's answer to another question in other words: its "Yes" only when that question asks yes or no. */
export function faqText(answer: string, question: string, whole = true): string {
  // (Not when more follows it: a price FAQ is followed by the offer of a quote.)
  const text = whole && shortAnswer(answer) ? answer : answerExcerpt(answer, question);
  const asked = normalize(question);
  // (Nor when it asks to do without what the FAQ's "Yes" requires.)
  const yes = asksYesNo(question) && !skipping.test(asked);
  return noFirst(/^Yes\b/.test(text) && !yes ? withoutYes(text) : text, question);
}

/** The best passage of a page for the question, or the page's lead when nothing matches. */
export function bestPassage(
  index: PassageIndex,
  question: string,
  path: string,
  leads: Map<string, Passage>,
  preferLead = false,
): Passage | undefined {
  const lead = leads.get(path);
  if (preferLead && lead) return lead;
  // "How long…" wants the passage that states a duration, if one nearly as relevant does.
  const shape = answerTypeOf(question);
  // The words the pages use for that kind of answer help find it ("backup" finds "fall back").
  const searched = shape?.searchWords ? `${question} ${shape.searchWords}` : question;
  const hits = index.passages(searched, path, 6);
  const [first] = hits;
  // (Measured against the best passage that says more than a headline number: a short fact
  // such as "Typical OTP delivery: < 3 s." outscores every paragraph on its few words.)
  const prose = hits.find((hit) => hit.passage.kind !== "fact") ?? first;
  const answering =
    shape && first && prose && !gives(shape, first.passage.text)
      ? hits.find((hit) => hit.score >= prose.score * 0.4 && gives(shape, hit.passage.text))
      : undefined;
  const top = answering ?? first;
  // A bare fact ("Regulator: TRAI.") answers too little on its own: a passage that gives the kind of
  // answer asked in words ("Agents converse in Arabic and English…"), or the lead, says more.
  if (!top || top.passage.kind === "fact") {
    const worded =
      shape && prose
        ? hits.find(
            (hit) =>
              hit.passage.kind !== "fact" && hit.score >= prose.score * 0.4 && gives(shape, hit.passage.text),
          )
        : undefined;
    return worded?.passage ?? lead ?? top?.passage;
  }
  return top.passage;
}

/** An answer about one or two pages: a passage from the first, links to both. */
export function pageAnswer(
  index: PassageIndex,
  question: string,
  pages: readonly PageRef[],
  leads: Map<string, Passage>,
  options: { preferLead?: boolean } = {},
): ChatResponse {
  const [first, second] = pages;
  if (!first) throw new Error("pageAnswer needs a page");
  const best = (page: PageRef) => bestPassage(index, question, page.path, leads, options.preferLead);
  const firstPassage = best(first);
  // Of two pages, the one whose passage gives the kind of answer asked for ("how long…") leads.
  const shape = answerTypeOf(question);
  const secondPassage =
    shape && second && !(firstPassage && gives(shape, firstPassage.text)) ? best(second) : undefined;
  const swap = Boolean(shape && second && secondPassage && gives(shape, secondPassage.text));
  const [primary, secondary] = swap && second ? [second, first] : [first, second];
  const passage = swap ? secondPassage : firstPassage;
  // A bare fact ("Regulator: TRAI.") follows the page's introduction rather than being dropped.
  const [top] = options.preferLead ? [] : index.passages(question, primary.path, 1);
  const factPassage = top?.passage.kind === "fact" && top.passage !== passage ? top.passage : undefined;
  const fact = factPassage ? passageWords(factPassage, factPassage.text) : "";
  const body = passage ? passageWords(passage, honestText(passage, question)) : "";
  const parts = [fact ? `${excerpt(body, 1)} ${fact}` : body, say.readMore(primary.title, primary.path)];
  if (secondary) parts.push(say.alsoSee(secondary.title, secondary.path));
  return {
    response: parts.filter(Boolean).join(" "),
    sources: [primary, secondary].flatMap((page) => (page ? [{ ...page }] : [])),
  };
}
