/**
 * Matching the phrases of the assistant's vocabulary (content) in a question: a phrase of several
 * words must appear as written (normalised); a single word of five letters or more may carry one
 * typo ("trail" for "trial"). Used to tell which company topic or market fact a question asks for.
 */
import { editDistance, normalize } from "./text.ts";

export interface Phrase {
  text: string;
  fuzzy: boolean;
  /** The phrase without its auxiliary verbs, when it has one: "how do we pay" as "how we pay". */
  bare?: string;
}

/**
 * "How we pay?", "where you located?": questions written without the auxiliary verb ask what the
 * phrase with it asks, so a phrase of several words also matches with "do", "is" or "are" left out.
 */
const auxiliaries = / (do|does|did|is|are|am)(?= )/g;
const withoutAuxiliaries = (text: string) => ` ${text} `.replace(auxiliaries, "").trim();

export function phrase(text: string): Phrase {
  const normal = normalize(text);
  const bare = withoutAuxiliaries(normal);
  return {
    text: normal,
    fuzzy: !normal.includes(" ") && normal.length >= 5,
    ...(bare !== normal && bare.includes(" ") ? { bare } : {}),
  };
}

/** A question as the matcher reads it: its normal form and its words. */
export interface Words {
  text: string;
  tokens: readonly string[];
  bare: string;
}

export function wordsOf(question: string): Words {
  const text = normalize(question);
  return { text, tokens: text.split(" "), bare: withoutAuxiliaries(text) };
}

export function mentions(
  { text, tokens, bare }: Words,
  { text: wanted, fuzzy, bare: wantedBare }: Phrase,
): boolean {
  if (` ${text} `.includes(` ${wanted} `)) return true;
  if (wantedBare && ` ${bare} `.includes(` ${wantedBare} `)) return true;
  return fuzzy && tokens.some((token) => token.length >= 5 && editDistance(token, wanted, 1) <= 1);
}

/** The key whose phrases the question uses most (the first on a tie); undefined when none. */
export function bestMatch<K extends string>(
  words: Words,
  lists: ReadonlyArray<readonly [K, readonly Phrase[]]>,
): K | undefined {
  let best: { key: K; hits: number } | undefined;
  for (const [key, phrases] of lists) {
    const hits = phrases.filter((candidate) => mentions(words, candidate)).length;
    if (hits > 0 && (!best || hits > best.hits)) best = { key, hits };
  }
  return best?.key;
}
