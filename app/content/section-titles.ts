/**
 * Headings of the repeated sections that the page templates render around the
 * content of each page, kept here so no copy sits inside JSX.
 */
export const serviceSectionTitles = {
  highlights: (name: string) => `${name} at a glance`,
  overview: (name: string) => `What ${name} does for your business`,
  features: "Features",
  useCases: "Use cases",
  steps: "How to get started",
  faqs: "Frequently asked questions",
  related: "Related services",
} as const;

export const smsCountrySectionTitles = {
  overview: (country: string) => `Business SMS in ${country}`,
  facts: (country: string) => `${country} SMS at a glance`,
  useCases: "Use cases",
  deliveryNotes: "Delivery notes",
  faqs: "Frequently asked questions",
  otherMarkets: "Other SMS markets",
  otherMarketsIntro: "Relaywave registers sender IDs and delivers SMS in each of these markets.",
} as const;

export const pricingSectionTitles = {
  overview: "How SMS pricing works",
  rates: "Rates by country",
  faqs: "Frequently asked questions",
  columns: {
    country: "Country",
    transactional: "Transactional and OTP, per SMS",
    promotional: "Promotional, per SMS",
    senderId: "Sender ID registration",
    details: "Market details",
  },
  senderIdIncluded: "Included",
  onRequest: "On request",
  detailsLink: (country: string) => `SMS in ${country}`,
  refreshing: "Checking for updated rates",
  refreshFailed: "Live rates could not be loaded. Showing the published rates.",
} as const;

export const homeSectionTitles = {
  highlights: "Relaywave at a glance",
  faqs: "Frequently asked questions",
} as const;

export const contactSectionTitles = {
  salesEmail: "Sales",
  phone: "Phone",
  hours: "Office hours",
  address: "Office",
  copyEmail: "Copy e-mail address",
  copied: "E-mail address copied to the clipboard.",
  copyFailed: "Could not copy the e-mail address. Please select it and copy it by hand.",
  faqs: "Frequently asked questions",
} as const;

export const privacySectionTitles = {
  lastUpdated: "Last updated:",
} as const;

export const notFoundSectionTitles = {
  eyebrow: "Error 404",
} as const;
