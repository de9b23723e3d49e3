/**
 * Writes the answer's sentences: the most relevant passage of the chosen page,
 * cut to a couple of sentences, then links to the pages it is about.
 */
import { marketTerms } from "../../app/content/assistant-knowledge.ts";
import { companyFacts } from "../../app/content/company/facts.ts";
import { answeringSentences, answerTypeOf, gives } from "./answer-type.ts";
import type { Passage } from "./knowledge.ts";
import { passageWords } from "./languages/passage-twins.ts";
import type { PassageHit, PassageIndex } from "./passage-index.ts";
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
    !/^(Yes|No)\b/.test(text) &&
    !otherLanguage(question, text);
  return yes ? `${say.offeredYes()} ${text}` : text;
}

/** A language asked for that the answer does not name ("in Hindi?" and "in Arabic and English"). */
function otherLanguage(question: string, text: string): boolean {
  const shape = answerTypeOf(question);
  return shape?.type === "language" && shape.searchWords === "languages" && !namedIn(question, text);
}

/** Whether the languages the question names are named in the text. */
function namedIn(question: string, text: string): boolean {
  const named = normalize(question).match(/\b(arabic|hindi|english|urdu|tamil|bengali|french)\b/g) ?? [];
  return named.every((language) => new RegExp(`\\b${language}\\b`, "i").test(text));
}

/** A rule the text states ("WhatsApp requires…", "must be registered…"). */
const requirement = /\b(requires?|required|must|only (to|after|once|with)|before (you|it|any))\b/i;

/**
 * "Can we message them even if they never opted in?" answered by a requirement: "No." first,
 * the rule after it.
 */
function noFirst(text: string, question: string): string {
  const asked = normalize(question);
  const states = requirement.test(sentences(text)[0] ?? "") && !/^(Yes|No)\b/.test(text);
  const refuses = asksYesNo(question) && skipping.test(asked);
  if (states && refuses) return `${say.requirementNo()} ${text}`;
  // "Do customers need to opt in?" answered by the rule that they must: "Yes." first.
  const needed = asksYesNo(question) && needAsked.test(asked);
  return states && needed ? `${say.offeredYes()} ${text}` : text;
}

/** Whether something is needed: "do customers need to opt in?", "is consent required?". */
export const needAsked =
  /\b(need|needs|needed|require|required|requires|mandatory|compulsory|necessary|must)\b/;

/** A FAQ's answer to another question in other words: its "Yes" only when that question asks yes or no. */
export function faqText(answer: string, question: string, whole = true): string {
  // (Not when more follows it: a price FAQ is followed by the offer of a quote.)
  const text = whole && shortAnswer(answer) ? answer : answerExcerpt(answer, question);
  const asked = normalize(question);
  // (Nor when it asks to do without what the FAQ's "Yes" requires.)
  const yes = asksYesNo(question) && !skipping.test(asked);
  return noFirst(/^Yes\b/.test(text) && !yes ? withoutYes(text) : text, question);
}

const [companyWord] = contentTokens(companyFacts.name);

/** A page's passages for a question, and the one that gives the kind of answer asked for. */
function pageHits(index: PassageIndex, question: string, path: string) {
  // "How long…" wants the passage that states a duration, if one nearly as relevant does.
  const shape = answerTypeOf(question);
  // The words the pages use for that kind of answer help find it ("backup" finds "fall back").
  const searched = shape?.searchWords ? `${question} ${shape.searchWords}` : question;
  const hits = index.passages(searched, path, shape ? 12 : 6);
  const [first] = hits;
  // (Measured against the best passage that says more than a headline number: a short fact
  // such as "Typical OTP delivery: < 3 s." outscores every paragraph on its few words.)
  const prose = hits.find((hit) => hit.passage.kind !== "fact") ?? first;
  const answering =
    shape && first && prose && !gives(shape, first.passage.text)
      ? hits.find((hit) => hit.score >= prose.score * 0.4 && gives(shape, hit.passage.text))
      : undefined;
  // The passages that give the kind of answer asked, nearly as relevant as the best paragraph.
  const giving =
    shape && prose
      ? hits.filter((hit) => hit.score >= prose.score * 0.4 && gives(shape, hit.passage.text))
      : [];
  // A passage that gives it in words ("Agents converse in Arabic and English…").
  const worded = giving.find((hit) => hit.passage.kind !== "fact");
  // A headline number that gives it, and outranks every worded passage that does or shares more of
  // the question's words ("how long does an OTP take to be delivered?" and "Typical OTP delivery:
  // < 3 s.", not the FAQ on how long setup takes): the page's lead introduces it.
  // (Not for languages: "Text-to-speech languages: 2." names none of them.)
  const headline = shape?.type === "language" ? undefined : giving.find((hit) => hit.passage.kind === "fact");
  const asked = new Set(contentTokens(question));
  const covers = (hit: PassageHit) =>
    contentTokens(hit.passage.text).filter((word) => asked.has(word)).length;
  const fact =
    headline && (!worded || worded.score < headline.score || covers(headline) > covers(worded))
      ? headline
      : undefined;
  return { first, answering, worded, fact, hits };
}

