/**
 * Countries we do not send SMS to, named in a question: the contact form's
 * country list (ISO codes) with English names from Intl.DisplayNames, minus
 * the markets in the content registry. Whole-word matches on normalised text.
 */
import { smsCountries, smsCountryEntriesIn } from "../../app/content/catalogue.ts";
import { countryCodes } from "../../app/content/countries.ts";
import { intlLocale, type Locale } from "../../app/content/locales.ts";
import { answerLocale } from "./languages/answer-locale.ts";
import { say } from "./say.ts";
import { normalize } from "./text.ts";

const served = new Set(smsCountries.map((country) => country.isoCode));
const english = new Intl.DisplayNames(["en"], { type: "region" });

/**
 * Names people write that the ISO list spells otherwise, and the big cities of the nearby
 * countries we do not serve ("SMS to Muscat and Riyadh?"), and the words for their numbers ("an
 * Egyptian number", "Omani numbers").
 */
const commonNames: Record<string, string[]> = {
  US: ["usa", "america", "new york"],
  GB: ["uk", "britain", "england", "london"],
  OM: ["muscat", "salalah", "sohar", "omani"],
  JO: ["amman"],
  EG: ["cairo", "alexandria", "egyptian"],
  PK: ["karachi", "lahore", "islamabad"],
  BD: ["dhaka"],
  NP: ["kathmandu"],
  LK: ["colombo"],
  IQ: ["baghdad", "erbil", "basra"],
  LB: ["beirut"],
};

/** Normalised name → ISO code, longest first so "south africa" wins over a shorter name. */
const unserved: [string, string][] = countryCodes
  .filter((code) => !served.has(code))
  .flatMap((code): [string, string][] => {
    const name = english.of(code);
    if (!name || name === code) return [];
    // ("Hong Kong SAR China" is "Hong Kong" as people write it.)
    const short = name.split(" SAR ")[0] ?? name;
    return [...new Set([name, short])].map((each): [string, string] => [normalize(each), code]);
  })
  .filter(([key]) => key.length > 3)
  .concat(
    Object.entries(commonNames).flatMap(([code, names]) =>
      served.has(code) ? [] : names.map((name): [string, string] => [name, code]),
    ),
  )
  .sort((a, b) => b[0].length - a[0].length);

/** Names of places we do not serve, never read as a misspelt market ("amman" is not "ajman"). */
export const unservedNames: ReadonlySet<string> = new Set(unserved.map(([name]) => name));

const namesIn = new Map<Locale, Intl.DisplayNames>();

/** A country's name in the language being answered in ("Oman", "عُمان", "ओमान"). */
function countryName(code: string): string {
  const locale = answerLocale();
  let names = namesIn.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([intlLocale[locale]], { type: "region" });
    namesIn.set(locale, names);
  }
  // ("Hong Kong SAR China": said as people say it.)
  return (names.of(code) ?? code).replace(/ SAR China$/, "");
}

/** The first country we do not serve that the question names, if any. */
export function unservedCountry(question: string): string | undefined {
  const text = ` ${normalize(question)} `;
  const code = unserved.find(([key]) => destinationNamed(text, key))?.[1];
  return code ? countryName(code) : undefined;
}

/** "We do not list Sudan among our SMS markets…": the sentence for a country we do not serve, if named. */
export function unservedSentence(question: string): string | undefined {
  const elsewhere = unservedCountry(question);
  const ours = smsCountryEntriesIn(answerLocale()).map((entry) => entry.shortName);
  return elsewhere ? say.unservedMarket(elsewhere, ours) : undefined;
}

/**
 * Where the visitor is ("a software company in Jordan", "we are based in Egypt") is not where
 * they send: a name only after such words is no country asked about.
 */
const origin =
  /\b(company|companies|business|firm|agency|startup|house|we are|we re|im|i am|based|located|office|offices|headquartered) in $|\bfrom $/;

function destinationNamed(text: string, key: string): boolean {
  for (let at = text.indexOf(` ${key} `); at >= 0; at = text.indexOf(` ${key} `, at + 1))
    if (!origin.test(text.slice(Math.max(0, at - 40), at + 1))) return true;
  return false;
}
