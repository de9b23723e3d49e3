/**
 * Two questions in one message ("Is there a fee to open an account? And do I have to commit to a
 * minimum volume?", "can your AI agent speak Arabic, and what happens when it doesn't know?"):
 * the message is answered whole, then each question on its own, the second as a follow-up of the
 * first so that "it" and "that" keep the first one's subject; what those answers add is said after
 * the whole message's answer (decision 118).
 */
import { replaceLinks } from "../../contracts/reply-text.ts";
import { comparingPrices } from "./count-words.ts";
import { say } from "./say.ts";
import { normalize } from "./text.ts";
import type { ChatReply, DialogueState } from "./types.ts";

/** A sentence with a link and at most this many other words only points at a page ("Learn more on our … page."). */
const POINTER_WORDS = 7;
/** A part must have at least this many words to count as a question of its own. */
const MIN_PART_WORDS = 3;
const asking =
  "what|what's|whats|how|how's|hows|can|could|do|does|is|are|will|would|which|when|where|where's|who|why|should";
const askingWord = new RegExp(`\\b(?:${asking})\\b|\\?`, "i");
/** "…account? And do I…": a question mark with a question after it. */
const afterQuestionMark = /\?\s+(?=\S)/;
/**
 * "…in Arabic, and what happens…", "…existed and how many…": "and", then a question word, or
 * "and in approval how long…" (a Hindi question read in English words: the question word last),
 * or a price asked for ("which networks do you reach and price per OTP?"), or one of ours ("…OTP
 * delivery time and your uptime?").
 */
const commaAnd = new RegExp(
  `,?\\s+(?:and|also|plus|n|&)\\s+(?=(?:${asking})\\b|(?:in|for|of)\\s+\\p{L}+\\s+(?:how long|how many|how much|what|which|when)\\b|(?:the\\s+|your\\s+)?(?:price|prices|cost|costs|rate|rates)\\s+(?:per|for|of)\\b|(?:\\S+\\s+){0,2}(?:price|prices|pricing|cost|costs|rate|rates|fee|fees|time|documents|docs|regulator|operators|networks)\\s*\\?\\s*$|your\\s+\\S+(?:\\s+\\S+)?\\s*\\?\\s*$|(?:your|ur)\\s+(?:uptime|sla|address|office|hours|email|phone|number)\\s*$)`,
  "iu",
);

/** "india promo rate pls. and gst is extra?": a request, then "and" opening a sentence that asks. */
const sentenceAnd = /(?<=\p{L})[.!]\s+(?=(?:and|also|plus)\s)/iu;
/** The request and the one question after it, when that question ends the message. */
function afterRequest(text: string): string[] {
  const parts = text.split(sentenceAnd);
  const asked = (parts[1] ?? "").trim();
  return parts.length === 2 && asked.endsWith("?") && !/[.?!]/.test(asked.slice(0, -1)) ? parts : [text];
}
/**
 * "…? any discount", "…? and sms in which countries", "…? and for marketing sms we need consent or
 * not": asked after a question mark, its mark left off.
 */
const askedAfterMark =
  /^(?:(?:and|also|plus)\s+)?any\s|\b(?:what|which|how|when|where|who|why)\b|\bor not[.!]*$/i;

/** ", and the promo sender ID gets what prefix?": a comma, "and", and a question word a few words on. */
const commaAndLater = /,\s+and\s+(?=(?:\S+\s+){1,6}(?:what|which|how)\b[^,]*\?\s*$)/iu;

const startsAsking = new RegExp(
  `^(?:and\\s+|also\\s+|plus\\s+)?(?:${asking}|if|what if)\\b|^(?:and|also|plus)\\s+(?:the\\s+)?(?:\\S+\\s+){0,2}(?:fees?|prices?|rates?|costs?)\\b`,
  "i",
);

/**
 * Hindi and Arabic "and" before a second question: "… kitna time lagta hai aur kaun se documents
 * chahiye?", "… और OTP आमतौर पर कितने सेकंड में पहुँचता है?", "الجهة المنظمة وأي شبكات…". The
 * question word comes within a few words of "and", as these languages order them, or the question
 * ends the message ("…, aur raat 10 baje bhej sakte hain kya?").
 */
const localAsking =
  "kaun|kaunse|kya|kitna|kitne|kitni|kab|kaise|kahan|kiska|kiski|कौन|क्या|कितना|कितने|कितनी|कब|कैसे|कहाँ|कहां|किसका|किसकी|किसके";
/** A Hindi part that asks (a question word, or "tell me", "we need"). */
const localAskingWord = new RegExp(
  `(?:^|[\\s,])(?:${localAsking}|batao|bataiye|bataye|बताओ|बताइए|बताएं|बताएँ|chahiye|चाहिए|hai kya|है क्या)(?!\\p{L})|\\?`,
  "iu",
);
export const localAnd = new RegExp(
  `,?\\s+(?:aur|और|तथा)\\s+(?=(?:\\S+\\s+){0,4}(?:${localAsking})(?!\\p{L})|(?:\\S+\\s+){1,8}(?:kya|क्या|hai|है|hain|हैं)\\s*\\?\\s*$)|\\s+و(?=(?:أي|اي|كم|ايش|وش|شو|متى|كيف|هل|مين|وين|أين|اين|ما|قديش|اديش|قداش|كام)(?!\\p{L}))`,
  "iu",
);

