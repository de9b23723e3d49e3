import type { FormatWords } from "./words.ts";

export const formatWords: FormatWords = {
  spelledNumbers: ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"],
  units: {
    second: { one: "{count} second", other: "{count} seconds" },
    day: { one: "{count} day", other: "{count} days" },
    "working-day": { one: "{count} working day", other: "{count} working days" },
    "business-day": { one: "{count} business day", other: "{count} business days" },
    week: { one: "{count} week", other: "{count} weeks" },
    month: { one: "{count} month", other: "{count} months" },
  },
  few: {
    second: "a few seconds",
    day: "a few days",
    "working-day": "a few working days",
    "business-day": "a few business days",
    week: "a few weeks",
    month: "a few months",
  },
  several: {
    second: "several seconds",
    day: "several days",
    "working-day": "several working days",
    "business-day": "several business days",
    week: "several weeks",
    month: "several months",
  },
  range: "{min} to {max}",
  approximate: "around {value}",
  utcOffset: "UTC{offset}",
  oneTimeFee: "{amount} one-time",
  openingHours: "{days}, {hours} {zone} ({utcOffset})",
};
