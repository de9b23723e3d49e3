/**
 * The shapes of the site's facts (decision 058): what a visitor may ask about, as
 * language-neutral data (numbers, codes, abbreviations, brand names, times, enums,
 * slugs). Words that need translating live in the text modules, keyed to line up
 * with these. A fact the site does not state is `null`, never a guess, so the
 * assistant can say "we do not publish that". facts/schemas.ts validates them.
 */
import type { IconName } from "../schema.ts";

/** A wall-clock time, 24-hour "HH:MM". */
export type ClockTime = string;

export type Weekday = "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";

/** Units of the durations the site states; those without an Intl unit are named by the text modules. */
export type DurationUnit = "second" | "day" | "working-day" | "business-day" | "week" | "month";

/** How many: a number, or the vague "a few" or "several" the copy uses where it gives no number. */
export type Amount = number | "few" | "several";

export interface Quantity {
  amount: Amount;
  unit: DurationUnit;
}

/** "One to two weeks" is {min: 1 week, max: 2 weeks}; "within a few working days" has no min. */
export interface Duration {
  min?: Quantity;
  max: Quantity;
  /** "around two weeks": the upper bound is approximate. */
  approximate?: boolean;
}

export interface TimeZone {
  /** IANA zone, e.g. "Asia/Kolkata". */
  id: string;
  /** The abbreviation the site writes ("IST", "GST"), or null where it writes none. */
  abbreviation: string | null;
  utcOffsetMinutes: number;
}

/** A daily window in one time zone, e.g. India's promotional traffic, 10:00 to 21:00 IST. */
export interface TimeWindow {
  from: ClockTime;
  to: ClockTime;
  timeZone: TimeZone;
}

export interface OpeningHours extends TimeWindow {
  days: { from: Weekday; to: Weekday };
}

/** BCP 47 language codes, named in each locale by Intl.DisplayNames. */
export type LanguageCode = string;

export interface SampleMessageFacts {
  /** The alphanumeric sender ID (at most 11 characters). */
  sender: string;
  /** The message's own language, whatever the page's: Arabic is set right to left. */
  lang: "ar" | "hi";
  text: string;
}

export interface Operator {
  /** The brand as written: "stc", "e&", "Vi". */
  name: string;
  /** Shown in parentheses where the site names it: "Vodafone Idea", "Etisalat", "Beyon". */
  alsoKnownAs?: string;
}

/** Keys of the documents the text modules name (site/en.ts `documents`). */
export type DocumentKey =
  | "commercial-registration"
  | "commercial-licence"
  | "trade-licence"
  | "authorisation-letter"
  | "authorisation-letter-on-letterhead"
  | "authorisation-letter-stamped"
  | "pan"
  | "gst-certificate"
  | "other-business-proof";

/** One document, or one of several ("PAN, GST certificate or other business proof"). */
export type DocumentRequirement = DocumentKey | { anyOf: readonly DocumentKey[] };

/** India's DLT categories; each message is sent under one, on a registered template. */
export type MessageCategory = "transactional" | "service-implicit" | "service-explicit" | "promotional";

export interface SenderIdFacts {
  format: "alphanumeric";
  /** Longest sender ID the market allows, or null where the site states none. */
  maxLength: number | null;
  /** India's headers are exactly six characters. */
  exactLength?: number;
  /** Who registers it: on India's DLT platforms, with each operator, or through a licensed provider. */
  registeredWith: "dlt" | "operators" | "each-operator" | "licensed-provider";
  /** Whether registration is required before use, or only typically (Bahrain). */
  registration: "required" | "typical";
  /** Promotional traffic: a separate sender ID, marked as the market requires. */
  promotional: {
    separateSenderId: boolean;
    /** "AD-" before the name (UAE). */
    prefix: string | null;
    /** "-AD" after the name (Saudi Arabia). */
    suffix: string | null;
    /** India sends promotional traffic from numeric headers. */
    numericHeaders?: boolean;
  };
  /** What happens to traffic on an unregistered sender ID, as the market page states it. */
  unregisteredTraffic: "blocked" | "blocked-or-replaced" | "not-delivered";
}

