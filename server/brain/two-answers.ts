/**
 * The answers to two questions in one message put together (two-questions.ts finds the questions,
 * decision 118): what a part's own answer adds after the whole message's answer, without saying a
 * sentence, a figure or a page twice; the second question kept for "and in Kuwait?".
 */
import { replaceLinks } from "../../contracts/reply-text.ts";
import { say } from "./say.ts";
import type { ChatReply, DialogueState } from "./types.ts";

/** A sentence with a link and at most this many other words only points at a page ("Learn more on our … page."). */
const POINTER_WORDS = 7;
/** Words in any script: a Hindi or Arabic sentence counts its words too. */
export const words = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** The sentences of a reply: split where a space follows a full stop (or "।", "؟"), so "$0.0360" stays whole. */
const sentencesOf = (text: string) => text.split(/(?<=[.?!।؟])\s+/u);
/** The link targets of a reply, read by the reply format's own parser (linear time). */
function linksOf(text: string): string[] {
  const targets: string[] = [];
  replaceLinks(text, (link) => {
    targets.push(link.target);
    return link.label;
  });
  return targets;
}

/** Whether a reply already says a sentence, maybe after its "Yes, " ("Yes, subject to UAE rules."). */
const saidIn = (reply: string, sentence: string) => reply.toLowerCase().includes(sentence.toLowerCase());

/** Prices, fees, periods and clock times as written ("$300", "$0.0480", "90 days", "09:00"). */
const amounts = /\$\s?\d[\d,.]*\d|\b\d+ (?:days|weeks|months|years)\b|\b\d{1,2}:\d{2}\b/g;

/**
 * A sentence whose every amount the reply already says ("sender ID registration: $300 one-time"
 * after the rate and its fee): a repeat in other words.
 */
function onlyAmountsOf(whole: ChatReply, sentence: string): boolean {
  const said = sentence.match(amounts) ?? [];
  return said.length > 0 && said.every((amount) => whole.response.includes(amount));
}

/** A sentence with its figures masked: the statement it makes, whatever the amounts. */
const masked = (text: string) => text.replace(/\$?\d[\d,.]*\d|\$?\d/g, "#");

/**
 * A sentence the reply already makes with other figures ("for 5,000 messages, that is $180" after
 * the reply priced them at two segments each, $360): a contradiction, not something added.
 */
const otherFiguresOf = (whole: ChatReply, sentence: string) =>
  /\d/.test(sentence) && masked(whole.response).includes(masked(sentence));

/**
 * A fact's sentence whose value the reply already gives ("Mobile operators for SMS in Qatar: Ooredoo
 * and Vodafone Qatar." after the regulator's answer named them): the fact said again.
 */
const MIN_VALUE_CHARS = 12;
function valueSaidIn(whole: ChatReply, sentence: string): boolean {
  const colon = sentence.search(/[:：]\s/u);
  // (A fact's label names its market's page and no figure: "Mobile operators for SMS in [Qatar](…)".)
  const label = sentence.slice(0, Math.max(0, colon));
  if (colon < 0 || !label.includes("](") || /\d/.test(label.replace(/\]\([^()\]]*\)/gu, ""))) return false;
  const value = sentence
    .slice(colon + 2)
    .replace(/[.。।]\s*$/u, "")
    .trim();
  return value.length >= MIN_VALUE_CHARS && whole.response.includes(value);
}

/**
 * A reply with what one question's own answer adds: its sentences the reply does not already say,
 * leaving out a sentence that only points at a page the reply already links. Undefined when it adds
 * nothing, when either is a handoff, or when the part's answer admits not knowing.
 */
