import type { IconName } from "../schema.ts";

/**
 * What each card of the one-off pages' card lists draws (sprite names), in the lists' order, for
 * every language: an icon is a picture of the card's subject, so it is stated once, here.
 * `content.test.ts` checks each list has one icon per card in every locale.
 */
export const pageCardIcons = {
  /** home: "Why Relaywave" (routes, one API, compliance, local support, reports, pricing). */
  homeWhy: ["route", "code", "badge-check", "map-pin", "bar-chart", "tag"],
  /** smsPricing: what every rate includes (routes, reports, API, registration, Unicode, support). */
  pricingIncluded: ["route", "bar-chart", "layout-dashboard", "badge-check", "languages", "headset"],
  /** about: values (delivery, rules, plain words, the recipient, customers). */
  aboutValues: ["send", "scale", "message-square", "heart-handshake", "handshake"],
  /** careers: benefits (pay, health, time off, flexible working, learning, ownership). */
  careersBenefits: ["wallet", "heart-pulse", "calendar-days", "clock", "book-open", "target"],
} as const satisfies Record<string, readonly IconName[]>;
