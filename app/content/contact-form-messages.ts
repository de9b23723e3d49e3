/**
 * The contact form's validation and success messages (contact-form/<locale>.ts),
 * shared with the server's 400 and 409 answers, which are in the default locale
 * until the server learns the visitor's language.
 */
import { contactFormCopy, contactFormCopyIn } from "./contact-form/index.ts";
import type { Locale } from "./locales.ts";

export type ContactFormMessages = typeof contactFormCopy.messages;

export function contactFormMessagesIn(locale: Locale): ContactFormMessages {
  return contactFormCopyIn(locale).messages;
}

export const contactFormMessages: ContactFormMessages = contactFormCopy.messages;
