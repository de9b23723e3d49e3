import { smsCountries } from "~/content/catalogue.ts";
import { companyFacts } from "~/content/company/facts.ts";
import { company } from "~/content/company.ts";
import { siteOrigin } from "./site-origin.ts";

const languageNames = new Intl.DisplayNames(["en"], { type: "language" });

/** schema.org Organization for the home page, from the company's facts (built by its loader). */
export function organizationJsonLd(): string {
  const data = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: company.name,
    legalName: company.legalName,
    url: `${siteOrigin}/`,
    logo: `${siteOrigin}/favicon.svg`,
    email: company.email,
    telephone: company.phoneE164,
    foundingDate: String(company.foundedYear),
    address: company.address,
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "sales",
        email: company.salesEmail,
        telephone: company.phoneE164,
        areaServed: smsCountries.map((country) => country.isoCode),
        availableLanguage: companyFacts.supportLanguages.map((code) => languageNames.of(code) ?? code),
      },
    ],
  };
  // "<" is escaped so the JSON can never close the surrounding <script> element.
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
