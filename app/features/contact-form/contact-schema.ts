/**
 * The contact form's one schema, shared by the browser (messages next to each
 * field) and the server (`POST /functions/v1/contact`, 400 with fieldErrors).
 * zod/mini keeps it small enough for the contact page's own chunk.
 */
import { z } from "zod/mini";
// Relative imports: the server imports this module too.
import { services } from "../../content/catalogue";
import { contactFormMessages as messages } from "../../content/contact-form-messages";
import { countryCodes } from "../../content/countries";

export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 2000;

const countries = new Set(countryCodes);
const serviceSlugs = new Set<string>(services.map((service) => service.slug));

/** "+971 4 123-4567" → "+97141234567"; the form accepts the usual separators. */
export function normalizePhone(phone: string): string {
  return phone.replace(/[\s().-]/g, "");
}

const optionalText = (max: number, message: string) =>
  z._default(z.string({ error: message }).check(z.trim(), z.maxLength(max, message)), "");

export const contactRequestSchema = z.object({
  name: z
    .string({ error: messages.errors.name })
    .check(z.trim(), z.minLength(1, messages.errors.name), z.maxLength(120, messages.errors.nameLength)),
  email: z
    .string({ error: messages.errors.email })
    .check(
      z.trim(),
      z.minLength(1, messages.errors.email),
      z.maxLength(254, messages.errors.emailFormat),
      z.email(messages.errors.emailFormat),
    ),
  company: optionalText(160, messages.errors.company),
  phone: z._default(
    z.string({ error: messages.errors.phone }).check(
      z.trim(),
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
      z.trim(),
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
});

export type ContactRequest = z.infer<typeof contactRequestSchema>;
export type ContactField = keyof ContactRequest;

export type ContactValidation =
  | { ok: true; value: ContactRequest }
  | { ok: false; fieldErrors: Partial<Record<ContactField, string[]>> };

/** Validates a submission: the value with empty optional fields, or the messages by field. */
export function validateContact(input: unknown): ContactValidation {
  const result = contactRequestSchema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const fieldErrors: Partial<Record<ContactField, string[]>> = {};
  for (const issue of result.error.issues) {
    const field = (issue.path[0] ?? "form") as ContactField;
    fieldErrors[field] = [...(fieldErrors[field] ?? []), issue.message];
  }
  return { ok: false, fieldErrors };
}
