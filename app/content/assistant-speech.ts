/**
 * How a reply is said on a call, in one language (assistant/speech/<locale>.ts), as the words
 * contracts/spoken-reply.ts puts in: prices, the pointer to the page, the sentences it drops.
 */
import type { SpokenWords } from "../../contracts/spoken-reply.ts";
import { assistantSpeechTexts } from "./assistant/speech/index.ts";
import { companyTextValues } from "./company/values.ts";
import { escapeRegExp } from "./format/escape-reg-exp.ts";
import { fill, fillAll } from "./format/fill.ts";
import type { Locale } from "./locales.ts";

export function spokenWordsIn(locale: Locale): SpokenWords & { apology: string } {
  const texts = fillAll(assistantSpeechTexts[locale], companyTextValues(locale), ["page", "amount"]);
  return {
    onScreen: texts.onScreen,
    onPage: (page) => fill(texts.onPage, { page }),
    cents: (amount) => fill(amount === "1" ? texts.cent : texts.cents, { amount }),
    dollars: (amount) => fill(amount === "1" ? texts.dollar : texts.dollars, { amount }),
    pointers: new RegExp(`^(?:${texts.pointers.map(escapeRegExp).join("|")})`, "iu"),
    apology: texts.apology,
  };
}
