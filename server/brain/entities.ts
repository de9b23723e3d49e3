/**
 * Which services and markets a question names, from the vocabulary in
 * app/content/assistant-knowledge.ts: whole-word phrase matches on stemmed
 * tokens, plus small typos in long names ("whatsap" is WhatsApp).
 */
import {
  businessTerms,
  marketContextTerms,
  marketTerms,
  networkNames,
  type SearchTerms,
  serviceTerms,
  smsContextTerms,
} from "../../app/content/assistant-knowledge.ts";
import { servicePath } from "../../app/content/catalogue.ts";
import { askedNumberFirst } from "./place-number.ts";
import { unservedNames } from "./places.ts";
import { allTokens, contentTokens, editDistance, isStopWord, normalize, stem } from "./text.ts";
import { type Mention, marketsSentTo } from "./visitor-origin.ts";

export type { Mention };

interface Phrase {
  path: string;
  tokens: string[];
}

interface Vocabulary {
  /** Phrases by their first token. */
  byFirstToken: Map<string, Phrase[]>;
  /** Every token of every name, for typo correction. */
  tokens: Set<string>;
}

function compile(list: readonly SearchTerms[]): Vocabulary {
  const byFirstToken = new Map<string, Phrase[]>();
  const tokens = new Set<string>();
  for (const entry of list) {
    for (const name of entry.names) {
      const phrase = { path: entry.path, tokens: allTokens(name) };
      const first = phrase.tokens[0];
      if (!first) continue;
      byFirstToken.set(first, [...(byFirstToken.get(first) ?? []), phrase]);
      for (const token of phrase.tokens) tokens.add(token);
    }
  }
  return { byFirstToken, tokens };
}

const serviceVocabulary = compile(serviceTerms);
const marketVocabulary = compile(marketTerms);
const smsContext = new Set(smsContextTerms.map(stem));
const marketContext = new Set(marketContextTerms.map(stem));
const networks = new Set(networkNames.map(stem));
const serviceNameTokens = [...serviceVocabulary.tokens];
const marketNameTokens = [...marketVocabulary.tokens];

/** Words that show a question is about messaging: business words and every service's vocabulary. */
const businessVocabulary = new Set(
  [...businessTerms, ...serviceTerms.flatMap((entry) => [...entry.names, ...(entry.related ?? [])])]
    .flatMap((term) => contentTokens(term))
    // Places are not business words: "rain in Dubai" is not a messaging question.
    .filter((token) => !/^\d+$/.test(token) && !marketVocabulary.tokens.has(token)),
);

// Typo corrections are remembered: visitors repeat the same words. Bounded so it cannot grow forever.
const corrections = new Map<string, string>();
const MAX_CORRECTIONS = 10_000;

/** The name token a question token stands for: itself, or a name it misspells. */
function canonical(token: string): string {
  if (
    token.length < 5 ||
    serviceVocabulary.tokens.has(token) ||
    marketVocabulary.tokens.has(token) ||
    unservedNames.has(token)
  )
    return token;
  const known = corrections.get(token);
  if (known !== undefined) return known;
  let best = token;
  // Service names: one edit (two from eight letters) in names of six letters or more, so short
  // ones ("sms", "rcs", "ivr") must be exact. Places: only a swapped or wrong letter, never an
  // extra one, so "Indiana" stays out of India.
  for (const name of serviceNameTokens) {
    if (name.length < 6) continue;
    const allowed = name.length >= 8 ? 2 : 1;
    if (editDistance(token, name, allowed) <= allowed) {
      best = name;
      break;
    }
  }
  if (best === token) {
    for (const name of marketNameTokens) {
      if (name.length === token.length && editDistance(token, name, 1) <= 1) {
        best = name;
        break;
      }
    }
  }
  if (corrections.size >= MAX_CORRECTIONS) corrections.clear();
  corrections.set(token, best);
  return best;
}

/**
 * Mentions of a vocabulary's names, in question order; marks the token positions they cover. The
 * longest name wins where names overlap: "text to speech" is voice, though "text" alone is SMS.
 */
