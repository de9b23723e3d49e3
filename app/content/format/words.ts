/**
 * The words the formatters need besides Intl's own: units Intl cannot name
 * ("working day"), vague amounts, and how ranges and offsets are joined. One
 * module per locale (en.ts), so a translator writes these too.
 */
import type { DurationUnit } from "../facts/types.ts";
import type { PluralForms } from "./plural.ts";

export interface FormatWords {
  /**
   * Numbers a language writes as words in running text, by value: English writes one to nine
   * ("one to two weeks"). Empty where digits are the norm.
   */
  spelledNumbers: readonly string[];
  /** Each unit with its count: "{count} working days". */
  units: Record<DurationUnit, PluralForms>;
  /** "a few working days". */
  few: Record<DurationUnit, string>;
  /** "several weeks". */
  several: Record<DurationUnit, string>;
  /** Two ends of a range: "{min} to {max}" (durations, hours, days of the week). */
  range: string;
  /** An approximate upper bound: "around {value}". */
  approximate: string;
  /** A UTC offset: "UTC{offset}" with offset "+4" or "+5:30". */
  utcOffset: string;
  /** A one-time fee: "{amount} one-time". */
  oneTimeFee: string;
  /** Opening hours: "{days}, {hours} {zone} ({utcOffset})". */
  openingHours: string;
}
