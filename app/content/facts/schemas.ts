/**
 * zod schemas of the facts (facts/types.ts), for the registry's check at start
 * and the unit tests. Fact modules import only the types, so zod never reaches
 * the browser (decision 002); `satisfies` keeps each schema in step with its type.
 */
import { z } from "zod";
import { iconNameSchema, marketFactRowSchema, slugSchema } from "../schema.ts";
import type {
  CareersFacts,
  CompanyFacts,
  Duration,
  MarketFacts,
  ServiceFacts,
  TimeWindow,
  TimeZone,
} from "./types.ts";

const clockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "a 24-hour time, HH:MM");
const weekdaySchema = z.enum(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]);
const durationUnitSchema = z.enum(["second", "day", "working-day", "business-day", "week", "month"]);

const quantitySchema = z.object({
  amount: z.union([z.number().int().positive(), z.enum(["few", "several"])]),
  unit: durationUnitSchema,
});

export const durationSchema = z.object({
  min: quantitySchema.optional(),
  max: quantitySchema,
  approximate: z.boolean().optional(),
}) satisfies z.ZodType<Duration>;

const timeZoneSchema = z.object({
  id: z.string().regex(/^[A-Z][A-Za-z_]+\/[A-Za-z_]+$/, "an IANA time zone"),
  abbreviation: z
    .string()
    .regex(/^[A-Z]{2,5}$/)
    .nullable(),
  utcOffsetMinutes: z.number().int().min(-720).max(840),
}) satisfies z.ZodType<TimeZone>;

const timeWindowSchema = z.object({
  from: clockTimeSchema,
  to: clockTimeSchema,
  timeZone: timeZoneSchema,
}) satisfies z.ZodType<TimeWindow>;

const isoCountrySchema = z.string().regex(/^[A-Z]{2}$/);
const languageCodeSchema = z.string().regex(/^[a-z]{2,3}$/);
const documentKeySchema = z.enum([
  "commercial-registration",
  "commercial-licence",
  "trade-licence",
  "authorisation-letter",
  "authorisation-letter-on-letterhead",
  "authorisation-letter-stamped",
  "pan",
  "gst-certificate",
  "other-business-proof",
]);

export const marketFactsSchema = z.object({
  order: z.number().int().min(0).max(999),
  isoCode: isoCountrySchema,
  region: z.enum(["gulf", "south-asia"]),
  dialCode: z.string().regex(/^\+\d{1,4}$/),
  timeZone: timeZoneSchema.nullable(),
  cities: z.array(z.string().min(2).max(40)),
  regulator: z.object({
    abbreviation: z.string().regex(/^[A-Z]{2,8}$/),
    formerly: z.array(z.string().regex(/^[A-Z]{2,8}$/)),
    regulation: z.object({ abbreviation: z.string().min(2), year: z.number().int().min(1990) }).nullable(),
  }),
  operators: z
    .array(z.object({ name: z.string().min(2).max(30), alsoKnownAs: z.string().min(2).max(30).optional() }))
    .min(1),
  includesVirtualOperators: z.boolean(),
  senderId: z.object({
    format: z.literal("alphanumeric"),
    maxLength: z.number().int().min(3).max(11).nullable(),
    exactLength: z.number().int().min(3).max(11).optional(),
    registeredWith: z.enum(["dlt", "operators", "each-operator", "licensed-provider"]),
    registration: z.enum(["required", "typical"]),
    promotional: z.object({
      separateSenderId: z.boolean(),
      prefix: z
        .string()
        .regex(/^[A-Z]+-$/)
        .nullable(),
      suffix: z
        .string()
        .regex(/^-[A-Z]+$/)
        .nullable(),
      numericHeaders: z.boolean().optional(),
    }),
    unregisteredTraffic: z.enum(["blocked", "blocked-or-replaced", "not-delivered"]),
  }),
  dlt: z
    .object({
      categories: z.array(z.enum(["transactional", "service-implicit", "service-explicit", "promotional"])),
      linksWhitelisted: z.boolean(),
      entityApproval: durationSchema,
    })
    .nullable(),
  documents: z.array(z.union([documentKeySchema, z.object({ anyOf: z.array(documentKeySchema).min(2) })])),
  approvalTime: durationSchema.nullable(),
  promotionalHours: timeWindowSchema.nullable(),
  promotionalHoursTypical: z.boolean(),
  promotionalTiming: z.enum(["reasonable-local-hours"]).nullable(),
  transactionalAnyHour: z.boolean().nullable(),
  consent: z.object({
    promotionalOptIn: z.boolean().nullable(),
    optOut: z.boolean().nullable(),
    senderIdentification: z.boolean(),
    dndRegister: z.string().min(2).nullable(),
  }),
  languages: z.object({
    main: z.array(languageCodeSchema).min(1),
    regional: z.array(languageCodeSchema),
  }),
  atAGlance: z.array(marketFactRowSchema).min(4).max(8),
  useCaseIcons: z.array(iconNameSchema).min(3).max(6),
  sampleMessage: z.object({
    sender: z.string().regex(/^[A-Za-z0-9 -]{3,11}$/),
    lang: z.enum(["ar", "hi"]),
    text: z.string().min(10).max(200),
  }),
}) satisfies z.ZodType<MarketFacts>;

