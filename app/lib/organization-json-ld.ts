import { smsCountries } from "~/content/catalogue.ts";
import { companyFacts } from "~/content/company/facts.ts";
import { company } from "~/content/company.ts";
import { defaultLocale, htmlLang, type Locale, localizedPath } from "~/content/locales.ts";
import { absoluteUrl, siteOrigin } from "./site-origin.ts";

const languageNames = new Intl.DisplayNames(["en"], { type: "language" });

/**
 * schema.org data for a home page, from the company's facts (built by its loader): the
 * Organization, and the home page itself in its language (`inLanguage`, decision 090); an Arabic
 * or Hindi home names the English one as `translationOfWork`.
 */
export function organizationJsonLd(locale: Locale = defaultLocale, title = company.name): string {
  const home = (code: Locale) => absoluteUrl(localizedPath("/", code));
  const organization = {
    "@type": "Organization",
    "@id": `${siteOrigin}/#organization`,
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
  const page = {
    "@type": "WebPage",
    "@id": `${home(locale)}#webpage`,
    url: home(locale),
    name: title,
    inLanguage: htmlLang[locale],
    publisher: { "@id": organization["@id"] },
    ...(locale !== defaultLocale && { translationOfWork: { "@id": `${home(defaultLocale)}#webpage` } }),
  };
  const data = { "@context": "https://schema.org", "@graph": [organization, page] };
  // "<" is escaped so the JSON can never close the surrounding <script> element.
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
