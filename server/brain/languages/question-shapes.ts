/**
 * How an Arabic or Hindi message asks, read before its words are (pivot.ts): its sentences and
 * questions, whether a Hindi question asks yes or no, and an Arabic verb addressed to "you".
 */
import { localAnd } from "../two-questions.ts";
import type { PivotLanguage } from "./pivot-forms.ts";

/**
 * Each sentence on its own, its question mark kept: "…कितना चार्ज है? और कितना टाइम?" asks two
 * things; so does "…का रेट क्या है और वहाँ का regulator कौन है?", each read as one, so the English
 * side answers both. (Arabic's "و" before a question word is read apart already: andBefore.)
 */
export function sentencesOf(
  message: string,
  language: PivotLanguage,
  /** Whether a word names a market or a service: "भारत और UAE में … rate कितना है?" joins two names. */
  isName: (word: string) => boolean = () => false,
): string[] {
  const asked =
    language === "hi"
      ? message.replace(localAnd, (and: string, at: number, whole: string) => {
          const before = whole.slice(0, at).trim().split(/\s+/u).pop() ?? "";
          const after =
            whole
              .slice(at + and.length)
              .trim()
              .split(/\s+/u)[0] ?? "";
          // (Nor after a count: "50,000 OTP और सर्विस अलर्ट जाएंगे, कितना पड़ेगा?" prices both.)
          const counted = whole
            .slice(0, at)
            .trim()
            .split(/\s+/u)
            .slice(-2)
            .some((word) => /^\d/u.test(word));
          return (isName(before) && isName(after)) || counted
            ? and
            : `? ${and.trim().replace(/^,\s*/u, "")} `;
        })
      : message;
  return asked.split(/(?<=[?؟।!])\s*|(?<=\.)\s+/u).filter((part) => part.trim());
}

/**
 * "…في البحرين، وما سعر رسالة المعاملات؟": "وما" before a noun is "and what" (before a verb it is
 * "and not": "وما وصلت"), so the second question keeps its question word.
 */
export const andWhat =
  /(^| )وما (?=(?:هي|هو|ال\S+|سعر|اسعار|تكلفه|مده|رسوم|شبكات|طرق|نوع|انواع|عدد)(?: |$))/gu;

/**
 * "و" ("and") joined to a number or to the question word of a second question ("وشو الشبكات",
 * "وكم ياخذ"): written apart, so "who regulates… and which networks?" reads as two questions.
 */
export const andBefore =
  /(^| )و(?= ?\d|(?:شو|شنو|كم|متى|وين|مين|ايش|اي|هل|ما|ماذا|كيف|ليش|لماذا|قديش|اديش|قداش|كام|وش) )/gu;

/** "क्या" (or "kya") first, or last before the question mark: a yes-or-no question. */
const hindiYesNo = /^(?:क्या|kya)\s|\s(?:क्या|kya)\s*\?$/iu;
/**
 * A question word anywhere: without one, a Hindi question that ends on "can" or a future verb asks
 * yes or no by its tone alone ("OTP DND नंबरों पर भी पहुँचेंगे?", "तमिल में भेज सकते हैं?").
 */
const hindiToneYesNo =
  /(?:सकते|सकता|सकती|sakte|sakta|sakti)(?:\s+(?:हैं|है|hain|hai))?\s*\?$|(?:ेंगे|ेगा|ेगी)\s*\?$/iu;
const hindiQuestionWord =
  /(?:^|\s)(?:क्या|कितना|कितने|कितनी|कब|कहाँ|कहां|कौन|कौनसा|कौन-सा|कैसे|कैसा|क्यों|किस|किसे|किसको|किसमें|kya|kitna|kitne|kitni|kab|kahan|kaun|kaunsa|kaise|kyun|kyon|kis|kise)(?=\s|[?,.]|$)/iu;

/** An Arabic present-tense verb of "you" (plural), with the colloquial "ب" and "and" in front. */
export const yourVerb = /^(?:و)?(?:ب)?ت[^\s]{2,5}(?:ون|وا)$/u;

/**
 * Whether a Hindi sentence asks yes or no, which English opens with its verb ("does…"): "क्या RCS
 * iPhone पर चलता है?", "opt-in ज़रूरी है क्या?", or by its tone alone. ("क्या नियम हैं?", three
 * words, asks what the rules are.)
 */
export function asksHindiYesNo(sentence: string): boolean {
  const text = sentence.trim();
  const yesNo = hindiYesNo.test(text) || (hindiToneYesNo.test(text) && !hindiQuestionWord.test(text));
  return (yesNo && text.split(/\s+/).length > 3) || asksHindiOfUs(text);
}

/**
 * A verb of "you" last ("website भी बनाते हो?", "DLT वाला काम भी आप करोगे?", "aap app banate ho
 * kya?"): asked of what we do, "do you…?". ("करते हैं?" is "you" only with "आप": "customers reply
 * करते हैं?" asks of them.)
 */
const youVerbLast =
  /(?:(?:ते|ती|te|ti)\s+(?:हो|ho)|(?:ोगे|ोगी|oge|ogi))(?:\s+(?:क्या|kya))?\s*\?$|^(?:(?:क्या|kya)\s+)?(?:आप|aap)\s.*(?:ते|ती|te|ti)\s+(?:हैं|hain)(?:\s+(?:क्या|kya))?\s*\?$/iu;

export function asksHindiOfUs(sentence: string): boolean {
  const text = sentence.trim();
  return (
    youVerbLast.test(text) && !hindiQuestionWord.test(text.replace(/(?:^|\s)(?:क्या|kya)(?=\s|\?|$)/giu, " "))
  );
}

/** "زين، …" opening a message is the Gulf's "fine, …", not the operator Zain (who is named in a list or with a country). */
export const agreeing = (message: string, language: PivotLanguage) =>
  language === "ar" ? message.replace(/^\s*زين\s*[،,.!]\s*/u, "") : message;

/**
 * "نعم" and "नहीं" are a reply only when they are the whole message: inside a question, "no" is
 * "not" ("जिनको नहीं मिलेगा" is "those who do not get it") and "yes" ("طيب، وكم…") only a start.
 */
export function spokenAlone(words: string[], written: number): string[] {
  if (written <= 2) return words;
  return words.flatMap((word) => (word === "no" ? ["not"] : word === "yes" ? [] : [word]));
}
