/**
 * The company's facts. The e-mail addresses, phone and postal address are
 * placeholders an operator replaces here (no real ones were given): every page,
 * the footer, the structured data and the assistant read them from here.
 */
import type { CompanyFacts, TimeZone } from "../facts/types.ts";
import { companyName } from "./name.ts";

const GULF: TimeZone = { id: "Asia/Dubai", abbreviation: "GST", utcOffsetMinutes: 240 };

export const companyFacts: CompanyFacts = {
  name: companyName,
  legalName: "Relaywave Communications",
  foundedYear: 2016,
  address: "Relaywave Communications, 100 Example Street, Suite 400, Dubai, United Arab Emirates",
  offices: [
    { id: "dubai", country: "AE", timeZone: GULF, headquarters: true },
    {
      id: "bengaluru",
      country: "IN",
      timeZone: { id: "Asia/Kolkata", abbreviation: "IST", utcOffsetMinutes: 330 },
      headquarters: false,
    },
    {
      id: "riyadh",
      country: "SA",
      timeZone: { id: "Asia/Riyadh", abbreviation: null, utcOffsetMinutes: 180 },
      headquarters: false,
    },
  ],
  openingHours: { days: { from: "sunday", to: "thursday" }, from: "09:00", to: "18:00", timeZone: GULF },
  emails: {
    general: "hello@relaywave.example",
    sales: "sales@relaywave.example",
    careers: "careers@relaywave.example",
    privacy: "privacy@relaywave.example",
  },
  phone: { display: "+1 (555) 010-0199", e164: "+15550100199" },
  salesReplyTime: { max: { amount: 1, unit: "business-day" } },
  supportLanguages: ["en", "ar"],
  uptimeTargetPercent: 99.95,
  payment: { methods: ["prepaid-credit", "monthly-billing"], currency: "USD", taxesIncluded: false },
  accountOpeningFee: 0,
  testAccount: { offered: true, withCredits: true },
  // The site offers a test account with credits after a call, and never says "free trial": the
  // assistant answers a trial question with that account, and says no time limit is stated.
  freeTrial: null,
  minimumCommitment: { payAsYouGo: "none", committedPlans: "monthly-minimum-agreed" },
  // "Volume discounts start from a committed monthly volume": no threshold is published.
  volumeDiscounts: { offered: true, thresholds: null },
  // No page states a certification.
  certifications: null,
  privacy: {
    conversationRetentionDays: 90,
    enquiryRetentionMonths: 24,
    logRetentionDays: 90,
    usualResponseDays: 30,
    minimumAge: 18,
  },
};
