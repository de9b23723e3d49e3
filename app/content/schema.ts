/**
 * The shape of every piece of site copy. Content modules import only the
 * *types* from here (so zod never reaches the browser bundle); the schemas
 * themselves are used by the content unit test and by the server, which
 * validate every module at test time and at start.
 */
import { z } from "zod";

/** A site path (`/services/sms-services`), a mail link or a phone link. */
export const hrefSchema = z
  .string()
  .regex(/^(\/[a-z0-9\-/]*|mailto:.+|tel:\+?[0-9]+)$/, "a site path, mailto: or tel: link")
  .refine((href) => href === "/" || !href.endsWith("/"), "no trailing slash");

export const linkSchema = z.object({
  label: z.string().min(2).max(40),
  href: hrefSchema,
});

/** SEO limits follow what search engines display without truncation. */
export const seoSchema = z.object({
  title: z.string().min(10).max(60),
  description: z.string().min(70).max(160),
});

export const heroSchema = z.object({
  /** Short kicker above the heading, e.g. "Bulk SMS". */
  eyebrow: z.string().min(2).max(40),
  /** The page's only <h1>. */
  title: z.string().min(5).max(90),
  lead: z.string().min(40).max(320),
  primaryCta: linkSchema,
  secondaryCta: linkSchema.optional(),
});

/** A titled short paragraph: features, use cases, steps, values. */
export const cardSchema = z.object({
  title: z.string().min(3).max(70),
  body: z.string().min(20).max(400),
});

export const faqSchema = z.object({
  question: z.string().min(8).max(140),
  answer: z.string().min(20).max(600),
});

/** Closing call to action at the bottom of a page. */
export const ctaSchema = z.object({
  title: z.string().min(5).max(80),
  body: z.string().min(20).max(300),
  primary: linkSchema,
  secondary: linkSchema.optional(),
});

/** A labelled fact, shown as a definition list ("Regulator": "TRAI"). */
export const factSchema = z.object({
  label: z.string().min(2).max(40),
  value: z.string().min(1).max(200),
});

export const iconNameSchema = z.enum([
  "message-square",
  "message-circle",
  "sparkles",
  "phone",
  "bot",
  "hash",
  "code",
  "globe",
  "shield",
  "zap",
  "bar-chart",
  "users",
  "clock",
  "check",
  "lock",
  "building",
]);

/** A page's slug: its file name in services/ or sms-countries/ ("saudi-arabia"). */
export const slugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "lower-case words joined by hyphens");

/** Where a service or market sits in menus, cards and the footer: lowest first, ties by slug. */
const orderSchema = z.number().int().min(0).max(999);

/** The short facts about a service shown in menus and cards. */
export const serviceEntrySchema = z.object({
  order: orderSchema,
  /** Name in menus, cards and the footer, e.g. "WhatsApp Business". */
  name: z.string().min(2).max(30),
  /** One sentence used on service cards and in the services menu. */
  summary: z.string().min(30).max(140),
  icon: iconNameSchema,
});

/** The short facts about an SMS market shown in menus and cards. */
export const smsCountryEntrySchema = z.object({
  order: orderSchema,
  /** "India", "United Arab Emirates". */
  name: z.string().min(4).max(40),
  /** Short name for menus: "India", "UAE". */
  shortName: z.string().min(2).max(20),
  /** ISO 3166-1 alpha-2, upper case. */
  isoCode: z.string().regex(/^[A-Z]{2}$/),
  /** "+91". */
  dialCode: z.string().regex(/^\+\d{1,4}$/),
  summary: z.string().min(30).max(140),
});

/**
 * The assistant's extra words for a page. Its entry's names always count;
 * `aliases` add what visitors also say (synonyms, cities, operators), matched
 * as whole words; `related` only helps the search rank the page.
 */
export const vocabularySchema = z.object({
  aliases: z.array(z.string().min(2).max(40)).max(30),
  related: z.array(z.string().min(2).max(40)).max(20).optional(),
});

const paragraphs = z.array(z.string().min(40).max(700)).min(1).max(5);

export const servicePageSchema = z.object({
  seo: seoSchema,
  hero: heroSchema,
  /** "What it is / what it does", two to four paragraphs. */
  overview: paragraphs,
  /** Three or four headline numbers or promises ("99.9%": "API uptime"). */
  highlights: z.array(factSchema).min(3).max(4),
  features: z.array(cardSchema).min(4).max(8),
  useCases: z.array(cardSchema).min(3).max(6),
  /** How to get started, in order. */
  steps: z.array(cardSchema).min(3).max(5),
  faqs: z.array(faqSchema).min(3).max(6),
  cta: ctaSchema,
  /** The text alternative of the page's product drawing (app/assets/illustrations/<slug>.svg). */
  illustration: z.string().min(40).max(300),
});

/** An SMS as it arrives in a market's main language, shown on a phone beside the page's heading. */
export const sampleMessageSchema = z.object({
  /** The alphanumeric sender ID (at most 11 characters). */
  sender: z.string().regex(/^[A-Za-z0-9 -]{3,11}$/),
  /** BCP 47 language of the text; Arabic is set right to left. */
  lang: z.enum(["ar", "hi"]),
  text: z.string().min(10).max(200),
  /** The same message in English, for visitors who do not read the language. */
  translation: z.string().min(10).max(200),
});

export const smsCountryPageSchema = z.object({
  seo: seoSchema,
  hero: heroSchema,
  overview: paragraphs,
  /** Regulator, sender ID rules, operators, hours, languages... */
  facts: z.array(factSchema).min(4).max(8),
  /** Sender-ID registration and compliance, as a short ordered process. */
  registration: z.object({
    title: z.string().min(5).max(80),
    intro: z.string().min(40).max(500),
    steps: z.array(cardSchema).min(3).max(6),
  }),
  useCases: z.array(cardSchema).min(3).max(6),
  deliveryNotes: z.array(z.string().min(30).max(400)).min(3).max(6),
  faqs: z.array(faqSchema).min(3).max(6),
  cta: ctaSchema,
  sampleMessage: sampleMessageSchema,
});

export type Link = z.infer<typeof linkSchema>;
export type Seo = z.infer<typeof seoSchema>;
export type Hero = z.infer<typeof heroSchema>;
export type Card = z.infer<typeof cardSchema>;
export type Faq = z.infer<typeof faqSchema>;
export type Cta = z.infer<typeof ctaSchema>;
export type Fact = z.infer<typeof factSchema>;
export type SampleMessage = z.infer<typeof sampleMessageSchema>;
export type IconName = z.infer<typeof iconNameSchema>;
/**
 * What one file in services/ or sms-countries/ exports: the whole service or
 * market. Its slug (and so its URL) is the file's name.
 */
export const serviceFileSchema = z.object({
  entry: serviceEntrySchema,
  vocabulary: vocabularySchema,
  page: servicePageSchema,
});
export const smsCountryFileSchema = z.object({
  entry: smsCountryEntrySchema,
  vocabulary: vocabularySchema,
  page: smsCountryPageSchema,
});

export type Vocabulary = z.infer<typeof vocabularySchema>;
export type ServiceFile = z.infer<typeof serviceFileSchema>;
export type SmsCountryFile = z.infer<typeof smsCountryFileSchema>;
/** A service as the site lists it: its file's entry and the slug of its file name. */
export type ServiceEntry = ServiceFile["entry"] & { slug: string };
export type SmsCountryEntry = SmsCountryFile["entry"] & { slug: string };
export type ServicePage = z.infer<typeof servicePageSchema>;
export type SmsCountryPage = z.infer<typeof smsCountryPageSchema>;
