/**
 * The contact form's submission every test, fuzz run, contract check and bench starts
 * from: one visitor, every field filled and valid. Add a fresh `idempotencyKey` per lead.
 */
import type { ContactRequest } from "../../contracts/contact-request.ts";

export const sampleLead = {
  name: "Aisha Khan",
  email: "aisha@example.com",
  company: "Example Trading",
  phone: "+971 4 123 4567",
  country: "AE",
  service: "whatsapp-services",
  message: "We want to send order updates on WhatsApp to customers in the UAE.",
  consent: true,
  website: "",
  sourcePath: "/services/whatsapp-services",
  locale: "en",
} as const satisfies Omit<ContactRequest, "idempotencyKey" | "conversationId">;