/** The headline number that answers the kind of answer asked for on a page, if one does. */
export const answeringFact = (index: PassageIndex, question: string, path: string): Passage | undefined =>
  pageHits(index, question, path).fact?.passage;

/** The best passage of a page for the question, or the page's lead when nothing matches. */
/** The words of every market's names and places ("dubai", "riyadh", "qatar"), as tokens. */
const placeTokens = new Set(
  marketTerms.flatMap((entry) => entry.names.flatMap((name) => contentTokens(name))),
);

export function bestPassage(
  index: PassageIndex,
  question: string,
  path: string,
  leads: Map<string, Passage>,
  preferLead = false,
): Passage | undefined {
  const lead = leads.get(path);
  if (preferLead && lead) return lead;
  const { first, answering, worded, fact, hits } = pageHits(index, question, path);
  // (pageAnswer adds the headline number after the lead's first sentence.)
  if (fact) return lead ?? fact.passage;
  // A FAQ that asks the question in nearly its words ("do we need our own DLT registration?" and
  // "Do I need my own DLT registration if I use Relaywave?") answers it.
  // (Every word of a short one, all but one of a longer one; and the kind of answer asked for.)
  const asked = new Set(contentTokens(question));
  const shape = answerTypeOf(question);
  const matching = hits.filter((hit) => {
    // (The company's name is what "you" and "yours" say.)
    const words =
      hit.passage.kind === "faq"
        ? contentTokens(hit.passage.heading).filter((word) => word !== companyWord)
        : [];
    const missing = words.filter((word) => !asked.has(word)).length;
    // (A place both name is the question's point: "a dubai landline number?" and "Can I get a
    // local phone number in Dubai?" differ in two words for the same thing.)
    const samePlace = words.some((word) => asked.has(word) && placeTokens.has(word));
    return (
      words.length >= 2 &&
      missing <= (words.length >= 5 ? 1 : 0) + (samePlace ? 1 : 0) &&
      (!shape || gives(shape, hit.passage.text))
    );
  });
  // (The most specific of them: "Does RCS work on iPhone?" over "What is RCS messaging?")
  const specificity = (hit: PassageHit) =>
    contentTokens(hit.passage.heading).filter((word) => asked.has(word)).length;
  const sameQuestion = matching.sort((a, b) => specificity(b) - specificity(a))[0];
  // (Only over a passage that is no FAQ itself: the best FAQ by relevance stays.)
  if (sameQuestion && !answering && first?.passage.kind !== "faq") return sameQuestion.passage;
  const top = answering ?? first;
  // A bare fact ("Regulator: TRAI.") answers too little on its own: a passage that gives the kind of
  // answer asked in words, or the lead, says more.
  if (!top || top.passage.kind === "fact")
    return (fact ? undefined : worded?.passage) ?? lead ?? top?.passage;
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
  const headline =
    top?.passage.kind === "fact"
      ? top.passage
      : options.preferLead
        ? undefined
        : answeringFact(index, question, primary.path);
  const factPassage = headline && headline !== passage ? headline : undefined;
  const fact = factPassage ? passageWords(factPassage, factPassage.text) : "";
  const body = passage ? passageWords(passage, honestText(passage, question)) : "";
  const parts = [fact ? `${excerpt(body, 1)} ${fact}` : body, say.readMore(primary.title, primary.path)];
  if (secondary) parts.push(say.alsoSee(secondary.title, secondary.path));
  return {
    response: parts.filter(Boolean).join(" "),
    sources: [primary, secondary].flatMap((page) => (page ? [{ ...page }] : [])),
  };
}