export interface MarketFacts {
  /** Place in menus and cards, lowest first. */
  order: number;
  /** ISO 3166-1 alpha-2. */
  isoCode: string;
  /** The Gulf (GCC) markets or South Asia: "the cheapest rate in the Gulf" compares the first. */
  region: "gulf" | "south-asia";
  dialCode: string;
  /** The market's local time as the site writes it; null where no page states one. */
  timeZone: TimeZone | null;
  /** Cities the market covers, as the assistant recognises them ("Riyadh", "Bengaluru"). */
  cities: readonly string[];
  regulator: {
    abbreviation: string;
    /** Former abbreviations the site states ("CITC"). */
    formerly: readonly string[];
    /** The rules the site names it under, e.g. TCCCPR 2018. */
    regulation: { abbreviation: string; year: number } | null;
  };
  operators: readonly Operator[];
  /** Virtual operators on the networks are covered too, where the site says so. */
  includesVirtualOperators: boolean;
  senderId: SenderIdFacts;
  /** India's DLT: the business, its headers and its templates are registered. */
  dlt: {
    categories: readonly MessageCategory[];
    /** URLs, APK links and call-back numbers must be whitelisted. */
    linksWhitelisted: boolean;
    /** Principal Entity registration; headers and templates take `approvalTime`. */
    entityApproval: Duration;
  } | null;
  /** What the market's registration asks for; foreign companies provide equivalents. */
  documents: readonly DocumentRequirement[];
  /** Sender ID registration, from submission to active; null where the market page states none. */
  approvalTime: Duration | null;
  /** Hours for promotional traffic, or null where the site states none. */
  promotionalHours: TimeWindow | null;
  /** Whether the site calls those hours typical rather than fixed (UAE). */
  promotionalHoursTypical: boolean;
  /**
   * With no window: the timing guidance the page gives instead (Qatar: "reasonable local hours",
   * adjusted during Ramadan), or null where it gives none.
   */
  promotionalTiming: "reasonable-local-hours" | null;
  /** OTPs and alerts go at any hour; null where the market page does not say. */
  transactionalAnyHour: boolean | null;
  consent: {
    /** Promotional messages only to people who agreed to receive them (null: not stated). */
    promotionalOptIn: boolean | null;
    /** Every promotional message offers a way to opt out (null: not stated). */
    optOut: boolean | null;
    /** Promotional messages must identify the sender (Qatar). */
    senderIdentification: boolean;
    /** Promotional traffic is checked against a do-not-disturb register (India's NCPR). */
    dndRegister: string | null;
  };
  /** Languages the market's traffic uses; any script goes as Unicode. */
  languages: { main: readonly LanguageCode[]; regional: readonly LanguageCode[] };
  /** The facts the page's "at a glance" list shows, in order. */
  atAGlance: readonly MarketFactRow[];
  /** The icon each use case card draws, in page order. */
  useCaseIcons: readonly IconName[];
  sampleMessage: SampleMessageFacts;
}

/** The rows a market page's "at a glance" list can show, each rendered from the facts. */
export type MarketFactRow =
  | "regulator"
  | "operators"
  | "senderId"
  | "documents"
  | "messageCategories"
  | "promotionalHours"
  | "links"
  | "unregisteredTraffic"
  | "otpDelivery"
  | "registrationTime"
  | "consent"
  | "transactionalTraffic"
  | "languages"
  | "segments"
  | "timeZone";

export type IntegrationMethod = "rest-api" | "smpp" | "webhooks" | "sip" | "dashboard" | "meta-cloud-api";

