/**
 * Which services and markets a question names, from the vocabulary in
 * app/content/assistant-knowledge.ts: whole-word phrase matches on stemmed
 * tokens, plus small typos in long names ("whatsap" is WhatsApp).
 */
import {
  marketTerms,
  type SearchTerms,
  serviceTerms,
  smsContextTerms,
} from "../../app/content/assistant-knowledge";
import { allTokens, editDistance, stem } from "./text";

export interface Mention {
  path: string;
  /** Token position of the first match, so mentions keep the question's order. */
  position: number;
}

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
const allNameTokens = [...new Set([...serviceVocabulary.tokens, ...marketVocabulary.tokens])];

// Typo corrections are remembered: visitors repeat the same words. Bounded so it cannot grow forever.
const corrections = new Map<string, string>();
const MAX_CORRECTIONS = 10_000;

/** The name token a question token stands for: itself, or a long name it misspells. */
function canonical(token: string): string {
  if (token.length < 5 || serviceVocabulary.tokens.has(token) || marketVocabulary.tokens.has(token))
    return token;
  const known = corrections.get(token);
  if (known !== undefined) return known;
  let best = token;
  for (const name of allNameTokens) {
    // Typos only in long words: short ones ("sms", "rcs", "ivr") must be exact.
    if (name.length < 6) continue;
    const allowed = name.length >= 8 ? 2 : 1;
    if (editDistance(token, name, allowed) <= allowed) {
      best = name;
      break;
    }
  }
  if (corrections.size >= MAX_CORRECTIONS) corrections.clear();
  corrections.set(token, best);
  return best;
}

function findMentions(tokens: readonly string[], vocabulary: Vocabulary): Mention[] {
  const first = new Map<string, number>();
  tokens.forEach((token, start) => {
    for (const phrase of vocabulary.byFirstToken.get(token) ?? []) {
      if (first.has(phrase.path)) continue;
      if (phrase.tokens.every((part, offset) => tokens[start + offset] === part))
        first.set(phrase.path, start);
    }
  });
  return [...first.entries()]
    .map(([path, position]) => ({ path, position }))
    .sort((a, b) => a.position - b.position);
}

export interface Entities {
  services: Mention[];
  markets: Mention[];
  /** The question talks about SMS-like messaging (so a named market means its SMS page). */
  smsContext: boolean;
  tokens: string[];
}

export function detectEntities(question: string): Entities {
  const tokens = allTokens(question).map(canonical);
  return {
    services: findMentions(tokens, serviceVocabulary),
    markets: findMentions(tokens, marketVocabulary),
    smsContext: tokens.some((token) => smsContext.has(token)),
    tokens,
  };
}
