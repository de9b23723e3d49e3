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
import { contentTokens, normalize, sentences } from "./text.ts";
import type { ChatResponse } from "./types.ts";
import { asksYesNo, noFirst, offered, skipping, withoutYes, yesWarranted } from "./yes-no.ts";

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

const SHORT_CARD = { sentences: 2, characters: 180 };
const shortCard = (text: string) =>
  text.length <= SHORT_CARD.characters && sentences(text).length <= SHORT_CARD.sentences;

function passageText(passage: Passage, question: string): string {
  if (passage.kind === "faq" && shortAnswer(passage.text)) return passage.text;
  if (passage.kind !== "card") return answerExcerpt(passage.text, question);
  // (A card of two short sentences is said whole: its second is often the limit of the first,
  // "…Other languages are available on request.")
  const body = shortCard(passage.text) ? passage.text : answerExcerpt(passage.text, question, 1);
  return `**${passage.heading}**: ${body}`;
}

/** The passage's words, without a "Yes" the question did not ask for. */
export function honestText(passage: Passage, question: string): string {
  // (The passage's own "Yes" is checked; one `offered` adds answers what we do.)
  const own = passageText(passage, question);
  const text = !/^Yes\b/.test(own) || yesWarranted(passage, question) ? own : withoutYes(own);
  return noFirst(offered(passage, question, text), question);
}

/** A FAQ's answer to another question in other words: its "Yes" only when that question asks yes or no. */
export function faqText(answer: string, question: string, whole = true): string {
  // (Not when more follows it: a price FAQ is followed by the offer of a quote.)
  const text = whole && shortAnswer(answer) ? answer : answerExcerpt(answer, question);
  const asked = normalize(question);
  // (Nor when it asks to do without what the FAQ's "Yes" requires.)
  // (Nor when it compares: "is WhatsApp OTP cheaper than SMS?" is not answered by "Yes, you can send them".)
  const yes = asksYesNo(question) && !skipping.test(asked) && !comparing.test(asked);
  return noFirst(/^Yes\b/.test(text) && !yes ? withoutYes(text) : text, question);
}

const comparing = /\b(cheaper|dearer|costlier|more expensive|better|faster|slower)\b/;

const [companyWord] = contentTokens(companyFacts.name);

/** Words of a developer's question beside the endpoint type's ("the API", "a Python sample", "our first SMS"). */
const developerWords = /\b(api|apis|developers?|integrat\w*|sdks?|requests?|python|node|json|code|first)\b/;

/** A page's passages for a question, and the one that gives the kind of answer asked for. */
function pageHits(index: PassageIndex, question: string, path: string) {
  // "How long…" wants the passage that states a duration, if one nearly as relevant does.
  const shape = answerTypeOf(question);
  // The words the pages use for that kind of answer help find it ("backup" finds "fall back").
  const searched = shape?.searchWords ? `${question} ${shape.searchWords}` : question;
  // (Not a FAQ about another place: "a local number for our Mumbai office?" is no question of Dubai's.)
  const askedTokens = new Set(contentTokens(question));
  const coding = shape?.type === "endpoint" || developerWords.test(normalize(question));
  const hits = index
    .passages(searched, path, shape ? 12 : 6)
    .filter((hit) => !(hit.passage.kind === "faq" && ofAnotherPlace(hit.passage.heading, askedTokens)))
    // (Nor the first API call for "send promotional WhatsApp, is it possible?": it is for developers.)
    .filter((hit) => hit.passage.kind !== "code" || coding);
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

/** The words of every market's names and places ("dubai", "riyadh", "qatar"), as tokens. */
export const placeTokens = new Set(
  marketTerms.flatMap((entry) => entry.names.flatMap((name) => contentTokens(name))),
);

/** Each place word's market ("mumbai" and "india" are India's). */
const marketOfToken = new Map(
  marketTerms.flatMap((entry) =>
    entry.names.flatMap((name) => contentTokens(name).map((token) => [token, entry.path] as const)),
  ),
);

/** Whether a question names a market and a heading names only other markets ("Mumbai", "a Dubai number?"). */
export function ofAnotherPlace(heading: string, asked: ReadonlySet<string>): boolean {
  const marketsOf = (tokens: Iterable<string>) =>
    new Set([...tokens].flatMap((token) => marketOfToken.get(token) ?? []));
  const named = marketsOf(contentTokens(heading));
  const wanted = marketsOf(asked);
  return named.size > 0 && wanted.size > 0 && ![...named].some((market) => wanted.has(market));
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
    return (fact ? undefined : (worded?.passage ?? explaining(top, hits))) ?? lead ?? top?.passage;
  return top.passage;
}

/**
 * "What is this 24 hour window?" and the headline "Customer service window: 24 h.": the paragraph
 * that names the headline's words ("a 24-hour customer service window opens…") explains it.
 */
function explaining(top: PassageHit | undefined, hits: readonly PassageHit[]): Passage | undefined {
  return top ? hits.find((hit) => explains(top.passage, hit.passage))?.passage : undefined;
}

/** Whether a paragraph names every word of a headline's label (of two words or more). */
function explains(headline: Passage, passage: Passage): boolean {
  const label = contentTokens(headline.heading);
  if (label.length < 2 || passage.kind === "fact") return false;
  const words = new Set(contentTokens(passage.text));
  return label.every((word) => words.has(word));
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
  // (Nor when the passage explains it and its number is not what is asked: "What is this 24 hour
  // window?", not "how many buttons per card?")
  const numberAsked = shape || /\b(how (many|much)|max\w*|min\w*|limit)\b/.test(normalize(question));
  const explained = !numberAsked && headline && passage && explains(headline, passage);
  const factPassage = headline && headline !== passage && !explained ? headline : undefined;
  const fact = factPassage ? passageWords(factPassage, factPassage.text) : "";
  const body = passage ? passageWords(passage, honestText(passage, question)) : "";
  const parts = [fact ? `${excerpt(body, 1)} ${fact}` : body, say.readMore(primary.title, primary.path)];
  if (secondary) parts.push(say.alsoSee(secondary.title, secondary.path));
  return {
    response: parts.filter(Boolean).join(" "),
    sources: [primary, secondary].flatMap((page) => (page ? [{ ...page }] : [])),
  };
}
