import type { FormatWords } from "./words.ts";

/**
 * Like English, Hindi running text spells one to nine ("एक से तीन कार्य दिवस"); larger counts are
 * Western digits through Intl. Hindi nouns keep one form after a number, except "महीना", whose
 * plural is "महीने".
 */
export const formatWords: FormatWords = {
  spelledNumbers: ["शून्य", "एक", "दो", "तीन", "चार", "पाँच", "छह", "सात", "आठ", "नौ"],
  units: {
    second: { other: "{count} सेकंड" },
    day: { other: "{count} दिन" },
    "working-day": { other: "{count} कार्य दिवस" },
    "business-day": { other: "{count} कार्य दिवस" },
    week: { other: "{count} सप्ताह" },
    month: { one: "{count} महीना", other: "{count} महीने" },
  },
  few: {
    second: "कुछ सेकंड",
    day: "कुछ दिन",
    "working-day": "कुछ कार्य दिवस",
    "business-day": "कुछ कार्य दिवस",
    week: "कुछ सप्ताह",
    month: "कुछ महीने",
  },
  several: {
    second: "कई सेकंड",
    day: "कई दिन",
    "working-day": "कई कार्य दिवस",
    "business-day": "कई कार्य दिवस",
    week: "कई सप्ताह",
    month: "कई महीने",
  },
  range: "{min} से {max}",
  approximate: "लगभग {value}",
  utcOffset: "UTC{offset}",
  oneTimeFee: "{amount} (एक बार)",
  openingHours: "{days}, {hours} ({zone}, {utcOffset})",
};
