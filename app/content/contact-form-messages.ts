/**
 * The contact form's validation and success messages (contact-form/<locale>.ts),
 * shared with the server's 400 and 409 answers, which are in the default locale
 * until the server learns the visitor's language.
 */
import { type ContactFormCopy, contactFormCopyIn } from "./contact-form/index.ts";
import { defaultLocale, type Locale } from "./locales.ts";

export type ContactFormMessages = ContactFormCopy["messages"];

export function contactFormMessagesIn(locale: Locale): ContactFormMessages {
  return contactFormCopyIn(locale).messages;
}

/**
 * The default locale's, which the server answers with. A function, not a constant: the form's
 * chunk imports this module, and formatting the English texts while an Arabic or Hindi page
 * hydrates would start Intl for nothing (decision 095).
 */
export const defaultContactFormMessages = (): ContactFormMessages => contactFormMessagesIn(defaultLocale);
