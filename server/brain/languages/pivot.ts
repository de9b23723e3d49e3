/**
 * An Arabic, Hindi or romanised-Hindi message read into the English words the understanding is
 * written in (decision 120): each term the language's glossary, the registry's names and the
 * vocabulary's fact words know becomes its English term, in the order the visitor wrote them;
 * Latin words, numbers, e-mail addresses and phone numbers are kept as written.
 */

import { serviceVocabularies, smsCountryVocabularies } from "#content-registry";
import { assistantPivots } from "../../../app/content/assistant/pivot/index.ts";
import type { AssistantPivotTerms } from "../../../app/content/assistant/pivot/types.ts";
import { assistantVocabulary } from "../../../app/content/assistant/vocabulary/index.ts";
import { searchTerms } from "../../../app/content/assistant-knowledge.ts";
import {
  bySlug,
  serviceEntriesIn,
  servicePath,
  services,
  smsCountries,
  smsCountryEntriesIn,
  smsCountryPath,
} from "../../../app/content/catalogue.ts";
import { countryCodes } from "../../../app/content/countries.ts";
import { detectEntities } from "../entities.ts";
import { buildLexicon, type Lexicon } from "./lexicon.ts";
import { glossaryForms, type PivotLanguage, wordForms } from "./pivot-forms.ts";
import { amountsOf, timesOf } from "./pivot-numbers.ts";
import * as shapes from "./question-shapes.ts";
import { normalizeAnyScript } from "./script-text.ts";

export type { PivotLanguage };

type Glossary = { words: string[]; english: string }[];

const englishName = (path: string): string => {
  const service = services.find((entry) => servicePath(entry.slug) === path);
  if (service) return service.name;
  const market = smsCountries.find((entry) => smsCountryPath(entry.slug) === path);
  return market?.shortName ?? "";
};

function namesGlossary(language: PivotLanguage): [string, string[]][] {
  const terms = [
    ...searchTerms(serviceEntriesIn(language), bySlug(serviceVocabularies, language), servicePath),
    ...searchTerms(smsCountryEntriesIn(language), bySlug(smsCountryVocabularies, language), smsCountryPath),
  ];
  return terms.map((term) => [englishName(term.path), [...term.names]]);
}

/** Every country of the contact form's list, named in the language and in English ("مصر", "Egypt"). */
function countriesGlossary(language: PivotLanguage): [string, string[]][] {
  const english = new Intl.DisplayNames(["en"], { type: "region" });
  const local = new Intl.DisplayNames([language], { type: "region" });
  return countryCodes.flatMap((code): [string, string[]][] => {
    const [name, there] = [english.of(code), local.of(code)];
    return name && there && there !== code ? [[name, [there]]] : [];
  });
}

function vocabularyGlossary(language: PivotLanguage): [string, readonly string[]][] {
  const local = assistantVocabulary[language];
  const english = assistantVocabulary.en;
  const first = (list: readonly string[] | undefined) => list?.[0] ?? "";
  return [
    ...Object.entries(local.marketAttributes).map(
      ([row, list]) =>
        [first(english.marketAttributes[row as keyof typeof english.marketAttributes]), list] as [
          string,
          readonly string[],
        ],
    ),
    ...Object.entries(local.companyTopics).map(
      ([topic, list]) =>
        [first(english.companyTopics[topic as keyof typeof english.companyTopics]), list] as [
          string,
          readonly string[],
        ],
    ),
    ["arabic unicode", local.unicodeScripts],
    ...local.otherChannels.map((name) => [name, [name]] as [string, readonly string[]]),
  ];
}

function glossaryOf(entries: readonly (readonly [string, readonly string[]])[]): Glossary {
  const glossary: Glossary = [];
  for (const [english, local] of entries) {
    if (!english) continue;
    for (const phrase of local) {
      const words = normalizeAnyScript(phrase).split(" ").filter(Boolean);
      if (words.length > 0) glossary.push({ words, english });
    }
  }
  // Longest phrases first: "رمز التحقق" before "رمز", "सबसे सस्ता" before "सस्ता".
  return glossary.sort((a, b) => b.words.join(" ").length - a.words.join(" ").length);
}

const glossaries = new Map<string, Glossary>();

