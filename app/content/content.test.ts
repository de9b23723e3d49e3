import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { services, smsCountries } from "./catalogue.ts";
import { company } from "./company.ts";
import * as navigation from "./navigation.ts";
import {
  aboutPageSchema,
  careersPageSchema,
  contactPageSchema,
  homePageSchema,
  notFoundPageSchema,
  pricingPageSchema,
  privacyPageSchema,
  servicesOverviewPageSchema,
  smsRatesSchema,
} from "./page-schemas.ts";
import { aboutPage } from "./pages/about.ts";
import { careersPage } from "./pages/careers.ts";
import { contactPage } from "./pages/contact.ts";
import { homePage } from "./pages/home.ts";
import { notFoundPage } from "./pages/not-found.ts";
import { privacyPage } from "./pages/privacy.ts";
import { servicesOverviewPage } from "./pages/services-overview.ts";
import { smsPricingPage } from "./pages/sms-pricing.ts";
import { serviceFileSchema, smsCountryFileSchema } from "./schema.ts";
import * as sectionTitles from "./section-titles.ts";
import { sitePages } from "./site-map.ts";
import { smsRates } from "./sms-rates.ts";

/** Every file of the registry's folders as Vite sees them, keyed by path ("./services/x.ts"). */
const serviceFiles = import.meta.glob("./services/*.ts", { eager: true });
const smsCountryFiles = import.meta.glob("./sms-countries/*.ts", { eager: true });

const onePagers: Array<[string, unknown, z.ZodType]> = [
  ["pages/about.ts", aboutPage, aboutPageSchema],
  ["pages/careers.ts", careersPage, careersPageSchema],
  ["pages/contact.ts", contactPage, contactPageSchema],
  ["pages/home.ts", homePage, homePageSchema],
  ["pages/not-found.ts", notFoundPage, notFoundPageSchema],
  ["pages/privacy.ts", privacyPage, privacyPageSchema],
  ["pages/services-overview.ts", servicesOverviewPage, servicesOverviewPageSchema],
  ["pages/sms-pricing.ts", smsPricingPage, pricingPageSchema],
];

/** Every piece of copy, by where it comes from. */
const allContent: Record<string, unknown> = {
  ...serviceFiles,
  ...smsCountryFiles,
  ...Object.fromEntries(onePagers.map(([file, page]) => [file, page])),
  "catalogue.ts services": services,
  "catalogue.ts smsCountries": smsCountries,
  "company.ts": company,
  "navigation.ts": navigation,
  "section-titles.ts": sectionTitles,
  "sms-rates.ts": smsRates,
};

/** Calls `visit` for every value in a content tree, with its path ("hero.primaryCta.href"). */
function walk(
  value: unknown,
  where: string,
  visit: (value: unknown, where: string, key: string) => void,
  key = "",
) {
  visit(value, where, key);
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      walk(item, `${where}[${index}]`, visit);
    });
  } else if (typeof value === "object" && value !== null) {
    for (const [childKey, child] of Object.entries(value))
      walk(child, `${where}.${childKey}`, visit, childKey);
  }
}

function collect(
  predicate: (value: unknown, key: string) => boolean,
): Array<{ where: string; value: unknown }> {
  const found: Array<{ where: string; value: unknown }> = [];
  for (const [source, content] of Object.entries(allContent)) {
    walk(content, source, (value, where, key) => {
      if (predicate(value, key)) found.push({ where, value });
    });
  }
  return found;
}

function issuesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("registry files", () => {
  it.each(Object.entries(serviceFiles))("%s passes serviceFileSchema", (_file, module) => {
    expect(issuesOf(serviceFileSchema, module)).toEqual([]);
  });

  it.each(Object.entries(smsCountryFiles))("%s passes smsCountryFileSchema", (_file, module) => {
    expect(issuesOf(smsCountryFileSchema, module)).toEqual([]);
  });

  it("the catalogue lists every file once, by the file's name, in menu order", () => {
    const slugs = (files: object) => Object.keys(files).map((file) => /([\w-]+)\.ts$/.exec(file)?.[1]);
    expect(services.map((entry) => entry.slug).sort()).toEqual(slugs(serviceFiles).sort());
    expect(smsCountries.map((entry) => entry.slug).sort()).toEqual(slugs(smsCountryFiles).sort());
    expect(services[0]?.slug).toBe("sms-services");
    expect(smsCountries[0]?.slug).toBe("india");
  });

  it("markets have distinct ISO codes", () => {
    expect(new Set(smsCountries.map((entry) => entry.isoCode)).size).toBe(smsCountries.length);
  });
});

describe("one-off pages", () => {
  it.each(onePagers)("%s passes its page schema", (_file, page, schema) => {
    expect(issuesOf(schema, page)).toEqual([]);
  });
});

describe("SMS rates", () => {
  it("pass smsRatesSchema", () => {
    expect(issuesOf(smsRatesSchema, smsRates)).toEqual([]);
  });

  it("price only markets of the registry, each once (a market without a rate is on request)", () => {
    const countries = smsRates.map((rate) => rate.country);
    expect(new Set(countries).size).toBe(countries.length);
    for (const country of countries) expect(smsCountries.map((entry) => entry.slug)).toContain(country);
  });

  it("use the registry's country names and ISO codes", () => {
    for (const rate of smsRates) {
      const country = smsCountries.find((entry) => entry.slug === rate.country);
      expect({ name: rate.countryName, iso: rate.isoCode }).toEqual({
        name: country?.name,
        iso: country?.isoCode,
      });
    }
  });
});

describe("links", () => {
  it("finds the internal links it checks", () => {
    expect(collect((value, key) => key === "href" && typeof value === "string").length).toBeGreaterThan(50);
  });

  it("every internal href is a page of the site map", () => {
    const known = new Set(sitePages.map((page) => page.path));
    const broken = collect(
      (value, key) =>
        key === "href" && typeof value === "string" && value.startsWith("/") && !known.has(value),
    );
    expect(broken).toEqual([]);
  });

  it("site map paths are unique", () => {
    expect(new Set(sitePages.map((page) => page.path)).size).toBe(sitePages.length);
  });
});

describe("copy", () => {
  const banned = /lorem|ipsum|todo|coming soon|placeholder/i;

  it("walks a substantial amount of copy", () => {
    expect(collect((value) => typeof value === "string").length).toBeGreaterThan(500);
  });

  it("contains no filler or unfinished text", () => {
    const offenders = collect((value) => typeof value === "string" && banned.test(value));
    expect(offenders).toEqual([]);
  });
});

describe("company", () => {
  const emailPattern = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;

  it.each(["email", "salesEmail", "careersEmail", "privacyEmail"] as const)(
    "%s looks like an e-mail address",
    (key) => {
      expect(company[key]).toMatch(emailPattern);
    },
  );

  it("phoneE164 is in E.164 form and matches the displayed phone number", () => {
    expect(company.phoneE164).toMatch(/^\+[1-9]\d{6,14}$/);
    expect(`+${company.phone.replace(/\D/g, "")}`).toBe(company.phoneE164);
  });
});
