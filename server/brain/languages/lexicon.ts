/**
 * A word-for-word lexicon learnt from the site itself (decision 120): every page exists in English,
 * Arabic and Hindi paragraph for paragraph, so a word that appears in the same paragraphs as an
 * English word, and hardly anywhere else, means it ("أزرار" and "buttons"). Built once per language
 * from the passages' twins, deterministic and offline; the glossary (pivot.ts) goes first, this
 * lexicon reads the words it does not know.
 */
import { defaultLocale } from "../../../app/content/locales.ts";
import { buildPassages } from "../knowledge.ts";
import { siteContentIn } from "../site-content.ts";
import { isStopWord, normalize, stem } from "../text.ts";
import type { PivotLanguage } from "./pivot-forms.ts";
import { wordForms } from "./pivot-forms.ts";
import { normalizeAnyScript } from "./script-text.ts";

/** How strongly two words must keep company (Dice coefficient over paragraphs) to be a translation. */
const MIN_DICE = 0.45;
/** Paragraphs both must share at least: one shared paragraph is chance. */
const MIN_SHARED = 2;
/**
 * A word in more of the paragraphs than this share is grammar ("के", "في"), whatever English word it
 * keeps company with: it is no translation of one.
 */
const MAX_SHARE = 0.06;
/**
 * A word is kept only when it keeps at least this share of the company the English word keeps with
 * its closest partner: a chance neighbour is far behind the true translation.
 */
const MUTUAL_SHARE = 0.7;

function englishWords(text: string): Map<string, string> {
  const words = new Map<string, string>();
  for (const word of normalize(text).split(/[ /]+/)) {
    const bare = word.replace(/^[-+']+|(?<![-+'])[-+']+$/g, "");
    if (bare.length < 3 || isStopWord(bare) || /^\d+$/.test(bare)) continue;
    words.set(stem(bare), bare);
  }
  return words;
}

function localWords(text: string, language: PivotLanguage): Set<string> {
  const words = new Set<string>();
  for (const token of normalizeAnyScript(text).split(" ")) {
    if (!/[\u0600-\u06FF\u0900-\u097F]/.test(token)) continue;
    for (const form of wordForms(token, language)) words.add(form);
  }
  return words;
}

export type Lexicon = ReadonlyMap<string, string>;

export function buildLexicon(language: PivotLanguage): Lexicon {
  const english = buildPassages(siteContentIn(defaultLocale));
  const local = buildPassages(siteContentIn(language), language);
  const units: [string, string][] = [];
  english.forEach((passage, at) => {
    const twin = local[at];
    if (!twin || twin.path !== passage.path || twin.kind !== passage.kind) return;
    // (Not the first API call: its sentence is a template around code words, which would pair
    // "يكفي" of its intro with "curl".)
    if (passage.kind === "code") {
      units.push([passage.heading, twin.heading]);
      return;
    }
    units.push([passage.heading, twin.heading], [passage.text, twin.text]);
  });
  const englishCount = new Map<string, number>();
  const localCount = new Map<string, number>();
  const together = new Map<string, Map<string, number>>();
  const surface = new Map<string, Map<string, number>>();
  for (const [en, loc] of units) {
    const ens = englishWords(en);
    const locs = localWords(loc, language);
    for (const [stemmed, word] of ens) {
      englishCount.set(stemmed, (englishCount.get(stemmed) ?? 0) + 1);
      const forms = surface.get(stemmed) ?? new Map<string, number>();
      forms.set(word, (forms.get(word) ?? 0) + 1);
      surface.set(stemmed, forms);
    }
    for (const word of locs) {
      localCount.set(word, (localCount.get(word) ?? 0) + 1);
      const row = together.get(word) ?? new Map<string, number>();
      for (const stemmed of ens.keys()) row.set(stemmed, (row.get(stemmed) ?? 0) + 1);
      together.set(word, row);
    }
  }
  const diceOf = (word: string, stemmed: string, shared: number) =>
    (2 * shared) / ((localCount.get(word) ?? 0) + (englishCount.get(stemmed) ?? 0));
  const bestOf = new Map<string, { stemmed: string; dice: number }>();
  const bestForEnglish = new Map<string, number>();
  for (const [word, row] of together) {
    if ((localCount.get(word) ?? 0) > units.length * MAX_SHARE) continue;
    let best: { stemmed: string; dice: number } | undefined;
    for (const [stemmed, shared] of row) {
      if (shared < MIN_SHARED) continue;
      const dice = diceOf(word, stemmed, shared);
      bestForEnglish.set(stemmed, Math.max(bestForEnglish.get(stemmed) ?? 0, dice));
      if (dice > (best?.dice ?? 0)) best = { stemmed, dice };
    }
    if (best && best.dice >= MIN_DICE) bestOf.set(word, best);
  }
  const lexicon = new Map<string, string>();
  for (const [word, best] of bestOf) {
    // Both ways (decision 128): the English word's own best partner keeps it much closer company
    // than this word does ("पास" keeps company with "alphanumeric" by chance; "अल्फान्यूमेरिक" means it).
    if (best.dice < MUTUAL_SHARE * (bestForEnglish.get(best.stemmed) ?? 0)) continue;
    const forms = [...(surface.get(best.stemmed) ?? new Map<string, number>())];
    const [mostUsed] = forms.sort((a, b) => b[1] - a[1])[0] ?? [best.stemmed];
    lexicon.set(word, mostUsed);
  }
  return lexicon;
}
