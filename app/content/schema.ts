/**
 * The shape of every piece of site copy. Content modules import only the
 * *types* from here (so zod never reaches the browser bundle); the schemas
 * themselves are used by the content unit test and by the server, which
 * validate every module at test time and at start.
 */
import { z } from "zod";

import type { IconName } from "./icon-names.ts";

// The icon names have their own module (a long list); they are part of the copy's shape.
export { type IconName, iconNameSchema } from "./icon-names.ts";

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

/** A page's slug: its folder's name in services/ or sms-countries/ ("saudi-arabia"). */
export const slugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "lower-case words joined by hyphens");

/** A service's words in menus and cards, in one language (its order and icon are facts). */
export const serviceEntryTextsSchema = z.object({
  /** Name in menus, cards and the footer, e.g. "WhatsApp Business". */
  name: z.string().min(2).max(30),
  /** One sentence used on service cards and in the services menu. */
  summary: z.string().min(30).max(140),
  /** What the service is, in one sentence, for the assistant ("RCS is the successor to SMS..."). */
  definition: z.string().min(30).max(240),
});

/** A market's names in one language (its ISO and dialling codes are facts). */
export const smsCountryEntryTextsSchema = z.object({
  /** "India", "United Arab Emirates". */
  name: z.string().min(4).max(40),
  /** Short name for menus: "India", "UAE". */
  shortName: z.string().min(2).max(20),
  /** The name inside a sentence: "the United Arab Emirates". */
  inSentence: z.string().min(4).max(50),
  summary: z.string().min(30).max(140),
});

/**
 * The assistant's extra words for a page. Its entry's names always count;
 * `aliases` add what visitors also say (synonyms, cities, operators), matched
 * as whole words; `places` are more towns that mean the market when named, but do not
 * weigh in the search (a long list would shift every page's ranking); `related` only
 * helps the search rank the page.
 */
export const vocabularySchema = z.object({
  aliases: z.array(z.string().min(2).max(40)).max(30),
  places: z.array(z.string().min(2).max(40)).max(80).optional(),
  related: z.array(z.string().min(2).max(40)).max(20).optional(),
});

const paragraphs = z.array(z.string().min(40).max(700)).min(1).max(5);

/** A service page as it is rendered: its texts filled in from the facts. */
export const servicePageSchema = z.object({
  seo: seoSchema,
  hero: heroSchema,
  /** "What it is / what it does", two to four paragraphs. */
  overview: paragraphs,
  /** Three or four headline numbers or promises ("99.95%": "Platform uptime target"). */
  highlights: z.array(factSchema).min(3).max(4),
  /** In the order of the service's `features` facts. */
  features: z.array(cardSchema).min(4).max(8),
  useCases: z.array(cardSchema).min(3).max(6),
  /** How to get started, in order. */
  steps: z.array(cardSchema).min(3).max(5),
  // (Seven where visitors keep asking one more: WhatsApp's OTPs, decision 151.)
  faqs: z.array(faqSchema).min(3).max(7),
  cta: ctaSchema,
  /** The text alternative of the page's product drawing (app/assets/illustrations/<slug>.svg). */
  illustration: z.string().min(40).max(300),
});

/**
 * A service page's texts in one language: the rendered shape, with `{placeholders}` for the
 * facts it repeats and its features keyed by the feature keys of the service's facts.
 */
export const servicePageTextsSchema = servicePageSchema.extend({
  features: z.record(z.string(), cardSchema),
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

/** A market page as it is rendered: texts filled in, its "at a glance" list made from the facts. */
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

/** The rows of a market's "at a glance" list (facts/types.ts MarketFactRow). */
export const marketFactRowSchema = z.enum([
  "regulator",
  "operators",
  "senderId",
  "documents",
  "messageCategories",
  "promotionalHours",
  "links",
  "unregisteredTraffic",
  "otpDelivery",
  "registrationTime",
  "consent",
  "transactionalTraffic",
  "languages",
  "segments",
  "timeZone",
]);

/** A market page's texts in one language; the "at a glance" values come from the facts. */
export const smsCountryPageTextsSchema = smsCountryPageSchema
  .omit({ facts: true, sampleMessage: true })
  .extend({
    /** Where this market's "at a glance" wording differs from site/<locale>.ts's. */
    atAGlance: z
      .partialRecord(
        marketFactRowSchema,
        z.object({
          label: z.string().min(2).max(40).optional(),
          value: z.string().min(1).max(200).optional(),
        }),
      )
      .optional(),
    /** The sample message (a fact, in the market's own language) in the page's language. */
    sampleTranslation: z.string().min(10).max(200),
  });

/** A market's terms in one language, used by its page and the assistant. */
export const smsCountryTermsSchema = z.object({
  /** The regulator's full name; its abbreviation is a fact. */
  regulatorName: z.string().min(5).max(90),
  /** How the page names its local time ("IST"), from {timeZoneAbbreviation} and {utcOffset}. */
  localTime: z.string().min(3).max(60).optional(),
  /** After the operators, where the networks' virtual operators are covered too. */
  virtualOperators: z.string().min(10).max(80).optional(),
});

export type Link = z.infer<typeof linkSchema>;
export type Seo = z.infer<typeof seoSchema>;
export type Hero = z.infer<typeof heroSchema>;
export type Card = z.infer<typeof cardSchema>;
export type Faq = z.infer<typeof faqSchema>;
export type Cta = z.infer<typeof ctaSchema>;
export type Fact = z.infer<typeof factSchema>;
export type SampleMessage = z.infer<typeof sampleMessageSchema>;
/**
 * What one language's file of a service or market folder exports (`services/<slug>/en.ts`);
 * its facts are `facts.ts` beside it. The folder's name is the slug, and so the URL.
 */
export const serviceTextsSchema = z.object({
  entry: serviceEntryTextsSchema,
  vocabulary: vocabularySchema,
  page: servicePageTextsSchema,
});
export const smsCountryTextsSchema = z.object({
  entry: smsCountryEntryTextsSchema,
  vocabulary: vocabularySchema,
  terms: smsCountryTermsSchema,
  page: smsCountryPageTextsSchema,
});

/**
 * The same, as the registry checks a file before rendering it: the page's texts hold
 * `{placeholders}`, so their lengths are checked on the rendered page (registry-check.ts).
 */
export const serviceTextsModuleSchema = serviceTextsSchema.extend({ page: z.looseObject({}) });
export const smsCountryTextsModuleSchema = smsCountryTextsSchema.extend({ page: z.looseObject({}) });

export type Vocabulary = z.infer<typeof vocabularySchema>;
export type ServiceTexts = z.infer<typeof serviceTextsSchema>;
export type SmsCountryTexts = z.infer<typeof smsCountryTextsSchema>;
export type ServicePage = z.infer<typeof servicePageSchema>;
export type SmsCountryPage = z.infer<typeof smsCountryPageSchema>;
export type MarketFactRowName = z.infer<typeof marketFactRowSchema>;

/** A service as the site lists it: its facts' order and icon, its words in one language, its slug. */
export type ServiceEntry = z.infer<typeof serviceEntryTextsSchema> & {
  slug: string;
  order: number;
  icon: IconName;
};
/** A market as the site lists it: its facts' order and codes, its names in one language, its slug. */
export type SmsCountryEntry = z.infer<typeof smsCountryEntryTextsSchema> & {
  slug: string;
  order: number;
  isoCode: string;
  dialCode: string;
};
