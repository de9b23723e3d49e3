/**
 * The company's contact facts in the flat shape scripts and the structured data
 * read (the share images, schema.org Organization). The facts themselves, and the
 * placeholders an operator replaces, are in company/facts.ts.
 */
import { companyFacts } from "./company/facts.ts";

export const company = {
  name: companyFacts.name,
  legalName: companyFacts.legalName,
  email: companyFacts.emails.general,
  salesEmail: companyFacts.emails.sales,
  careersEmail: companyFacts.emails.careers,
  privacyEmail: companyFacts.emails.privacy,
  /** Displayed form and the E.164 form used in tel: links. */
  phone: companyFacts.phone.display,
  phoneE164: companyFacts.phone.e164,
  address: companyFacts.address,
  foundedYear: companyFacts.foundedYear,
} as const;
