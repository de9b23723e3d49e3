/**
 * Arabic and Hindi text in one spelling each, so a visitor's variant and the content's meet:
 * Arabic without diacritics or tatweel, one alef, ta marbuta as ha, final ya as ya; Hindi
 * without nukta, chandrabindu as anusvara; both with Western digits (decision 120).
 */

const arabicDigits = /[\u0660-\u0669\u06F0-\u06F9]/g;
const devanagariDigits = /[\u0966-\u096F]/g;

function westernDigits(text: string): string {
  return text
    .replace(arabicDigits, (digit) => {
      const code = digit.charCodeAt(0);
      return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
    })
    .replace(devanagariDigits, (digit) => String(digit.charCodeAt(0) - 0x0966));
}

export function normalizeArabic(text: string): string {
  return (
    westernDigits(text)
      // "عمّان" (Amman, its mim doubled) is Jordan's capital, not Oman ("عُمان"): told apart before
      // the diacritics that tell them apart are dropped.
      .replace(/عَ?مّ[\u064B-\u0650\u0652]?ان/g, "عمان الاردن")
      .replace(/[\u064B-\u065F\u0670\u0640]/g, "")
      .replace(/[أإآٱ]/g, "ا")
      .replace(/ة/g, "ه")
      .replace(/ى/g, "ي")
      .replace(/ؤ/g, "و")
      .replace(/ئ/g, "ي")
      .replace(/گ/g, "ك")
      .replace(/[٫]/g, ".")
      // "لـ15 الف", "15الف": "for" (or "with") joined to a number, and a word joined after one, stand
      // apart. ("و25", "and 25", is read whole: pivot.ts.)
      .replace(/(?<![\u0621-\u064A])([لب])(?=\d)|(\d)(?=[\u0621-\u064A])/g, "$1$2 ")
  );
}

export function normalizeDevanagari(text: string): string {
  return westernDigits(text.normalize("NFD"))
    .replace(/\u093C/g, "")
    .replace(/\u0901/g, "\u0902")
    .normalize("NFC");
}

/** Lower case, one spelling per script, punctuation as spaces; Latin tokens keep @ . + - _ inside. */
export function normalizeAnyScript(text: string): string {
  return (
    normalizeDevanagari(normalizeArabic(text))
      .toLowerCase()
      .replace(/[’‘`]/g, "'")
      // "الـOTP", "بالـSMS": the article (and a preposition) on an English word, which is read bare.
      .replace(/(?<![\p{L}])(?:[وب]?[بل]?ال|و?لل)(?=[a-z0-9])/gu, "")
      // ("٥٠,٠٠٠", "50٬000": a thousands separator between digits keeps the count whole.)
      .replace(/(?<=\d)[,٬](?=\d{3}(?!\d))/g, "")
      .replace(/[؟?!,،؛;:()"“”«»।|*]+/g, " ")
      .replace(/(?<![\p{L}\p{N}])[.\-+]+|[.-]+(?![\p{L}\p{N}])/gu, " ")
      .replace(/\s+/g, " ")
      .trim()
  );
}

const arabicLetter = /[\u0620-\u064A\u066E-\u06D3]/g;
const devanagariLetter = /[\u0904-\u0939\u0958-\u0961]/g;
const latinLetter = /[a-z]/gi;

export interface ScriptCounts {
  arabic: number;
  devanagari: number;
  latin: number;
}

export function scriptCounts(text: string): ScriptCounts {
  return {
    arabic: text.match(arabicLetter)?.length ?? 0,
    devanagari: text.match(devanagariLetter)?.length ?? 0,
    latin: text.match(latinLetter)?.length ?? 0,
  };
}