function findMentions(tokens: readonly string[], vocabulary: Vocabulary, covered: Set<number>): Mention[] {
  const first = new Map<string, number>();
  const every = new Map<string, number[]>();
  const taken = new Set<number>();
  tokens.forEach((token, start) => {
    if (taken.has(start)) return;
    const matches = (vocabulary.byFirstToken.get(token) ?? []).filter((phrase) =>
      phrase.tokens.every((part, offset) => tokens[start + offset] === part),
    );
    const longest = Math.max(0, ...matches.map((phrase) => phrase.tokens.length));
    for (const phrase of matches) {
      if (phrase.tokens.length !== longest) continue;
      for (let offset = 0; offset < phrase.tokens.length; offset += 1) {
        covered.add(start + offset);
        taken.add(start + offset);
      }
      if (!first.has(phrase.path)) first.set(phrase.path, start);
      every.set(phrase.path, [...(every.get(phrase.path) ?? []), start]);
    }
  });
  return [...first.entries()]
    .map(([path, position]) => ({ path, position, positions: every.get(path) }))
    .sort((a, b) => a.position - b.position);
}

const smsPath = servicePath("sms-services");
/** An OTP sent by another channel: "send the OTP by WhatsApp?", "otp for our app on whatsapp". */
const otpByChannel =
  /\botps?( (for|of) (the |our |my )?(app|website|login|users?))? (on|by|via|over|through|in) (whatsapp|rcs|voice|a call|call)\b/;
/** SMS named as such, not only through the verb "text". */
const smsNames = /\b(sms|smss|smses|text messages?|texts|otps?|bulk messages?)\b/;
/** The names that say SMS whatever channel stands beside them. */
const smsWords = /\b(sms|smss|smses|text messages?|texts)\b/;

const appsPath = servicePath("web-app-development");
/**
 * Something we are asked to build: "can you build us an app", "could your team also develop a portal".
 * (Three patterns, not one alternation: recheck could not decide the joined one within its time bound.)
 */
const builtForVisitor = [
  /\b(can|could|do|will|would) (you|your team)( also| even)? (build|develop|make|create|design)\b( \w+){0,3} (app|apps|application|website|web ?site|portal)\b/,
  /\b(app|apps|website)( \w+){0,1} (build|develop|make) (can you|do you)\b/,
  /\b(website|web ?site|app)( \w+){0,5} (do|can) you (build|make|develop)( it)?$/,
];

/** The visitor's own website or app, said as who they are, or as what OTPs are for ("codes for the app"). */
const ownProduct =
  /\b(our|my|we have an?|we run an?|hamari|hamara)( \w+){0,2} (website|web ?site|app|application|portal)\b|^(\w+ ){0,2}(website|app) from\b|\b(otps?|codes?)( otps?| codes?)? (for |in )?(the |our |my )?(website and app|app|application)\b/;

const numbersPath = servicePath("virtual-numbers");
/** SMS sent to a number of ours: "can customers text our toll-free number?" */
const toANumber = /\b(to|on|at|receive)\b( \w+){0,3} (numbers?|lines?|landlines?)\b/;

/**
 * Virtual numbers first when SMS is only what customers send to one: "can customers send SMS to
 * our toll-free number?" asks about the number.
 */
function numberFirst(question: string, services: Mention[]): Mention[] {
  if (services[0]?.path !== smsPath || !services.some((mention) => mention.path === numbersPath))
    return services;
  if (!toANumber.test(normalize(question))) return services;
  return [
    ...services.filter((mention) => mention.path === numbersPath),
    ...services.filter((mention) => mention.path !== numbersPath),
  ];
}

/**
 * "The OTP by voice call", "alerts via WhatsApp": the channel something is sent by is the subject.
 * (Not the one it falls back to: "if an SMS OTP fails, can it go out over WhatsApp instead?")
 */
function sentBy(question: string, tokens: readonly string[], services: Mention[]): Mention[] {
  if (/\b(instead|fails?|failed|fallback|fall back)\b/.test(normalize(question))) return services;
  const by = services.find(
    (mention) =>
      mention.path !== smsPath && /^(by|via|over|through)$/.test(tokens[mention.position - 1] ?? ""),
  );
  return by ? [by, ...services.filter((mention) => mention !== by)] : services;
}

/**
 * Two services named side by side are one thing, named by the second: "a WhatsApp bot" is a bot
 * (the agents' page says what it takes and costs), "an automatic reminder call" a call. (Not an
 * SMS word: "a WhatsApp OTP" is WhatsApp's, above.)
 */
function headFirst(services: Mention[]): Mention[] {
  const head = services.find(
    (mention) =>
      mention.path !== smsPath && services.some((other) => other.position === mention.position - 1),
  );
  return head ? [head, ...services.filter((mention) => mention !== head)] : services;
}

