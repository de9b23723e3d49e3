/**
 * The prices editor's form: one row per market of the site, three text fields per row.
 * A row left empty is quoted "On request" (left out of the list, as the server expects).
 * The limits are smsRateSchema's (a test keeps them in step) without shipping zod.
 */

import type { SmsRate } from "~/content/page-schemas.ts";
import type { SmsCountryEntry } from "~/content/schema.ts";

export const rateFields = ["transactional", "promotional", "senderIdFee"] as const;
export type RateField = (typeof rateFields)[number];

export const fieldLabels: Record<RateField, { column: string; unit: string; name: string }> = {
  transactional: { column: "Transactional", unit: "USD per SMS", name: "transactional rate" },
  promotional: { column: "Promotional", unit: "USD per SMS", name: "promotional rate" },
  senderIdFee: { column: "Sender ID fee", unit: "USD, one-time", name: "sender ID fee" },
};

/** smsRateSchema (decision 052): prices from 0.0001 to 10 USD, the fee from 0 to 1000 USD, 6 decimals at most. */
export const limits: Record<RateField, { min: number; max: number }> = {
  transactional: { min: 0.0001, max: 10 },
  promotional: { min: 0.0001, max: 10 },
  senderIdFee: { min: 0, max: 1000 },
};
const MAX_DECIMALS = 6;

export type Market = Pick<SmsCountryEntry, "name" | "isoCode"> & { slug: string };
export type FormValues = Record<string, Record<RateField, string>>;
export type FormErrors = Record<string, Partial<Record<RateField, string>>>;

/** The accessible name of one input: "Qatar transactional rate (USD per SMS)". */
export function inputName(market: Market, field: RateField): string {
  return `${market.name} ${fieldLabels[field].name} (${fieldLabels[field].unit})`;
}

export function toFormValues(markets: readonly Market[], rates: readonly SmsRate[]): FormValues {
  const values: FormValues = {};
  for (const market of markets) {
    const rate = rates.find((item) => item.country === market.slug);
    values[market.slug] = {
      transactional: rate ? String(rate.transactional) : "",
      promotional: rate ? String(rate.promotional) : "",
      senderIdFee: rate ? String(rate.senderIdFee) : "",
    };
  }
  return values;
}

function fieldError(field: RateField, text: string): string | null {
  const value = text.trim();
  if (value === "") return "Enter an amount, or clear the whole row to quote it on request.";
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(value)) return "Enter a number in USD, such as 0.035.";
  const amount = Number(value);
  const { min, max } = limits[field];
  if (amount > max || amount < min)
    return field === "senderIdFee"
      ? "Enter a fee from 0 to 1000 USD."
      : "Enter a price from 0.0001 to 10 USD.";
  // As the server counts them: the number's own decimals, so "0.50" is 0.5.
  if ((String(amount).split(".")[1] ?? "").length > MAX_DECIMALS)
    return `Enter at most ${MAX_DECIMALS} decimals.`;
  return null;
}

/** The list to PUT, or the message for each field that is wrong. */
export function readForm(
  markets: readonly Market[],
  values: FormValues,
): { ok: true; rates: SmsRate[] } | { ok: false; errors: FormErrors } {
  const rates: SmsRate[] = [];
  const errors: FormErrors = {};
  for (const market of markets) {
    const row = values[market.slug];
    if (!row || rateFields.every((field) => row[field].trim() === "")) continue;
    const rowErrors: Partial<Record<RateField, string>> = {};
    for (const field of rateFields) {
      const problem = fieldError(field, row[field]);
      if (problem) rowErrors[field] = problem;
    }
    if (Object.keys(rowErrors).length > 0) {
      errors[market.slug] = rowErrors;
      continue;
    }
    rates.push({
      country: market.slug,
      countryName: market.name,
      isoCode: market.isoCode,
      currency: "USD",
      transactional: Number(row.transactional),
      promotional: Number(row.promotional),
      senderIdFee: Number(row.senderIdFee),
    });
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, rates };
}
