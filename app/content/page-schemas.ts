/**
 * Shapes of the one-off pages (home, about, careers...) as they are rendered;
 * their text modules (pages/<page>/<locale>.ts) have the same shape with
 * `{placeholders}` for the facts they repeat (decision 058). Shared building
 * blocks live in schema.ts. Like schema.ts, content modules import only types.
 */
import { z } from "zod";
import {
  cardSchema,
  ctaSchema,
  factSchema,
  faqSchema,
  heroSchema,
  linkSchema,
  seoSchema,
  slugSchema,
} from "./schema.ts";

const paragraphs = z.array(z.string().min(40).max(700)).min(1).max(6);

/** A titled section that introduces a list rendered from other content. */
const sectionIntroSchema = z.object({
  title: z.string().min(5).max(80),
  intro: z.string().min(30).max(400),
});

export const homePageSchema = z.object({
  seo: seoSchema,
  hero: heroSchema,
  /** Headline numbers under the hero. */
  highlights: z.array(factSchema).min(3).max(4),
  services: sectionIntroSchema,
  why: sectionIntroSchema.extend({ items: z.array(cardSchema).min(3).max(6) }),
  markets: sectionIntroSchema,
  steps: sectionIntroSchema.extend({ items: z.array(cardSchema).min(3).max(4) }),
  faqs: z.array(faqSchema).min(3).max(6),
  cta: ctaSchema,
  /** The text alternative of the hero's product drawing (app/assets/illustrations/home.svg). */
  illustration: z.string().min(40).max(300),
});

export const servicesOverviewPageSchema = z.object({
  seo: seoSchema,
  hero: heroSchema,
  overview: paragraphs,
  /** Heading above the grid of service cards. */
  catalogue: sectionIntroSchema,
  /** Heading above the grid of SMS country cards. */
  markets: sectionIntroSchema,
  /** "Which channel when": short guidance cards. */
  guidance: sectionIntroSchema.extend({ items: z.array(cardSchema).min(3).max(6) }),
  cta: ctaSchema,
  /** The text alternative of the hero's drawing (app/assets/illustrations/services.svg). */
  illustration: z.string().min(40).max(300),
});

export const aboutPageSchema = z.object({
  seo: seoSchema,
  hero: heroSchema,
  story: sectionIntroSchema.extend({ paragraphs }),
  highlights: z.array(factSchema).min(3).max(4),
  values: sectionIntroSchema.extend({ items: z.array(cardSchema).min(3).max(6) }),
  approach: sectionIntroSchema.extend({ items: z.array(cardSchema).min(3).max(5) }),
  cta: ctaSchema,
  /** The text alternative of the hero's product drawing (app/assets/illustrations/about.svg). */
  illustration: z.string().min(40).max(300),
});

export const contactPageSchema = z.object({
  seo: seoSchema,
  hero: heroSchema,
  /** Ways to reach the company; e-mail and phone come from company.ts. */
  channels: sectionIntroSchema,
  hours: z.string().min(10).max(200),
  /** What happens after a prospect gets in touch. */
  nextSteps: sectionIntroSchema.extend({ items: z.array(cardSchema).min(3).max(4) }),
  faqs: z.array(faqSchema).min(3).max(6),
  /** The text alternative of the hero's product drawing (app/assets/illustrations/contact.svg). */
  illustration: z.string().min(40).max(300),
});

export const jobOpeningSchema = z.object({
  title: z.string().min(5).max(80),
  team: z.string().min(2).max(40),
  location: z.string().min(2).max(60),
  /** "Full-time": the employment type in the page's language. */
  type: z.string().min(2).max(40),
  summary: z.string().min(40).max(400),
});

export const careersPageSchema = z.object({
  seo: seoSchema,
  hero: heroSchema,
  overview: paragraphs,
  benefits: sectionIntroSchema.extend({ items: z.array(cardSchema).min(3).max(8) }),
  openings: sectionIntroSchema.extend({ items: z.array(jobOpeningSchema).min(2).max(8) }),
  hiringProcess: sectionIntroSchema.extend({ items: z.array(cardSchema).min(3).max(5) }),
  cta: ctaSchema,
  /** The text alternative of the hero's product drawing (app/assets/illustrations/careers.svg). */
  illustration: z.string().min(40).max(300),
});

/** The careers page's texts: each open role's title and summary by role id (careers/facts.ts). */
export const careersPageTextsSchema = careersPageSchema.extend({
  openings: sectionIntroSchema.extend({
    roles: z.record(
      z.string(),
      z.object({ title: jobOpeningSchema.shape.title, summary: jobOpeningSchema.shape.summary }),
    ),
  }),
});

