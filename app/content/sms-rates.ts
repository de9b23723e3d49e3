import type { SmsRate } from "./page-schemas";

/**
 * Published per-segment SMS rates in USD, excluding taxes. One segment is up to
 * 160 GSM-7 or 70 Unicode characters (153 or 67 per part in longer messages).
 * `transactional` covers OTPs and alerts, `promotional` marketing traffic.
 * `senderIdFee` is a one-time fee for registering one sender ID with every
 * operator in the market (0 means included); where operators charge per
 * registration, the fee covers all of them. Volume discounts are quoted on request.
 * Order follows the SMS markets in catalogue.ts.
 */
export const smsRates: readonly SmsRate[] = [
  {
    country: "india",
    countryName: "India",
    isoCode: "IN",
    currency: "USD",
    transactional: 0.0032,
    promotional: 0.0028,
    senderIdFee: 0,
  },
  {
    country: "uae",
    countryName: "United Arab Emirates",
    isoCode: "AE",
    currency: "USD",
    transactional: 0.039,
    promotional: 0.036,
    senderIdFee: 150,
  },
  {
    country: "saudi-arabia",
    countryName: "Saudi Arabia",
    isoCode: "SA",
    currency: "USD",
    transactional: 0.034,
    promotional: 0.032,
    senderIdFee: 100,
  },
  {
    country: "bahrain",
    countryName: "Bahrain",
    isoCode: "BH",
    currency: "USD",
    transactional: 0.029,
    promotional: 0.027,
    senderIdFee: 0,
  },
  {
    country: "kuwait",
    countryName: "Kuwait",
    isoCode: "KW",
    currency: "USD",
    transactional: 0.048,
    promotional: 0.045,
    senderIdFee: 300,
  },
  {
    country: "qatar",
    countryName: "Qatar",
    isoCode: "QA",
    currency: "USD",
    transactional: 0.036,
    promotional: 0.034,
    senderIdFee: 100,
  },
];
