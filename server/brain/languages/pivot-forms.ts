/**
 * The forms a word is looked up under: Arabic words carry a conjunction, a preposition and the
 * article in front ("وبالرياض" is "الرياض") and a pronoun behind ("تكلفته", "مكتبكم"), so each is
 * also tried without them; Hindi words are looked up as written.
 */
export type PivotLanguage = "ar" | "hi";

const arabicPrefixes = /^(?:و|ف)?(?:ب|ك|ل)?(?:ال|لل)?/;
const arabicSuffixes = /(?:هما|كما|ها|هم|كم|نا|ه|ي)$/;
const MIN_STEM = 3;

export function wordForms(word: string, language: PivotLanguage): string[] {
  if (language !== "ar") return [word];
  const noConjunction = word.replace(/^(?:و|ف)(?=..)/, "");
  // "بالسعودية", "للسعودية": the name with its article, as the content writes it.
  // (And the Levant's "ع" for "على": "عالكويت", to Kuwait; not "عالي", high.)
  const withArticle = noConjunction
    .replace(/^(?:ب|ك|ل)(?=ال)/, "")
    .replace(/^ع(?=ال...)/, "")
    .replace(/^لل(?=.)/, "ال");
  const bare = word.replace(arabicPrefixes, "");
  // ("عالواتساب", on WhatsApp: the name without its article too, as the glossary writes it.)
  const onThe = /^ع(?=ال...)/.test(noConjunction) ? [withArticle.slice(2)] : [];
  // ("بتحفظوا", "تحتفظوا": the spoken "you" plural ends in "وا" where the written one has "ون".)
  const spokenPlural = [noConjunction, bare]
    .filter((form) => /^ت..+وا$/.test(form))
    .map((form) => `${form.slice(0, -2)}ون`);
  const candidates = [word, noConjunction, withArticle, bare, ...onThe, ...spokenPlural];
  for (const form of [word, noConjunction, bare]) {
    const cut = form.replace(arabicSuffixes, "");
    if (cut !== form && cut.length >= MIN_STEM) candidates.push(cut);
    // ("تكلفتها", its cost: a feminine noun's "ة" is written "ت" before the pronoun.)
    if (cut !== form && cut.length > MIN_STEM && cut.endsWith("ت")) candidates.push(`${cut.slice(0, -1)}ه`);
  }
  return [...new Set(candidates.filter((form) => form.length >= 2))];
}

/** The forms a glossary's own word matches under: as written, and without its article ("الرياض"). */
export function glossaryForms(word: string, language: PivotLanguage): string[] {
  if (language !== "ar" || !word.startsWith("ال") || word.length < 5) return [word];
  return [word, word.slice(2)];
}