export const privacySectionSchema = z.object({
  heading: z.string().min(3).max(80),
  paragraphs: z.array(z.string().min(20).max(900)).min(1).max(6),
  list: z.array(z.string().min(5).max(300)).max(10).optional(),
});

export const privacyPageSchema = z.object({
  seo: seoSchema,
  title: z.string().min(5).max(60),
  /** ISO date, shown as "Last updated". */
  lastUpdated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  intro: z.string().min(40).max(700),
  sections: z.array(privacySectionSchema).min(6).max(16),
});

export const pricingPageSchema = z.object({
  seo: seoSchema,
  hero: heroSchema,
  overview: paragraphs,
  table: z.object({
    caption: z.string().min(10).max(120),
    /** Shown under the table, e.g. taxes, segments, volume discounts. */
    notes: z.array(z.string().min(20).max(300)).min(2).max(6),
  }),
  included: sectionIntroSchema.extend({ items: z.array(cardSchema).min(3).max(6) }),
  faqs: z.array(faqSchema).min(3).max(6),
  cta: ctaSchema,
  /** The text alternative of the hero's product drawing (app/assets/illustrations/pricing.svg). */
  illustration: z.string().min(40).max(300),
});

export const notFoundPageSchema = z.object({
  seo: seoSchema,
  /** Above the heading: "Error 404". */
  eyebrow: z.string().min(2).max(40),
  title: z.string().min(5).max(60),
  body: z.string().min(20).max(300),
  links: z.array(linkSchema).min(2).max(6),
  /** The text alternative of the page's drawing (app/assets/illustrations/not-found.svg). */
  illustration: z.string().min(40).max(300),
});

/** Letters of any script, spaces and - ' ’ ( ) & . , only: no line breaks or markup in a market's name (decision 052). */
export const COUNTRY_NAME = /^[\p{L}\p{M} '’()&.,-]+$/u;
export const COUNTRY_NAME_MESSAGE =
  "A country name may hold only letters, spaces and - ' ’ ( ) & . , characters.";
/** Prices per SMS segment, in USD (decision 052). */
export const PRICE_MIN = 0.0001;
export const PRICE_MAX = 10;
export const FEE_MAX = 1000;
export const MAX_DECIMALS = 6;

/**
 * At most 6 decimals: what a price list holds, and never float noise (0.30000000000000004)
 * or a denormal (1e-320). Within the ranges below String() never uses an exponent.
 */
export const hasAtMostSixDecimals = (value: number) => {
  const text = String(value);
  return !/e/i.test(text) && (text.split(".")[1] ?? "").length <= MAX_DECIMALS;
};

const price = (what: string) =>
  z
    .number()
    .min(PRICE_MIN, `A ${what} must be from ${PRICE_MIN} to ${PRICE_MAX} USD.`)
    .max(PRICE_MAX, `A ${what} must be from ${PRICE_MIN} to ${PRICE_MAX} USD.`)
    .refine(hasAtMostSixDecimals, `A ${what} can have at most ${MAX_DECIMALS} decimals.`);

export const smsRateSchema = z.object({
  country: slugSchema,
  countryName: z.string().min(2).max(40).regex(COUNTRY_NAME, COUNTRY_NAME_MESSAGE),
  isoCode: z.string().regex(/^[A-Z]{2}$/),
  currency: z.literal("USD"),
  /** Price of one SMS segment, OTP and alerts. */
  transactional: price("price"),
  /** Price of one SMS segment, marketing traffic. */
  promotional: price("price"),
  /** One-time sender ID registration fee; 0 means included. */
  senderIdFee: z
    .number()
    .min(0, `A fee must be from 0 to ${FEE_MAX} USD.`)
    .max(FEE_MAX, `A fee must be from 0 to ${FEE_MAX} USD.`)
    .refine(hasAtMostSixDecimals, `A fee can have at most ${MAX_DECIMALS} decimals.`),
});

export const smsRatesSchema = z.array(smsRateSchema).min(1);

export type HomePage = z.infer<typeof homePageSchema>;
export type ServicesOverviewPage = z.infer<typeof servicesOverviewPageSchema>;
export type AboutPage = z.infer<typeof aboutPageSchema>;
export type ContactPage = z.infer<typeof contactPageSchema>;
export type JobOpening = z.infer<typeof jobOpeningSchema>;
export type CareersPage = z.infer<typeof careersPageSchema>;
export type CareersPageTexts = z.infer<typeof careersPageTextsSchema>;
export type PrivacySection = z.infer<typeof privacySectionSchema>;
export type PrivacyPage = z.infer<typeof privacyPageSchema>;
export type PricingPage = z.infer<typeof pricingPageSchema>;
export type NotFoundPage = z.infer<typeof notFoundPageSchema>;
export type SmsRate = z.infer<typeof smsRateSchema>;
