import { findSmsCountry } from "./catalogue.ts";
import type { SmsRate } from "./page-schemas.ts";

/**
 * Published per-segment SMS rates in USD, excluding taxes, by market slug (its
 * file in sms-countries/, whose name and ISO code each rate carries). One
 * segment is up to 160 GSM-7 or 70 Unicode characters (153 or 67 per part in
 * longer messages). `transactional` covers OTPs and alerts, `promotional`
 * marketing traffic. `senderIdFee` is a one-time fee for registering one sender
 * ID with every operator in the market (0 means included); where operators
 * charge per registration, the fee covers all of them. Volume discounts are
 * quoted on request, and so is every market not listed here.
 */
const published: Record<string, Pick<SmsRate, "transactional" | "promotional" | "senderIdFee">> = {
  india: { transactional: 0.0032, promotional: 0.0028, senderIdFee: 0 },
  uae: { transactional: 0.039, promotional: 0.036, senderIdFee: 150 },
  "saudi-arabia": { transactional: 0.034, promotional: 0.032, senderIdFee: 100 },
  bahrain: { transactional: 0.029, promotional: 0.027, senderIdFee: 0 },
  kuwait: { transactional: 0.048, promotional: 0.045, senderIdFee: 300 },
  qatar: { transactional: 0.036, promotional: 0.034, senderIdFee: 100 },
};

// findSmsCountry throws for a slug without a market file, so a typo cannot hide a price.
export const smsRates: readonly SmsRate[] = Object.entries(published).map(([slug, rate]) => {
  const { name, isoCode } = findSmsCountry(slug);
  return { country: slug, countryName: name, isoCode, currency: "USD", ...rate };
});
