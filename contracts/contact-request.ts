/**
 * The contact form's one schema, shared by the browser (messages next to each
 * field) and the server (`POST /functions/v1/contact`, 400 with fieldErrors); the
 * chat panel's "Send to sales" form sends the same request. zod/mini keeps it small
 * enough for the contact form's own chunk. Built from a messages object, one schema
 * per object, so the server can answer in the request's language (decision 060).
 */
import { z } from "zod/mini";
import { services } from "../app/content/catalogue.ts";
import {
  type ContactFormMessages,
  defaultContactFormMessages,
} from "../app/content/contact-form-messages.ts";
import { countryCodes } from "../app/content/countries.ts";
import { defaultLocale, isLocale, type Locale, locales } from "../app/content/locales.ts";
import { memoisedByMessages } from "./memoised-by-messages.ts";

type EnglishErrors = ContactFormMessages["errors"];

/** The sentences of the form's errors in one language (English: defaultContactFormMessages().errors). */
export type ContactErrorMessages = {
  [K in keyof EnglishErrors]: EnglishErrors[K] extends string ? string : (codes: string) => string;
};

export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 2000;

const countries = new Set(countryCodes);
const serviceSlugs = new Set<string>(services.map((service) => service.slug));

/** "+971 4 123-4567" → "+97141234567"; the form accepts the usual separators. */
export function normalizePhone(phone: string): string {
  return phone.replace(/[\s().-]/g, "");
}

/**
 * Decision 022. Zero-width characters and directional marks are invisible:
 * removing them changes nothing a reader sees (an emoji family may show as its
 * members), so they are stripped. Embeddings, overrides and isolates reorder
 * what is shown, so a lead could read differently in the sales inbox than it
 * was typed: refused, naming them. Line breaks in a one-line field would become
 * e-mail header injection: refused.
 */
const INVISIBLE = /[\u200b-\u200f\u061c\u2060\ufeff]/g;
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;
const LINE_BREAK = /[\n\v\f\r\u0085\u2028\u2029]/;

const codePoints = (text: string) =>
  [...new Set(text.match(BIDI_CONTROLS))].map(
    (char) => `U+${char.codePointAt(0)?.toString(16).toUpperCase().padStart(4, "0")}`,
  );

/** The checks every text field starts with (`oneLine`: no line breaks). */
const plainText = (messages: ContactErrorMessages, oneLine: boolean) =>
  [
    z.overwrite<string>((value) => value.replace(INVISIBLE, "")),
    z.trim(),
    z.refine<string>((value) => !oneLine || !LINE_BREAK.test(value), messages.lineBreak),
    z.refine<string>((value) => codePoints(value).length === 0, {
      error: (issue) => messages.bidiControls(codePoints(String(issue.input)).join(", ")),
    }),
  ] as const;

const optionalText = (messages: ContactErrorMessages, max: number, message: string) =>
  z._default(z.string({ error: message }).check(...plainText(messages, true), z.maxLength(max, message)), "");

function buildContactRequestSchema(messages: ContactErrorMessages) {
  return z.object({
    name: z
      .string({ error: messages.name })
      .check(
        ...plainText(messages, true),
        z.minLength(1, messages.name),
        z.maxLength(120, messages.nameLength),
      ),
    email: z
      .string({ error: messages.email })
      .check(
        ...plainText(messages, true),
        z.minLength(1, messages.email),
        z.maxLength(254, messages.emailFormat),
        z.email(messages.emailFormat),
      ),
    company: optionalText(messages, 160, messages.company),
    phone: z._default(
      z.string({ error: messages.phone }).check(
        ...plainText(messages, true),
        z.refine((value) => value === "" || /^\+[1-9]\d{6,14}$/.test(normalizePhone(value)), messages.phone),
      ),
      "",
    ),
    country: z._default(
      z.string({ error: messages.country }).check(
        z.trim(),
        z.refine((value) => value === "" || countries.has(value), messages.country),
      ),
      "",
    ),
    service: z._default(
      z.string({ error: messages.service }).check(
        z.trim(),
        z.refine((value) => value === "" || serviceSlugs.has(value), messages.service),
      ),
      "",
    ),
    message: z
      .string({ error: messages.message })
      .check(
        ...plainText(messages, false),
        z.minLength(MESSAGE_MIN, messages.message),
        z.maxLength(MESSAGE_MAX, messages.messageLength),
      ),
    consent: z.literal(true, { error: messages.consent }),
    /** The honeypot: people leave it empty, bots fill it in. */
    website: z._default(z.string({ error: messages.form }).check(z.maxLength(500, messages.form)), ""),
    idempotencyKey: z
      .string({ error: messages.form })
      .check(z.regex(/^[A-Za-z0-9_-]{8,100}$/, messages.form)),
    sourcePath: z._default(
      z.string({ error: messages.form }).check(z.regex(/^(\/[^\s]{0,199})?$/, messages.form)),
      "",
    ),
    /**
     * The language of the page the lead is sent from (decision 091): the server answers in it and
     * stores it with the lead. An unknown or absent one is the default locale's, never an error.
     */
    locale: z.catch(z._default(z.enum(locales), defaultLocale), defaultLocale),
    /** The assistant's conversation this lead came from (the "Send to sales" form in the chat panel). */
    conversationId: z.optional(
      z
        .string({ error: messages.form })
        .check(z.minLength(1, messages.form), z.maxLength(100, messages.form)),
    ),
  });
}

/** The schema with the sentences of `messages`; the same schema for the same object. */
export const contactRequestSchema = memoisedByMessages(buildContactRequestSchema);

export type ContactRequest = z.infer<ReturnType<typeof buildContactRequestSchema>>;
export type ContactField = keyof ContactRequest;

export type ContactValidation =
  | { ok: true; value: ContactRequest }
  | { ok: false; fieldErrors: Partial<Record<ContactField, string[]>> };

/** Validates a submission: the value with empty optional fields, or the messages by field (English by default). */
export function validateContact(
  input: unknown,
  messages: ContactErrorMessages = defaultContactFormMessages().errors,
): ContactValidation {
  const result = contactRequestSchema(messages).safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const fieldErrors: Partial<Record<ContactField, string[]>> = {};
  for (const issue of result.error.issues) {
    const field = (issue.path[0] ?? "form") as ContactField;
    fieldErrors[field] = [...(fieldErrors[field] ?? []), issue.message];
  }
  return { ok: false, fieldErrors };
}

/**
 * The language a submission asks to be answered in: its `locale` when it names one of the site's,
 * else the default (decision 091). Read before validation, so the field errors are in it.
 */
export function requestLocale(body: unknown): Locale {
  const locale =
    typeof body === "object" && body !== null ? (body as { locale?: unknown }).locale : undefined;
  return isLocale(locale) ? locale : defaultLocale;
}
