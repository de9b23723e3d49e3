/**
 * The kind of answer a question wants, read from how it asks ("how long…" wants a duration,
 * "what if it fails?" a fallback), and the sentences of a passage that give that kind of answer.
 * This is the answer-type step of classic question answering: it picks the sentence that holds
 * the answer from the right passage instead of the passage's first two sentences, so "how long
 * until we are live?" gets "most businesses are live within a few working days", wherever in
 * the FAQ it stands. Every pattern is linear (no nested quantifiers; recheck runs over them).
 */

import { type AnswerType, practiceRules, type TypeRule } from "./answer-type-rules.ts";
import { spokenLanguages } from "./language-names.ts";
import { localGives } from "./languages/answer-kinds.ts";
import { answerLocale } from "./languages/answer-locale.ts";
import { askedSentence, contentTokens, normalize, sentences } from "./text.ts";

export type { AnswerType } from "./answer-type-rules.ts";

const amount = String.raw`(\d+|one|two|three|four|a few|few|several|a couple of)`;

const languageNames = [...spokenLanguages, "languages?", "multilingual"].join("|");
const languages = new RegExp(String.raw`\b(${languageNames})\b`, "i");

/** Asking what something speaks or supports, not about text in a language. */
const speaking =
  /\b(speak|speaks|talk|talks|understand|understands|support|supports|converse|reply|replies|replying|answer|answers|answering|respond|responds|responding|chatbots?|bots?|text-to-speech|tts|voice|speech|calls?)\b/;

/** Whether a text names a language ("Hindi", "languages"). */
export const namesLanguage = (word: string) => languages.test(word);

/** In order: "how long is an SMS?" asks for characters before it asks for a duration. */
/**
 * A duration stated. (A number joined to its unit describes a thing, "6-character headers", and is
 * a duration only of a span: "a 24-hour customer service window", "a 30-minute call". And "24
 * hours a day" is when, not how long.)
 */
const durationGiven = new RegExp(
  String.raw`\b${amount} ((working|business) )?(seconds?|minutes?|hours?|days?|weeks?|months?)\b(?! a (day|week)\b)|\b\d+-(second|minute|hour|day|week|month)( \w+){0,2} (window|call|period|session)\b|\bwithin (seconds|minutes|hours|a day)\b|\bsame day\b|<\s?\d+ ?s\b`,
  "i",
);

/** How long it takes to get going: days or weeks, not a window a rule opens ("a 24-hour window"). */
const leadTimeGiven = new RegExp(
  String.raw`\b${amount} ((working|business) )?(days?|weeks?|months?)\b(?! a (day|week)\b)|\bsame day\b`,
  "i",
);

/** Asking whether something makes answers up: "will the bot invent prices?" (answered "No"). */
export const inventing =
  /\b(make|makes|making) (things |stuff |it |answers? |(\w+ )?prices? )?up\b|\b(invent\w*|hallucinat\w*|guess\w*|fabricat\w*|lies|lying|made[- ]up)\b/;