/** The follow-up to a comparison of prices asking the difference it already states. */
const byHowMuch =
  /^(?:and\s+)?(?:by\s+how\s+much|how\s+much\s+(?:cheaper|more|less|difference)|what(?:'s|\s+is)\s+the\s+difference)\b/i;

/** Words in any script: a Hindi or Arabic sentence counts its words too. */
const words = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/**
 * The questions of a message split at its question marks, a sentence that tells rather than asks
 * ("…? We run a remittance company in Kuwait.") kept with the first as what it is about.
 */
function askedOf(text: string): string[] {
  const parts = text.split(afterQuestionMark);
  if (parts.length < 3) return parts;
  const sentences = text.split(/(?<=\?)\s+(?=\S)/);
  const questions = sentences.filter((part) => part.trim().endsWith("?"));
  const told = sentences.filter((part) => !part.trim().endsWith("?"));
  const [first, second] = questions;
  return first && second && questions.length === 2
    ? [`${told.join(" ")} ${first.replace(/\?\s*$/, "")}`.trim(), second]
    : parts;
}

/**
 * The message's two questions, or three each ending in a question mark ("can you build an app? who
 * owns the code? how long does it take?"); undefined when it asks one (or more).
 */
export function questionParts(message: string): [string, string, string?] | undefined {
  const text = message.trim();
  const marks = askedOf(text);
  // (The split at each question mark drops the mark: a whole question ends the message.)
  const three = marks.map((part) => part.trim());
  if (three.length === 3 && text.endsWith("?") && three.every((part) => words(part) >= MIN_PART_WORDS))
    return three as [string, string, string];
  const local = marks.length > 1 ? [] : text.split(localAnd);
  const english = text.split(commaAnd);
  const request = afterRequest(text);
  const parts =
    marks.length > 1
      ? marks
      : local.length === 2
        ? local
        : english.length > 1
          ? english
          : request.length === 2
            ? request
            : text.split(commaAndLater);
  if (parts.length !== 2) return undefined;
  const [first = "", second = ""] = parts.map((part) => part.trim());
  // ("… how long does it take and which documents?": two words that open with a question word ask.)
  const shortQuestion =
    local.length === 2 ||
    // ("…who is the regulator there and OTP rate?": a price asked in two words.)
    (english.length === 2 &&
      /\b(price|prices|pricing|cost|costs|rate|rates|fee|fees|time|documents|docs|regulator|operators|networks)\s*\?\s*$/i.test(
        second,
      )) ||
    (english.length === 2 && /^(your|ur)\s/i.test(second)) ||
    (marks.length === 2 && /^(?:and\s+)?any\s/i.test(second)) ||
    (words(second) === MIN_PART_WORDS - 1 && /^(?:what|which|how|when|where|who)\b/i.test(second)) ||
    // ("Prices in USD? VAT included?": two words asked after a question mark are a question too.)
    // (Not "…? and Qatar?", which asks the first again of another subject.)
    (marks.length === 2 &&
      words(second) === MIN_PART_WORDS - 1 &&
      second.endsWith("?") &&
      // (But "…? and uptime?" asks one of our own terms, a question of its own.)
      (!/^(and|or|also|plus|&)\b/i.test(second) || /\b(uptime|sla|founded|headquarters|hq)\b/i.test(second)));
  if (words(first) < MIN_PART_WORDS || (words(second) < MIN_PART_WORDS && !shortQuestion)) return undefined;
  // "SMS not delivered, also are we charged?" (Hindi's "भी" read as "also"): a condition told
  // first, then the one question asked of it.
  if (parts === english && /\salso\s/i.test(text) && !askingWord.test(first)) return undefined;
  // ("दोनों जगह booking और OTP SMS का rate क्या है?": "and" joins two things one question asks of.)
  // (Hindi's "और" only: Arabic lists what it asks, "الجهة المنظمة في قطر وأي شبكات؟".)
  const hindiAnd = /\s(?:aur|और|तथा)\s/iu.test(text);
  if (parts === local && hindiAnd && !localAskingWord.test(first) && !askingWord.test(first))
    return undefined;
  // "…in Manama? building an app that needs OTP" adds a detail to the question, not a question.
  const askedAfter = marks.length === 2 && askedAfterMark.test(second);
  // ("Since when are you in business? give me ur email/phone also": a question, then a request.)
  // (Or one of our own terms asked last without a mark: "…delivery time and ur uptime".)
  const contactAsked =
    (marks.length === 2 && contactRequest.test(second)) || (parts === english && ownTermLast.test(second));
  if (
    local.length !== 2 &&
    !second.endsWith("?") &&
    !startsAsking.test(second) &&
    !askedAfter &&
    !contactAsked
  )
    return undefined;
  // "Which one is cheaper, Kuwait or Saudi? By how much per msg?": the comparison says by how much.
  if (comparingPrices.test(normalize(first)) && byHowMuch.test(second)) return undefined;
  return [first, second];
}

const ownTermLast = /^(?:your|ur)\s+(?:uptime|sla|address|office|hours|email|phone|number)$/i;
const contactRequest = /^(?:pls |please |plz |and |also )?(?:give|send|share|tell) (?:me|us) (?:ur|your)\b/i;

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
  if (whole.handoff || part.handoff || part.unanswered) return undefined;
  // ("That is what I can tell you…" of a part whose answer is the whole's adds nothing; nor "which
  // prices would you like?" of a part that asks by how much, which the whole's comparison says.)
  if (part.response === say.repeated() || part.response.startsWith(say.clarifyPricing())) return undefined;
  const known = linksOf(whole.response);
  // ("As in my last answer: …" of a part that repeats the whole's answer says nothing new.)
  const repeated = say.repeatedFact();
  const text = part.response.startsWith(repeated) ? part.response.slice(repeated.length) : part.response;
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
  if (told.length > 0)
    return { ...whole, response: `${whole.response} ${added.join(" ")}`, sources: withSources(whole, part) };
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
