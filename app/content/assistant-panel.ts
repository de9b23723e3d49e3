/**
 * The chat panel's words beyond the launcher's (assistant.ts, on every page):
 * suggestions, feedback and the "Send to sales" form. Loaded with the panel only.
 */
import { company } from "./company.ts";

export const assistantPanelCopy = {
  suggestionsLabel: "Suggestions",
  /** Added once to the announcement of the answer that offers them. */
  suggestionsAnnouncement: (suggestions: readonly string[]) => `Suggestions: ${suggestions.join(", ")}`,
  helpful: "Helpful",
  notHelpful: "Not helpful",
  feedbackThanks: "Thanks for the feedback",
  /** Spoken (and shown) after a voice answer that offers the handoff. */
  handoffOnScreen: "I've put a short form on screen so you can send your details to our sales team.",
  /** The assistant's message once the "Send to sales" form has sent the details. */
  handoffSent: (name: string) =>
    `Thank you, ${name}. Your details have reached our sales team, who reply within one business day from ${company.salesEmail}.`,
} as const;