function glossary(language: PivotLanguage, romanised: boolean): Glossary {
  const key = `${language}${romanised ? "-latn" : ""}`;
  let found = glossaries.get(key);
  if (!found) {
    const pivot = assistantPivots[language];
    const entries: AssistantPivotTerms = romanised
      ? (pivot.romanised ?? [])
      : // The language's own terms first: on a tie "الرياض" is the city, not only its market.
        [
          ...pivot.terms,
          // A fact's words before the names: "Sender ID" is the fact, though the SMS page lists it.
          ...vocabularyGlossary(language),
          ...namesGlossary(language),
          ...countriesGlossary(language),
        ];
    found = glossaryOf(entries);
    glossaries.set(key, found);
  }
  return found;
}

function matchesAt(
  tokens: readonly string[][],
  at: number,
  words: readonly string[],
  language: PivotLanguage,
) {
  return words.every((word, offset) => {
    const token = tokens[at + offset];
    return token !== undefined && glossaryForms(word, language).some((form) => token.includes(form));
  });
}

const writtenTerms = new Map<string, Map<string, Glossary[number]>>();

/**
 * A one-word term found through a stripped form ("الاسم", the sender's name, matching "اسمي" as
 * "اسم") gives way to a one-word term that is the word as written ("اسمي": "my name is").
 */
function preferWritten(
  found: Glossary[number] | undefined,
  token: string,
  language: PivotLanguage,
  romanised: boolean,
): Glossary[number] | undefined {
  if (!found || found.words.length > 1 || found.words[0] === token) return found;
  const key = `${language}${romanised ? "-latn" : ""}`;
  let byWord = writtenTerms.get(key);
  if (!byWord) {
    byWord = new Map();
    for (const term of glossary(language, romanised))
      if (term.words.length === 1 && !byWord.has(term.words[0] ?? "")) byWord.set(term.words[0] ?? "", term);
    writtenTerms.set(key, byWord);
  }
  return byWord.get(token) ?? found;
}

const lexicons = new Map<PivotLanguage, Lexicon>();

function lexicon(language: PivotLanguage): Lexicon {
  let found = lexicons.get(language);
  if (!found) {
    found = buildLexicon(language);
    lexicons.set(language, found);
  }
  return found;
}