export const serviceFactsSchema = z.object({
  order: z.number().int().min(0).max(999),
  icon: iconNameSchema,
  features: z.array(slugSchema).min(4).max(8),
  icons: z.object({
    features: z.record(slugSchema, iconNameSchema),
    useCases: z.array(iconNameSchema).min(3).max(6),
  }),
  integrations: z
    .array(z.enum(["rest-api", "smpp", "webhooks", "sip", "dashboard", "meta-cloud-api"]))
    .min(1),
  sdks: z.null(),
  pricesPublished: z.boolean(),
  setupTimes: z.record(z.string().regex(/^[a-z][A-Za-z]*$/), durationSchema),
  figures: z.record(z.string().regex(/^[a-z][A-Za-z]*$/), z.number()),
  statesUptimeTarget: z.boolean(),
  markets: z.union([z.array(slugSchema), z.literal("all"), z.null()]),
  languages: z.array(languageCodeSchema).nullable(),
}) satisfies z.ZodType<ServiceFacts>;

const emailSchema = z.string().regex(/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i);

export const companyFactsSchema = z.object({
  name: z.string().min(2).max(40),
  legalName: z.string().min(2).max(80),
  foundedYear: z.number().int().min(1900).max(2100),
  address: z.string().min(10).max(200),
  offices: z
    .array(
      z.object({
        id: slugSchema,
        country: isoCountrySchema,
        timeZone: timeZoneSchema,
        headquarters: z.boolean(),
      }),
    )
    .min(1),
  openingHours: timeWindowSchema.extend({ days: z.object({ from: weekdaySchema, to: weekdaySchema }) }),
  emails: z.object({ general: emailSchema, sales: emailSchema, careers: emailSchema, privacy: emailSchema }),
  phone: z.object({ display: z.string().min(6), e164: z.string().regex(/^\+[1-9]\d{6,14}$/) }),
  salesReplyTime: durationSchema,
  supportLanguages: z.array(languageCodeSchema).min(1),
  uptimeTargetPercent: z.number().min(90).max(100),
  payment: z.object({
    methods: z.array(z.enum(["prepaid-credit", "monthly-billing"])).min(1),
    currency: z.literal("USD"),
    taxesIncluded: z.boolean(),
  }),
  accountOpeningFee: z.number().min(0),
  testAccount: z.object({ offered: z.boolean(), withCredits: z.boolean() }),
  freeTrial: z.null(),
  minimumCommitment: z.object({
    payAsYouGo: z.literal("none"),
    committedPlans: z.literal("monthly-minimum-agreed"),
  }),
  volumeDiscounts: z.object({ offered: z.boolean(), thresholds: z.null() }),
  certifications: z.null(),
  privacy: z.object({
    conversationRetentionDays: z.number().int().positive(),
    enquiryRetentionMonths: z.number().int().positive(),
    logRetentionDays: z.number().int().positive(),
    usualResponseDays: z.number().int().positive(),
    minimumAge: z.number().int().positive(),
  }),
}) satisfies z.ZodType<CompanyFacts>;

export const careersFactsSchema = z.object({
  roles: z
    .array(
      z.object({
        id: slugSchema,
        team: z.enum(["engineering", "solutions", "customer-success", "sales"]),
        type: z.enum(["full-time", "part-time", "contract"]),
        office: slugSchema.nullable(),
        workplace: z.enum(["office", "hybrid", "remote"]),
        remoteUtcOffsets: z.object({ from: z.number().int(), to: z.number().int() }).optional(),
      }),
    )
    .min(1),
}) satisfies z.ZodType<CareersFacts>;
