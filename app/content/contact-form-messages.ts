/**
 * The contact form's validation messages (shared with the server's 400
 * answers) and its thank-you text: loaded only with the form's validation and
 * submission code, so they stay out of the contact page's first load.
 */
import { company } from "./company.ts";

export const contactFormMessages = {
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
    bidiControls: (codes: string) =>
      `This contains invisible characters that change the direction of text (${codes}). Please retype it without them.`,
    form: "This form could not be sent. Please refresh the page and try again.",
    keyReused:
      "This form was already sent with different details, so your changes were not saved. Please send it again.",
  },
  success: {
    toast: "Thank you, your message has been sent.",
    title: (name: string) => `Thank you, ${name}.`,
    body: `Your message has reached our sales team. We reply within one business day, usually from ${company.salesEmail}.`,
    again: "Send another message",
  },
} as const;