const postpositionIn = new Set(["में", "mein", "main", "me"]);
/** "हैदराबाद से", "hyderabad se": "from" a place, where the visitor is (entities.ts leaves it out). */
const postpositionFrom = new Set(["से", "se"]);
const isPlace = (word: string) => detectEntities(word).markets.length > 0;
const latinToken = /^[a-z0-9@+_.'\-:]+$/;

/**
 * The message in the understanding's words. `romanised`: the message is Hindi in Latin letters,
 * whose grammar words are dropped and whose content words are read through the romanised glossary.
 */
export function pivotOf(message: string, language: PivotLanguage, romanised = false): string {
  const sentences = shapes.sentencesOf(shapes.agreeing(message, language), language, (word) => {
    const named = detectEntities(wordsOf(word, language, romanised).out.join(" "));
    return named.markets.length + named.services.length > 0;
  });
  const read = sentences.map((sentence) => ({
    words: wordsOf(sentence, language, romanised),
    asks: /[?؟]\s*$/u.test(sentence),
    // (Hindi's yes-or-no question, which English opens with its verb: question-shapes.ts.)
    yesNo: language === "hi" && shapes.asksHindiYesNo(sentence),
    // ("website भी बनाते हो?" asks of us: "do you…", which the English side answers with its "Yes.")
    ofUs: language === "hi" && shapes.asksHindiOfUs(sentence),
  }));
  const written = read.reduce((sum, sentence) => sum + sentence.words.written, 0);
  // (A sentence that states ends with a full stop, so the question after it is read as the one
  // asked: "…ऐप बनवाना है। आप बनाते हो?" asks "do you build?".)
  const last = read.length - 1;
  return read
    .map(
      ({ words, asks, yesNo, ofUs }, at) =>
        (ofUs && !/\byou\b/.test(words.out.join(" ")) ? "do you " : yesNo ? "does " : "") +
        shapes.spokenAlone(words.out, written).join(" ") +
        (asks ? "?" : at < last ? "." : ""),
    )
    .filter((text) => text.replace(/[?.]/, "").trim())
    .join(" ");
}

function wordsOf(sentence: string, language: PivotLanguage, romanised: boolean) {
  // "و25 ألف في قطر": "and" written on a number is a word of its own.
  // ("1 lakh OTP + sender ID": a plus on its own is the word.)
  const written = sentence
    .replace(/(^|\s)\+(?=\s)/gu, "$1plus")
    // ("25k/month", "5000/महीना", "10000 otp/month": a count a month, which the slash would join.)
    .replace(/(\d(?:k|K|l|L)?|\b(?:otps?|OTPs?|sms|SMS|msgs?|messages?))\s?\/\s?(?=\p{L})/gu, "$1 per ")
    // ("50,000", "1,00,000": one number, which the reading's punctuation would split in two.)
    .replace(
      /(?<!\d)([1-9]\d{0,2})((?:[,٬]\d{2,3})+)(?!\d)/gu,
      (_match, head: string, groups: string) => `${head}${groups.replace(/[,٬]/gu, "")}`,
    );
  const text = amountsOf(
    timesOf(
      normalizeAnyScript(written).replace(shapes.andWhat, "$1and what ").replace(shapes.andBefore, "$1and "),
    ),
  )
    .replace(/\s+/g, " ")
    .trim();
  const tokens = text.split(" ").filter(Boolean);
  const tokenForms = tokens.map((token) => wordForms(token, language));
  const filler = new Set(
    romanised ? (assistantPivots[language].romanisedFiller ?? []) : (assistantPivots[language].grammar ?? []),
  );
  const terms = glossary(language, romanised);
  const out: string[] = [];
  // ("अहमदाबाद (Ahmedabad) की", "वाराणसी (Varanasi) में": a place written in both scripts is one.)
  const add = (word: string) => {
    if (word !== out[out.length - 1] || !isPlace(word)) out.push(word);
  };
  for (let at = 0; at < tokens.length; ) {
    // An English word in Arabic or Devanagari text ("DLT", "OTP", "rich card") is already the
    // understanding's word: a glossary entry of Latin words alone (a registry alias) does not rename it.
    // "بعد" ends a Gulf sentence as "too" ("ونبي رقم محلي بعد"); before another word it is "after"
    // ("بعد فتح الحساب").
    if (language === "ar" && tokens[at] === "بعد" && at < tokens.length - 1) {
      out.push("after");
      at += 1;
      continue;
    }
    const english = !romanised && latinToken.test(tokens[at] ?? "");
    const found = preferWritten(
      terms.find(
        (term) =>
          !(english && term.words.every((word) => latinToken.test(word))) &&
          matchesAt(tokenForms, at, term.words, language),
      ),
      tokens[at] ?? "",
      language,
      romanised,
    );
    if (found) {
      // "والموقع؟" opens with "and" written on the word: "and the website?" is a follow-up.
      if (at === 0 && language === "ar" && /^و../u.test(tokens[0] ?? "")) {
        const written = tokenForms.map((forms, index) => (index === 0 ? [tokens[0] ?? ""] : forms));
        if (!matchesAt(written, 0, found.words, language)) out.push("and");
      }
      // ("وكالة تسويق بدبي": "in" written on the place, which says where the visitor is.)
      const inPlace = language === "ar" && /^(?:و)?ب../u.test(tokens[at] ?? "") && isPlace(found.english);
      if (inPlace) out.push("in");
      add(found.english.toLowerCase());
      at += found.words.length;
      continue;
    }
    const token = tokens[at] ?? "";
    // "भारत में", "Bharat mein": Hindi puts "in" after the place; the English side reads it before.
    if (language === "hi" && postpositionIn.has(token)) {
      if (out.length > 0) out.splice(out.length - 1, 0, "in");
      at += 1;
      continue;
    }
    // (Not "में से", "among": "सऊदी अरब और क़तर में से किसमें सस्ता?")
    const among = postpositionIn.has(tokens[at - 1] ?? "");
    if (language === "hi" && postpositionFrom.has(token) && !among && isPlace(out[out.length - 1] ?? "")) {
      out.splice(out.length - 1, 0, "from");
      at += 1;
      continue;
    }
    if (latinToken.test(token)) {
      if (!filler.has(token)) add(token);
    } else {
      // A word the glossary does not know: what the site's own translations say it means.
      if (filler.has(token)) {
        at += 1;
        continue;
      }
      const known = lexicon(language);
      const meaning = (tokenForms[at] ?? []).map((form) => known.get(form)).find(Boolean);
      if (meaning) out.push(meaning);
      // "تقدمون هالخدمة؟", "بتعملوا تطبيقات؟": a verb of "you" (plural) asks what we do.
      else if (language === "ar" && shapes.yourVerb.test(token)) out.push("do you");
    }
    at += 1;
  }
  // ("अहमदाबाद (Ahmedabad) की pharma कंपनी": a place written in both scripts is named once.)
  return { out, written: tokens.length };
}