export interface Entities {
  services: Mention[];
  markets: Mention[];
  /** The question talks about SMS-like messaging (so a named market means its SMS page). */
  smsContext: boolean;
  /** The question asks whether or how we serve a place ("Do you operate in Qatar?"). */
  marketContext: boolean;
  /** The question uses at least one word of the messaging business. */
  businessContext: boolean;
  /** How many words the question has besides stop words and the names it mentions. */
  otherWords: number;
  tokens: string[];
}

/** A normalized text's words as mentions count them. */
const rawWords = (text: string) =>
  text
    .split(/[ /]+/)
    .map((word) => word.replace(/^[-+']+|(?<![-+'])[-+']+$/g, ""))
    .filter((word) => stem(word));

/**
 * Where the question starts, in words, when a message tells first and asks last ("we make bicycles
 * in Ludhiana, for buyers in Dubai. What is the rate in the UAE?"); 0 when it asks throughout.
 */
function askedFrom(question: string): number {
  const sentences = question.trim().split(/(?<=[.!?।؟])\s+/u);
  const last = sentences[sentences.length - 1] ?? "";
  const told = sentences.slice(0, -1);
  if (told.length === 0 || !/[?؟]\s*$/u.test(last) || told.some((sentence) => /[?؟]\s*$/u.test(sentence)))
    return 0;
  // (Not when the question points back at what was told: "we also ship to Kuwait. Is OTP there
  // dearer than in the UAE?", "3 lakh in India and 50k in Saudi. Total with the Saudi fee?")
  if (/\b(there|both|each|them|those|these|total|sum|altogether)\b/.test(normalize(last))) return 0;
  return rawWords(normalize(told.join(" "))).length;
}

export function detectEntities(question: string): Entities {
  const text = normalize(question);
  const tokens = allTokens(question).map(canonical);
  const covered = new Set<number>();
  const named = findMentions(tokens, serviceVocabulary, covered);
  // "A local Dubai phone number": a place inside a service's name still names the service.
  const withoutPlaces = tokens.filter((token) => !marketVocabulary.tokens.has(token));
  const services = [
    ...named,
    ...findMentions(withoutPlaces, serviceVocabulary, new Set()).filter(
      (mention) => !named.some((found) => found.path === mention.path),
    ),
  ];
  // "Texted us on WhatsApp": "text" beside another channel is no SMS; nor "a WhatsApp OTP", "voice OTP".
  const sms = services.find((mention) => mention.path === smsPath);
  const channelBefore = (other: Mention) =>
    other.path !== smsPath && other.position === (sms?.position ?? 0) - 1;
  const ownOtp =
    sms !== undefined && (otpByChannel.test(text) || services.some(channelBefore)) && !smsWords.test(text);
  // "Can you also build a parents app with OTP login?": what we are asked to build is the service.
  const builtByUs = builtForVisitor.some((pattern) => pattern.test(text));
  if (builtByUs && !services.some((mention) => mention.path === appsPath))
    services.unshift({
      path: appsPath,
      position: Math.max(
        0,
        tokens.findIndex((token) => /^(app|web|portal)/.test(token)),
      ),
    });
  // "We have a matrimonial website, OTP rate for India?": the visitor's own site is not what is asked.
  if (!builtByUs && ownProduct.test(text) && services.length > 1) {
    const apps = services.findIndex((mention) => mention.path === appsPath);
    if (apps >= 0) services.splice(apps, 1);
  }
  askedNumberFirst(services, tokens, (token) => marketVocabulary.tokens.has(token));
  const smsByName = smsNames.test(text) && !ownOtp;
  const channels = services.length > 1 && !smsByName ? services.filter((m) => m.path !== smsPath) : services;
  services.splice(
    0,
    services.length,
    ...sentBy(question, tokens, headFirst(numberFirst(question, channels))),
  );
  // allTokens keeps stop words in place, so positions line up with the raw words.
  const raw = rawWords(text);
  // ("A tuition app in Noida: can you build it?": where the builder's client is says nothing of what we build.)
  const markets = builtByUs
    ? []
    : marketsSentTo(findMentions(tokens, marketVocabulary, covered), raw, question, askedFrom(question));
  const otherWords = raw.filter((word, position) => !covered.has(position) && !isStopWord(word)).length;
  return {
    services,
    markets,
    otherWords,
    smsContext: tokens.some((token) => smsContext.has(token)),
    marketContext:
      tokens.some((token) => marketContext.has(token)) ||
      (tokens.some((token) => networks.has(token)) && !tokens.includes("number")),
    businessContext: tokens.some((token) => businessVocabulary.has(token) && !isStopWord(token)),
    tokens,
  };
}
