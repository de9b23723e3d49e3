/**
 * Durations in words: "one to two weeks", "a few working days to around two weeks",
 * "one business day". Counts go through Intl.PluralRules and Intl.NumberFormat; the
 * unit words come from the locale's FormatWords, since Intl has no "working day".
 */
import type { Duration, Quantity } from "../facts/types.ts";
import { fill } from "./fill.ts";
import { plural } from "./plural.ts";
import type { FormatWords } from "./words.ts";

function count(amount: number, tag: string, words: FormatWords): string {
  return words.spelledNumbers[amount] ?? new Intl.NumberFormat(tag).format(amount);
}

/** "two weeks", "a few working days", "several weeks". */
export function formatQuantity(quantity: Quantity, tag: string, words: FormatWords): string {
  const { amount, unit } = quantity;
  if (amount === "few") return words.few[unit];
  if (amount === "several") return words.several[unit];
  return plural(words.units[unit], amount, tag, { count: count(amount, tag, words) });
}

/**
 * Whether the language writes this count with its number ("{count} weeks"), so a range can
 * leave the shared unit to its upper end. Arabic's singular and dual name no number
 * ("أسبوع", "أسبوعين"): a bare "1" or "2" before them would read as a stray digit.
 */
function writesCount(amount: number, unit: Quantity["unit"], tag: string, words: FormatWords): boolean {
  const forms = words.units[unit];
  const form = forms[new Intl.PluralRules(tag).select(amount)] ?? forms.other;
  return form.includes("{count}");
}

/**
 * A duration: a single bound, or a range whose shared unit is written once ("one to three
 * working days") where the language writes the lower count as a number; otherwise both ends
 * in full ("من أسبوع إلى أسبوعين").
 */
export function formatDuration(duration: Duration, tag: string, words: FormatWords): string {
  const max = formatQuantity(duration.max, tag, words);
  const upper = duration.approximate ? fill(words.approximate, { value: max }) : max;
  const { min } = duration;
  if (!min) return upper;
  const sameUnit =
    min.unit === duration.max.unit &&
    typeof min.amount === "number" &&
    !duration.approximate &&
    writesCount(min.amount, min.unit, tag, words);
  const lower =
    sameUnit && typeof min.amount === "number"
      ? count(min.amount, tag, words)
      : formatQuantity(min, tag, words);
  return fill(words.range, { min: lower, max: upper });
}
