/**
 * Countries we do not send SMS to, named in a question: the contact form's
 * country list (ISO codes) with English names from Intl.DisplayNames, minus
 * the markets in the content registry. Whole-word matches on normalised text.
 */
import { smsCountries } from "../../app/content/catalogue.ts";
import { countryCodes } from "../../app/content/countries.ts";
import { normalize } from "./text.ts";

const served = new Set(smsCountries.map((country) => country.isoCode));
const english = new Intl.DisplayNames(["en"], { type: "region" });

/** Normalised name → display name, longest first so "south africa" wins over a shorter name. */
const unserved: [string, string][] = countryCodes
  .filter((code) => !served.has(code))
  .flatMap((code): [string, string][] => {
    const name = english.of(code);
    return name && name !== code ? [[normalize(name), name]] : [];
  })
  .filter(([key]) => key.length > 3)
  .sort((a, b) => b[0].length - a[0].length);

/** The first country we do not serve that the question names, if any. */
export function unservedCountry(question: string): string | undefined {
  const text = ` ${normalize(question)} `;
  return unserved.find(([key]) => text.includes(` ${key} `))?.[1];
}
