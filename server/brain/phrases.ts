/**
 * Matching the phrases of the assistant's vocabulary (content) in a question: a phrase of several
 * words must appear as written (normalised); a single word of five letters or more may carry one
 * typo ("trail" for "trial"). Used to tell which company topic or market fact a question asks for.
 */
import { editDistance, normalize } from "./text.ts";

export interface Phrase {
  text: string;
  fuzzy: boolean;
}

export function phrase(text: string): Phrase {
  const normal = normalize(text);
  return { text: normal, fuzzy: !normal.includes(" ") && normal.length >= 5 };
}

/** A question as the matcher reads it: its normal form and its words. */
export interface Words {
  text: string;
  tokens: readonly string[];
}

export function wordsOf(question: string): Words {
  const text = normalize(question);
  return { text, tokens: text.split(" ") };
}

export function mentions({ text, tokens }: Words, { text: wanted, fuzzy }: Phrase): boolean {
  if (` ${text} `.includes(` ${wanted} `)) return true;
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
