/**
 * Company details in one place. The e-mail, phone and address are
 * placeholders an operator replaces here; every page, the footer, the
 * structured data and the assistant read them from this module.
 */
export const company = {
  name: "Relaywave",
  legalName: "Relaywave Communications",
  email: "hello@relaywave.example",
  salesEmail: "sales@relaywave.example",
  careersEmail: "careers@relaywave.example",
  privacyEmail: "privacy@relaywave.example",
  /** Displayed form and the E.164 form used in tel: links. */
  phone: "+1 (555) 010-0199",
  phoneE164: "+15550100199",
  address: "Relaywave Communications, 100 Example Street, Suite 400, Dubai, United Arab Emirates",
  hours: "Sunday to Thursday, 9:00 to 18:00 Gulf Standard Time (UTC+4)",
  foundedYear: 2016,
} as const;