export interface ServiceFacts {
  order: number;
  icon: IconName;
  /** Feature keys in page order; each text module names and describes every one. */
  features: readonly string[];
  /** The icon each feature card (by key) and each use case card (in page order) draws. */
  icons: { features: Readonly<Record<string, IconName>>; useCases: readonly IconName[] };
  /** The ways to connect that the service page states. */
  integrations: readonly IntegrationMethod[];
  /** Client SDKs: no page states any (its examples use plain HTTP), so not stated. */
  sdks: null;
  /** Only SMS publishes prices (per market, in sms-rates.ts); everything else is quoted. */
  pricesPublished: boolean;
  /** Set-up and build times the page states, by name ({goLive} in its texts); empty where none. */
  setupTimes: Readonly<Record<string, Duration>>;
  /** Other numbers the page states, by name ({otpDeliverySeconds} in its texts). */
  figures: Readonly<Record<string, number>>;
  /** Whether the page quotes the platform's uptime target (company facts). */
  statesUptimeTarget: boolean;
  /** SMS markets the service covers by slug, "all" of them, or null where the page names none. */
  markets: readonly string[] | "all" | null;
  /** Languages the service speaks (text-to-speech, agents), where stated. */
  languages: readonly LanguageCode[] | null;
}

export interface Office {
  id: string;
  country: string;
  timeZone: TimeZone;
  headquarters: boolean;
}

export type ContactKey = "general" | "sales" | "careers" | "privacy";

export interface CompanyFacts {
  name: string;
  legalName: string;
  foundedYear: number;
  /** A placeholder postal address an operator replaces (the README says where). */
  address: string;
  offices: readonly Office[];
  openingHours: OpeningHours;
  emails: Record<ContactKey, string>;
  /** Displayed form and the E.164 form of tel: links. */
  phone: { display: string; e164: string };
  /** Sales answers every enquiry within this. */
  salesReplyTime: Duration;
  /** The languages sales and support speak (schema.org's contact point). */
  supportLanguages: readonly LanguageCode[];
  /** The platform's uptime target, in percent. */
  uptimeTargetPercent: number;
  payment: {
    /** Pay-as-you-go buys prepaid credit; committed plans are billed monthly. */
    methods: readonly ("prepaid-credit" | "monthly-billing")[];
    currency: "USD";
    taxesIncluded: boolean;
  };
  /** Opening an account costs nothing. */
  accountOpeningFee: number;
  /** A test account with credits after a short call; whether it is free is not stated. */
  testAccount: { offered: boolean; withCredits: boolean };
  /** No page offers a "free trial" as such. */
  freeTrial: null;
  minimumCommitment: {
    payAsYouGo: "none";
    /** Committed plans have a monthly minimum agreed in advance; its amount is not stated. */
    committedPlans: "monthly-minimum-agreed";
  };
  /** Lower rates for committed monthly volumes; the thresholds are not stated. */
  volumeDiscounts: { offered: boolean; thresholds: null };
  /** No page states a certification (ISO 27001, SOC 2...). */
  certifications: null;
  privacy: {
    conversationRetentionDays: number;
    enquiryRetentionMonths: number;
    logRetentionDays: number;
    /** Requests about personal data are usually answered within this many days. */
    usualResponseDays: number;
    /** The site is not directed at anyone under this age. */
    minimumAge: number;
  };
}

export type EmploymentType = "full-time" | "part-time" | "contract";
export type Team = "engineering" | "solutions" | "customer-success" | "sales";

export interface OpenRole {
  id: string;
  team: Team;
  type: EmploymentType;
  /** An office id, or null for a remote role. */
  office: string | null;
  /** "office": based at the office, hybrid or not unstated; "hybrid" where the role says so. */
  workplace: "office" | "hybrid" | "remote";
  /** The time zones a remote role works in, as UTC offsets in minutes. */
  remoteUtcOffsets?: { from: number; to: number };
}

export interface CareersFacts {
  roles: readonly OpenRole[];
}
