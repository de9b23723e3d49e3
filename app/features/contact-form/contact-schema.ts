/**
 * The contact form's one schema, shared by the browser (messages next to each
 * field) and the server (`POST /functions/v1/contact`, 400 with fieldErrors).
 * zod/mini keeps it small enough for the contact page's own chunk.
 */
import { z } from "zod/mini";
// Relative imports: the server imports this module too.
import { services } from "../../content/catalogue.ts";
import { type ContactFormMessages, contactFormMessages } from "../../content/contact-form-messages.ts";
import { countryCodes } from "../../content/countries.ts";

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

/** The schema with its messages in one language: the browser's page's, or the default locale's on the server. */
function schemaWith(messages: ContactFormMessages) {
  /** The checks every text field starts with (`oneLine`: no line breaks). */
  const plainText = (oneLine: boolean) =>
    [
      z.overwrite<string>((value) => value.replace(INVISIBLE, "")),
      z.trim(),
      z.refine<string>((value) => !oneLine || !LINE_BREAK.test(value), messages.errors.lineBreak),
      z.refine<string>((value) => codePoints(value).length === 0, {
        error: (issue) => messages.errors.bidiControls(codePoints(String(issue.input)).join(", ")),
      }),
    ] as const;

  const optionalText = (max: number, message: string) =>
    z._default(z.string({ error: message }).check(...plainText(true), z.maxLength(max, message)), "");

  return z.object({
    name: z
      .string({ error: messages.errors.name })
      .check(
        ...plainText(true),
        z.minLength(1, messages.errors.name),
        z.maxLength(120, messages.errors.nameLength),
      ),
    email: z
      .string({ error: messages.errors.email })
      .check(
        ...plainText(true),
        z.minLength(1, messages.errors.email),
        z.maxLength(254, messages.errors.emailFormat),
        z.email(messages.errors.emailFormat),
      ),
    company: optionalText(160, messages.errors.company),
    phone: z._default(
      z.string({ error: messages.errors.phone }).check(
        ...plainText(true),
        z.refine(
          (value) => value === "" || /^\+[1-9]\d{6,14}$/.test(normalizePhone(value)),
          messages.errors.phone,
        ),
      ),
      "",
    ),
    country: z._default(
      z.string({ error: messages.errors.country }).check(
        z.trim(),
        z.refine((value) => value === "" || countries.has(value), messages.errors.country),
      ),
      "",
    ),
    service: z._default(
      z.string({ error: messages.errors.service }).check(
        z.trim(),
        z.refine((value) => value === "" || serviceSlugs.has(value), messages.errors.service),
      ),
      "",
    ),
    message: z
      .string({ error: messages.errors.message })
      .check(
        ...plainText(false),
        z.minLength(MESSAGE_MIN, messages.errors.message),
        z.maxLength(MESSAGE_MAX, messages.errors.messageLength),
      ),
    consent: z.literal(true, { error: messages.errors.consent }),
    /** The honeypot: people leave it empty, bots fill it in. */
    website: z._default(
      z.string({ error: messages.errors.form }).check(z.maxLength(500, messages.errors.form)),
      "",
    ),
    idempotencyKey: z
      .string({ error: messages.errors.form })
      .check(z.regex(/^[A-Za-z0-9_-]{8,100}$/, messages.errors.form)),
    sourcePath: z._default(
      z.string({ error: messages.errors.form }).check(z.regex(/^(\/[^\s]{0,199})?$/, messages.errors.form)),
      "",
    ),
    /** The assistant's conversation this lead came from (the "Send to sales" form in the chat panel). */
    conversationId: z.optional(
      z
        .string({ error: messages.errors.form })
        .check(z.minLength(1, messages.errors.form), z.maxLength(100, messages.errors.form)),
    ),
  });
}

const schemas = new Map<ContactFormMessages, ReturnType<typeof schemaWith>>();

function schemaFor(messages: ContactFormMessages): ReturnType<typeof schemaWith> {
  let schema = schemas.get(messages);
  if (!schema) {
    schema = schemaWith(messages);
    schemas.set(messages, schema);
  }
  return schema;
}

/** The schema the server checks `POST /functions/v1/contact` with: the default locale's messages. */
export const contactRequestSchema = schemaFor(contactFormMessages);

export type ContactRequest = z.infer<typeof contactRequestSchema>;
export type ContactField = keyof ContactRequest;

export type ContactValidation =
  | { ok: true; value: ContactRequest }
  | { ok: false; fieldErrors: Partial<Record<ContactField, string[]>> };

/**
 * Validates a submission: the value with empty optional fields, or the messages by field, in the
 * language of `messages` (the form passes its page's; the server answers in the default locale's).
 */
export function validateContact(
  input: unknown,
  messages: ContactFormMessages = contactFormMessages,
): ContactValidation {
  const result = schemaFor(messages).safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const fieldErrors: Partial<Record<ContactField, string[]>> = {};
  for (const issue of result.error.issues) {
    const field = (issue.path[0] ?? "form") as ContactField;
    fieldErrors[field] = [...(fieldErrors[field] ?? []), issue.message];
  }
  return { ok: false, fieldErrors };
}
