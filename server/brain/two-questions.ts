/**
 * Two questions in one message ("Is there a fee to open an account? And do I have to commit to a
 * minimum volume?", "can your AI agent speak Arabic, and what happens when it doesn't know?"):
 * the message is answered whole, then each question on its own, the second as a follow-up of the
 * first so that "it" and "that" keep the first one's subject; what those answers add is said after
 * the whole message's answer (decision 118; two-answers.ts puts them together).
 */
import { comparingPrices } from "./count-words.ts";
import { normalize } from "./text.ts";
import { words } from "./two-answers.ts";

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
  `,?\\s+(?:and|also|plus|n|&|\\+)\\s+(?=(?:${asking})\\b|(?:in|for|of)\\s+\\p{L}+\\s+(?:how long|how many|how much|what|which|when)\\b|(?:the\\s+|your\\s+)?(?:price|prices|cost|costs|rate|rates)\\s+(?:per|for|of)\\b|(?:\\S+\\s+){0,2}(?:price|prices|pricing|cost|costs|rate|rates|fee|fees|time|documents|docs|regulator|operators|networks)\\s*\\?\\s*$|your\\s+\\S+(?:\\s+\\S+)?\\s*\\?\\s*$|(?:your|ur)\\s+(?:uptime|sla|address|office|hours|email|phone|number)\\s*$)`,
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
  /^(?:(?:and|also|plus)\s+)?any\s|^(?:docs|documents|papers)$|\b(?:what|which|how|when|where|who|why)\b|\bor not[.!]*$|^(?:and|also|plus)\s+(?:your\s+|ur\s+)?(?:uptime|sla|address|office|hours|e-?mail|phone|fees?|documents|docs)[.!]*$/i;

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
    // ("…how long does it take? docs": the documents asked in a word, as "docs क्या क्या लगेंगे" reads.)
    (marks.length === 2 && /^(?:and\s+)?(?:docs|documents|papers)(?:\s+needed)?\??$/i.test(second)) ||
    (words(second) === MIN_PART_WORDS - 1 && /^(?:what|which|how|when|where|who)\b/i.test(second)) ||
    // ("Prices in USD? VAT included?": two words asked after a question mark are a question too.)
    // (Not "…? and Qatar?", which asks the first again of another subject.)
    (marks.length === 2 &&
      words(second) === MIN_PART_WORDS - 1 &&
      // ("…? and uptime", its mark left off as Arabic's "وشو الuptime تبعكم" reads.)
      (second.endsWith("?") || /\b(uptime|sla)$/i.test(second)) &&
      // (But "…? and uptime?" asks one of our own terms, a question of its own.)
      (!/^(and|or|also|plus|&)\b/i.test(second) || /\b(uptime|sla|founded|headquarters|hq)\b/i.test(second)));
  // ("Which operators? and is there a sender ID fee in Bahrain": two words that ask, first.)
  const shortFirst = marks.length === 2 && /^(?:which|what|who)\s+\p{L}+$/iu.test(first);
  if ((words(first) < MIN_PART_WORDS && !shortFirst) || (words(second) < MIN_PART_WORDS && !shortQuestion))
    return undefined;
  // "SMS not delivered, also are we charged?" (Hindi's "भी" read as "also"): a condition told
  // first, then the one question asked of it.
  if (parts === english && /\salso\s/i.test(text) && !askingWord.test(first)) return undefined;
  // ("दोनों जगह booking और OTP SMS का rate क्या है?": "and" joins two things one question asks of.)
  // (Hindi's "और" only: Arabic lists what it asks, "الجهة المنظمة في قطر وأي شبكات؟".)
  const hindiAnd = /\s(?:aur|और|तथा)\s/iu.test(text);
  if (parts === local && hindiAnd && !localAskingWord.test(first) && !askingWord.test(first))
    return undefined;
  // "…in Manama? building an app that needs OTP" adds a detail to the question, not a question.
  // (Or asks in Hindi without its mark: "…कितना time लगता है? docs क्या क्या लगेंगे".)
  const askedAfter = marks.length === 2 && (askedAfterMark.test(second) || localAskingWord.test(second));
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
