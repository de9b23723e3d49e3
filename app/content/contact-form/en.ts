/**
 * Every word of the contact form: labels, hints, validation messages (shared
 * with the server's 400 answers), progress, success and failure notices.
 * "{salesEmail}" and "{companyName}" are filled from the company's facts.
 */
import type { ContactFormTexts } from "./types.ts";

export const contactFormTexts: ContactFormTexts = {
  title: "Send us a message",
  intro:
    "Tell us what you want to achieve. Fields marked required must be filled in; we reply within {replyTime}.",
  required: "(required)",
  labels: {
    name: "Name",
    email: "Work e-mail",
    company: "Company",
    phone: "Phone",
    country: "Country",
    service: "Service of interest",
    message: "Message",
    consent:
      "I agree that {companyName} may contact me about this enquiry, as described in the {privacyPolicy}.",
    consentLink: "privacy policy",
    website: "Leave this field empty",
  },
  hints: {
    phone: "Optional, in international format, such as +971 4 123 4567.",
    message: "At least 10 characters: your use case, countries and expected volumes help us most.",
    characterCount: { other: "{count} of {max} characters used." },
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
    rateLimited:
      "You have sent several messages in a short time. Please wait {wait} and try again, or e-mail {salesEmail}.",
    /** The wait in whole minutes, rounded up. */
    waitMinutes: { one: "a minute", other: "{count} minutes" },
  },
  messages: {
    errors: {
      name: "Please enter your name.",
      nameLength: "Your name can be at most 120 characters long.",
      email: "Please enter your work e-mail address.",
      emailFormat: "Please enter a valid e-mail address, such as name@company.com.",
      company: "The company name can be at most 160 characters long.",
      phone: "Please enter the phone number in international format, such as +971 4 123 4567.",
      country: "Please choose a country from the list.",
      service: "Please choose a service from the list.",
      message: "Please tell us a little more: at least 10 characters.",
      messageLength: "Your message can be at most 2000 characters long.",
      consent: "Please agree to be contacted so that we can reply.",
      lineBreak: "Please keep this on one line, without line breaks.",
      bidiControls:
        "This contains invisible characters that change the direction of text ({codes}). Please retype it without them.",
      form: "This form could not be sent. Please refresh the page and try again.",
      keyReused:
        "This form was already sent with different details, so your changes were not saved. Please send it again.",
    },
    success: {
      toast: "Thank you, your message has been sent.",
      title: "Thank you, {name}.",
      body: "Your message has reached our sales team. We reply within {replyTime}, usually from {salesEmail}.",
      again: "Send another message",
    },
  },
};