export function withAddedAnswer(whole: ChatReply, part: ChatReply): ChatReply | undefined {
  // ("Where is your office? And your phone number?": the office, then the contact and the form.)
  if (part.handoff && !whole.handoff && !whole.unanswered && !whole.response.includes(part.response))
    return {
      ...whole,
      response: `${whole.response} ${part.response}`,
      sources: withSources(whole, part),
      handoff: part.handoff,
      unanswered: part.unanswered,
      state: { ...whole.state, ...part.state },
    };
  // (A part whose answer says what we know and offers the team, as an unpublished price does, adds
  // what it knows and the offer: "can you do WhatsApp too? how much that one".)
  const offered = part.unanswered === "not-found" && part.response.endsWith(say.offerHandoff);
  if (whole.handoff || part.handoff || (part.unanswered && !offered) || (offered && whole.unanswered))
    return undefined;
  // ("That is what I can tell you…" of a part whose answer is the whole's adds nothing; nor "which
  // prices would you like?" of a part that asks by how much, which the whole's comparison says.)
  if (part.response === say.repeated() || part.response.startsWith(say.clarifyPricing())) return undefined;
  const known = linksOf(whole.response);
  // ("As in my last answer: …" of a part that repeats the whole's answer says nothing new.)
  const repeated = say.repeatedFact();
  const said = offered ? part.response.slice(0, -say.offerHandoff.length) : part.response;
  const text = said.startsWith(repeated) ? said.slice(repeated.length) : said;
  const added = sentencesOf(text.trim())
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence && !saidIn(whole.response, sentence) && !onlyAmountsOf(whole, sentence))
    .filter((sentence) => !otherFiguresOf(whole, sentence) && !valueSaidIn(whole, sentence))
    .filter((sentence) => {
      const links = linksOf(sentence);
      const pointsOnly = words(replaceLinks(sentence, () => " ")) <= POINTER_WORDS;
      return !pointsOnly || links.length === 0 || links.some((link) => !known.includes(link));
    });
  // (A part's "Yes." whose answer the whole already says opens the reply, not ends it: "…at any
  // hour. Mobile operators: … Yes."; with something new it goes before that, "…. Yes. SMPP too.")
  const verdict = added.find((sentence) => sentence === say.offeredYes() || sentence === say.requirementNo());
  const told = added.filter((sentence) => sentence !== verdict);
  if (told.length > 0 && offered)
    return {
      ...whole,
      response: `${whole.response} ${added.join(" ")} ${say.offerHandoff}`,
      sources: withSources(whole, part),
      state: { ...whole.state, offer: "handoff" },
    };
  // (Before the whole's offer of the team, which ends the reply: "…pass your question to sales?")
  const offerLast = whole.response.endsWith(say.offerHandoff);
  const kept = offerLast ? whole.response.slice(0, -say.offerHandoff.length).trimEnd() : whole.response;
  if (told.length > 0)
    return {
      ...whole,
      response: [kept, ...added, offerLast ? say.offerHandoff : ""].filter(Boolean).join(" "),
      sources: withSources(whole, part),
    };
  if (!verdict || whole.response.startsWith(verdict)) return undefined;
  return { ...whole, response: `${verdict} ${whole.response}`, sources: withSources(whole, part) };
}

/** The pages of a reply, then those of another that it does not link yet. */
function withSources(whole: ChatReply, part: ChatReply): ChatReply["sources"] {
  const sources = [...whole.sources];
  for (const source of part.sources)
    if (!sources.some((page) => page.path === source.path)) sources.push(source);
  return sources;
}

/** At most this many words move a two-question frame to another market: "and in Kuwait?". */
const MOVE_WORDS = 7;

/**
 * The reply to two questions, keeping the second in its state when both asked of one market ("the
 * OTP rate in Saudi, and who is the regulator there?": a fact of the same market); never an older one.
 */
export function withSecondKept(
  reply: ChatReply,
  parts: readonly [string, string, string?],
  first: ChatReply,
  second: ChatReply,
): ChatReply {
  const { also: _older, ...state } = reply.state;
  const sameMarket = first.state.market !== undefined && first.state.market === second.state.market;
  const kept =
    sameMarket && (second.state.attribute || second.state.topic === "pricing") && !second.unanswered;
  return { ...reply, state: kept ? { ...state, also: parts[1] } : state };
}

/**
 * "And in Kuwait?" after two questions of one market: both answered for the new market (the kept
 * second question asked there), the frame kept for the next market; any other message drops it.
 */
export function bothAgain(
  message: string,
  before: DialogueState,
  whole: ChatReply,
  ask: (message: string, state: DialogueState) => ChatReply,
): ChatReply {
  const { also, ...state } = whole.state;
  const moved = before.also && whole.state.market && whole.state.market !== before.market;
  if (!moved || !before.also || words(message) > MOVE_WORDS) return also ? { ...whole, state } : whole;
  const again = withAddedAnswer(whole, ask(before.also, whole.state));
  return again ? { ...again, state: { ...state, also: before.also } } : { ...whole, state };
}