const rules: readonly TypeRule[] = [
  {
    type: "characters",
    asks: /\b(characters?|segments?|how long (is|can) (a|an|one|my|the) (sms|message|text)|how long (can|could|may) (our|the|a|my|your) (sender (name|id)|header|brand name|name)|how long (sender|header)( \w+){0,3} can be)\b/,
    gives: /\bcharacters?\b/i,
  },
  {
    type: "documents",
    asks: /\b(documents?|docs|papers|paperwork|what(s| is| are)? (needed|required)(?! (to|for) (start|begin|get started|launch))|what( do)? (we|i) (need|have) to (provide|submit|send|register|give)|what( do| does)? (we|i|it) need to register|what (do )?(we|i) need for (the |a |our )?(sender (id|name)s?|registration|registering)|(need|want|require) from (us|me)|(register\w*|registration)( \w+){0,4} (need|needs|require|requires))\b/,
    // (Or what an RCS agent's verification needs: "you provide your logo… and proof that you own the brand".)
    gives:
      /\b(licen[cs]e|commercial registration|authori[sz]ation letter|certificate|letterhead|PAN|proof that)\b/i,
    searchWords: "documents licence registration letter",
  },
  {
    // "Any time limit there?": a market's hours, or WhatsApp's 24-hour window.
    type: "window",
    asks: /\btime (limit|limits|window)\b/,
    gives: /\b\d{1,2}:\d{2}\b|\bany hour\b|\b24-hour\b/,
    searchWords: "hours 24-hour window",
  },
  {
    // ("When send can you?" is a Hindi question's order read into English words: कब भेज सकते हैं.)
    type: "window",
    asks: /\b(timings?|what times?|which hours|(at )?any ?time|any hour|round the clock|all hours|what hours|time (restriction|restrictions|limits?|window)|restricted hours|sending hours|at night|(when|what time) (can|could|may|should|do) (we|i|you) send|(when|what time) (to )?send|(when|what time) (is it |are we |is )?allowed)\b/,
    gives: /\b\d{1,2}:\d{2}\b|\bany hour\b/,
  },
  {
    type: "tax",
    asks: /\b(tax|taxes|taxed|vat|gst)\b/,
    gives: /\b(VAT|GST|tax|taxes)\b/,
  },
  {
    // "A mobile app, timeline?" names no time words a timing FAQ is asked in ("How long does a
    // project take?"), so its search adds one; "how long…" shares them already.
    type: "duration",
    asks: /\b(timeline|turnaround|lead time|delivery (time|times|speed)|time to (deliver|arrive))\b/,
    gives: durationGiven,
    searchWords: "take",
  },
  {
    // "How quick can we start?", "how long until we are live?": the days to go live.
    type: "duration",
    asks: /\bhow (long|soon|quickly|quick|fast)\b[^?]{0,60}\b(start|started|go live|be live|live|launch|set ?up|onboard\w*|ready)\b|\b(set ?up|onboarding)\b[^?]{0,30}\bhow (long|soon|quickly|quick|fast)\b/,
    gives: leadTimeGiven,
    // ("…order updates on WhatsApp. How long until we start?": the passage on going live.)
    searchWords: "set up live",
  },
  {
    type: "duration",
    asks: /\b(how (long|soon|quickly|quick|fast)|how much time|so long|takes? (this |that )?long|how many (days|weeks|hours|minutes)|when (can|will|could) (we|i|you) (go live|be live|start|launch|test|try)|^(\w+ )?time to (build|develop|make|launch|go live|set up|register|approve))\b/,
    gives: durationGiven,
    // ("How much time to build?" finds what "how long does it take" finds.)
    searchWords: "long take",
  },
  {
    // "Will the bot make up prices if it doesn't know?": whether it guesses (the guardrails'
    // sentence), not what it costs or what else it does. ("What if it doesn't know?" alone is the
    // fallback's: the handoff to a person.)
    type: "guessing",
    asks: new RegExp(
      String.raw`${inventing.source}|\b(wrong|false|fake) (answers?|information|info|prices?|facts?)\b`,
    ),
    gives: /\b(guess\w*|does not know|doesn'?t know|word for word)\b/i,
    searchWords: "says when it does not know rather than guessing",
  },
  {
    type: "fallback",
    asks: /\b(fails?|failed|failing|in a hurry|urgent|urgently|asap|until (it is |it's |(the |our )?(sender id|sender name|header) is )?(approved|registered|live)|not (delivered|arrive|arrived)|doesn'?t arrive|undelivered|backup|fall ?back|meanwhile|in the meantime|until then|before (it is|it's|we are|we're) (approved|registered|live)|before (approval|registration|it is live)|before (our|the|my|your)( \w+)? (sender id|sender name|header|number|account)( is| gets)? (approved|registered|live)|not (yet )?(be )?(approved|registered|ready)|(still )?(pending|under review)|(approval|registration) (is )?(late|delayed)|(approval|registration) (is )?not (finish\w*|done|complete\w*|over)( yet)?|unregistered|(doesn'?t|does not|don'?t|do not|cannot|can'?t) (know|answer|understand)|(doesn'?t|does not|don'?t|do not) support|not supported|unsupported|(doesn'?t|does not|don'?t|do not) (have|use) (whatsapp|rcs|the app|an? smartphone|smartphones))\b/,
    gives:
      /\b(fall ?back|fallback|instead|plain SMS|SMS version|WhatsApp|voice call|resend|hands? (over|off)|handover|handoff|to a (person|human)|your team)\b/i,
    searchWords: "fall back fails delivered",
  },
  {
    // "Which endpoint, and how do I authenticate?": the passage with the first API call.
    type: "endpoint",
    asks: /\b(endpoints?|curl|code (sample|example)|sample code|snippet|authenticat\w*|api key|bearer|base url|request body|payload|json body|body fields|fields go)\b/,
    gives: /\bhttps:\/\/|\bBearer\b/,
    searchWords: "first API call endpoint Bearer token Authorization",
  },
  {
    // "How is WhatsApp charged?", "how are calls billed?": how the charges are made up (Meta's and
    // our platform fee, duration and rental), not a price ("how is it priced?" is the price's).
    type: "billing",
    asks: /\bhow (is|are|do you|does it)( \w+){0,2} (charged|billed)\b|\bhow (do|does) (you|it|whatsapp|meta) charge\b/,
    gives: /\b(charges? for|fees?|billed)\b/i,
    searchWords: "charges for messages platform fee billed",
  },
  {
    type: "price",
    // (Not a message about the visitor's own fees: "fee reminder calls", "rate alerts".)
    asks: /\b(price|prices|priced|pricing|cost|costs|how much|charge|charged|fee|fees|rates?)\b(?! (reminders?|alerts?|due|updates?|notices?|receipts?)\b)/,
    gives: /\$|\bUSD\b|\bper (message|segment|SMS)\b|\bbilled\b|\bpay\b/i,
  },
  ...practiceRules,
  {
    // "Can the chatbot answer them in Arabic?": the sentence that names the language (see languageRule).
    type: "language",
    asks: languages,
    gives: languages,
  },
];

export interface AnswerShape {
  type: AnswerType;
  gives: RegExp;
  searchWords?: string;
}

/** A bot or an agent that works for the visitor, and the words of sending messages out. */
const botAtWork = /\b(bots?|chatbots?|ai agents?|agents?|ivr|auto ?repl\w*|virtual assistants?)\b/;
const sendingWords = /\b(send|sending|sent|sms|promo\w*|campaigns?|blasts?|marketing)\b/;

/** What kind of answer the question asks for, if it says. */
/** The opt-out rule, which a question naming opt-outs asks for over documents. */
const optOutRule = rules.find((candidate) => candidate.type === "optOut");

export function answerTypeOf(question: string): AnswerShape | undefined {
  const text = normalize(question);
  // (Taxes only when the question itself names them: "a CA firm, busy in GST filing season. Can an
  // AI agent answer calls?" asks about the agent.)
  const asked = askedSentence(question);
  const first = rules.find((candidate) => candidate.asks.test(candidate.type === "tax" ? asked : text));
  // ("What is required so we never message those who opted out again?": the opt-out, not documents.)
  const rule = first?.type === "documents" && optOutRule?.asks.test(text) ? optOutRule : first;
  // ("A bot that replies to customers on WhatsApp at night too": what the bot does, not a window.)
  if (rule?.type === "window" && botAtWork.test(text) && !sendingWords.test(text) && !/\bcalls?\b/.test(text))
    return undefined;
  if (rule?.type !== "language")
    return rule ? { type: rule.type, gives: rule.gives, searchWords: rule.searchWords } : undefined;
  // The language named is the one the answer must name; "which languages?" takes any of them.
  const named = languages.exec(text)?.[1] ?? "";
  // (Asked whether something speaks a language, the sentence naming the ones it speaks answers,
  // whether or not it names that one: "Hindi text-to-speech?" and "available in Arabic and English".)
  const gives =
    /^(languages?|multilingual)$/.test(named) || speaking.test(text)
      ? languages
      : new RegExp(String.raw`\b${named}\b`, "i");
  // ("Does it speak Arabic?", "which languages?": "languages" finds the sentence that lists them,
  // "Agents converse in Arabic and English…"; "and for Arabic text?" asks about the text.)
  const listed = speaking.test(text) || /^(languages?|multilingual)$/.test(named);
  return listed ? { type: rule.type, gives, searchWords: "languages" } : { type: rule.type, gives };
}

/** Whether a text holds an answer of that kind. */
export const gives = (shape: AnswerShape, text: string) => {
  const locale = answerLocale();
  // (An answer written in Arabic or Hindi shows it in that language's words.)
  const local = locale === "en" ? undefined : localGives[locale][shape.type];
  return shape.gives.test(text) || (local?.test(text) ?? false);
};

/** A price given as a quote ("…a fixed quote and timeline"), beside another kind asked. */
const alsoPriced = (rule: TypeRule, sentence: string) => rule.type === "price" && /\bquote\b/i.test(sentence);

/** Words shorter than this say too little to pick a sentence by ("can", "you"). */
const TELLING_WORD = 4;
/** Acronyms nearly every passage writes, so typed small they tell no sentence apart. */
const everywhere = new Set(["sms", "usd"]);

/**
 * The sentences of a passage to quote for this question: its first ones when they hold the
 * answer, otherwise the first sentence for context and the first later sentence that holds it:
 * the kind of answer asked for, or else a telling word of the question that the first sentences
 * lack ("can you guarantee the green tick?" and "…we cannot guarantee it"). Undefined when
 * nothing needs changing.
 */
export function answeringSentences(text: string, question: string, firstCount: number): string[] | undefined {
  const shape = answerTypeOf(question);
  const all = sentences(text);
  const first = all.slice(0, firstCount);
  const later = all.slice(firstCount);
  let answering: string | undefined;
  if (shape) {
    if (first.some((sentence) => gives(shape, sentence))) return undefined;
    answering = later.find((sentence) => gives(shape, sentence));
    // "Cost and how long?": the sentence on the price too ("…a fixed quote"), in the passage's order.
    const text = normalize(question);
    const also = rules
      .filter((rule) => rule.type !== shape.type && rule.type !== "language" && rule.asks.test(text))
      .map((rule) => all.slice(1).find((sentence) => gives(rule, sentence) || alsoPriced(rule, sentence)));
    const [opening] = all;
    const chosen = all.filter(
      (sentence) => sentence !== opening && (sentence === answering || also.includes(sentence)),
    );
    if (answering && chosen.length > 1 && opening) return [opening, ...chosen];
  } else {
    // Only a sentence that, with the opening one, covers more of the question's telling words.
    // A short word written in capitals is an acronym, and telling ("IP", "SIP", "DLT").
    // (So is one the passage writes in capitals, though the visitor typed it small: "my ip".)
    const written = new Set((text.match(/\b[A-Z]{2,}\b/g) ?? []).map((word) => word.toLowerCase()));
    const acronyms = new Set([
      ...(question.match(/\b[A-Z]{2,}\b/g) ?? []).map((word) => word.toLowerCase()),
      ...(question.match(/\b[a-z]{2,3}\b/g) ?? []).filter(
        (word) => written.has(word) && !everywhere.has(word),
      ),
    ]);
    const telling = [...new Set(contentTokens(question))].filter(
      (token) => token.length >= TELLING_WORD || acronyms.has(token),
    );
    const covered = (text: string) => {
      const words = new Set(contentTokens(text));
      return telling.filter((token) => words.has(token)).length;
    };
    // Or one that adds two telling words the first ones lack (the "promotional" and the "DND list"
    // that a yes/no question's condition names).
    const before = covered(first.join(" "));
    // An acronym the question names and the first sentences lack is what it asks about ("my IP address").
    const opening = new Set(contentTokens(first.join(" ")));
    const unnamed = [...acronyms].filter((token) => !opening.has(token));
    const naming = (sentence: string) => contentTokens(sentence).some((token) => unnamed.includes(token));
    answering =
      later.find(naming) ??
      later.find(
        (sentence) =>
          covered(`${all[0] ?? ""} ${sentence}`) > before ||
          covered(`${first.join(" ")} ${sentence}`) >= before + 2,
      );
  }
  if (!answering) return undefined;
  // A lone "Yes." says nothing without the sentence after it; the answer alone reads better.
  const [opening] = all;
  return opening && opening.split(" ").length > 2 ? [opening, answering] : [answering];
}
