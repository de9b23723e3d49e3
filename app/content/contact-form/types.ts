import type { PluralForms } from "../format/plural.ts";

/** The contact form's words in one language (contact-form/<locale>.ts). */
export interface ContactFormTexts {
  title: string;
  intro: string;
  required: string;
  labels: {
    name: string;
    email: string;
    company: string;
    phone: string;
    country: string;
    service: string;
    message: string;
    /**
     * The consent sentence; "{privacyPolicy}" is where the link (`consentLink`) goes, so each
     * language places it in its own word order.
     */
    consent: string;
    consentLink: string;
    /** The honeypot's label, which only bots read. */
    website: string;
  };
  hints: {
    phone: string;
    message: string;
    /** "{count} of {max} characters used." */
    characterCount: PluralForms;
  };
  options: {
    countryPlaceholder: string;
    marketsGroup: string;
    otherCountriesGroup: string;
    servicePlaceholder: string;
  };
  submit: string;
  sending: string;
  errorSummary: string;
  failure: {
    network: string;
    server: string;
    /** "{wait}" is waitMinutes worded. */
    rateLimited: string;
    waitMinutes: PluralForms;
  };
  messages: {
    errors: {
      name: string;
      nameLength: string;
      email: string;
      emailFormat: string;
      company: string;
      phone: string;
      country: string;
      service: string;
      message: string;
      messageLength: string;
      consent: string;
      lineBreak: string;
      /** "{codes}": the characters found, as "U+202E". */
      bidiControls: string;
      form: string;
      keyReused: string;
    };
    success: { toast: string; title: string; body: string; again: string };
  };
}
