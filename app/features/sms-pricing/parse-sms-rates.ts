import type { SmsRate } from "~/content/page-schemas";

function isRate(value: unknown): value is SmsRate {
  if (typeof value !== "object" || value === null) return false;
  const rate = value as Record<string, unknown>;
  return (
    typeof rate.country === "string" &&
    typeof rate.countryName === "string" &&
    typeof rate.isoCode === "string" &&
    rate.currency === "USD" &&
    typeof rate.transactional === "number" &&
    typeof rate.promotional === "number" &&
    typeof rate.senderIdFee === "number"
  );
}

/**
 * Checks the shape of the sms-rates answer in the browser without shipping a
 * schema library; the server validates the same data with zod (smsRatesSchema).
 */
export function parseSmsRates(body: unknown): SmsRate[] {
  if (!Array.isArray(body) || body.length === 0 || !body.every(isRate)) {
    throw new Error("The rates service answered with data in an unexpected shape.");
  }
  return body;
}
