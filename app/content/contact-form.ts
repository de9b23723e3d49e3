/**
 * Every word of the contact form: labels, hints, validation messages (shared
 * with the server's 400 answers), progress, success and failure notices.
 */
import { company } from "./company.ts";

export const contactFormCopy = {
  title: "Send us a message",
  intro:
    "Tell us what you want to achieve. Fields marked required must be filled in; we reply within one business day.",
  required: "(required)",
  labels: {
    name: "Name",
    email: "Work e-mail",
    company: "Company",
    phone: "Phone",
    country: "Country",
    service: "Service of interest",
    message: "Message",
    consent: "I agree that Relaywave may contact me about this enquiry, as described in the",
    consentLink: "privacy policy",
    website: "Leave this field empty",
  },
  hints: {
    phone: "Optional, in international format, such as +971 4 123 4567.",
    message: "At least 10 characters: your use case, countries and expected volumes help us most.",
    characterCount: (count: number, max: number) => `${count} of ${max} characters used.`,
  },
  options: {
    countryPlaceholder: "Choose a country",
    marketsGroup: "Our SMS markets",
    otherCountriesGroup: "Other countries",
    servicePlaceholder: "Not sure yet",
  },
  submit: "Send message",
  sending: "Sending your message",
  errorSummary: "Please correct the highlighted fields.",
  failure: {
    network:
      "Your message could not be sent because the connection failed. Your text is still here: please try again.",
    server:
      "Something went wrong on our side and your message was not sent. Your text is still here: please try again.",
    rateLimited: (seconds: number) =>
      `You have sent several messages in a short time. Please wait ${Math.ceil(seconds / 60) === 1 ? "a minute" : `${Math.ceil(seconds / 60)} minutes`} and try again, or e-mail ${company.salesEmail}.`,
  },
} as const;
