import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { services, smsCountries } from "./catalogue.ts";
import { company } from "./company.ts";
import { locales } from "./locales.ts";
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
import { careersPage, onePage, servicePage, smsCountryPage } from "./render/site.ts";
import { siteData } from "./render/site-data.ts";
import { servicePageSchema, smsCountryPageSchema } from "./schema.ts";
import { sitePages } from "./site-map.ts";
import { smsRates } from "./sms-rates.ts";
import { oneOffTextModules, registryFolders } from "./text-modules.ts";

const onePagers = locales.flatMap(
  (locale): Array<[string, unknown, z.ZodType]> => [
    [`about (${locale})`, onePage("about", locale), aboutPageSchema],
    [`careers (${locale})`, careersPage(locale), careersPageSchema],
    [`contact (${locale})`, onePage("contact", locale), contactPageSchema],
    [`home (${locale})`, onePage("home", locale), homePageSchema],
    [`not-found (${locale})`, onePage("notFound", locale), notFoundPageSchema],
    [`privacy (${locale})`, onePage("privacy", locale), privacyPageSchema],
    [`services-overview (${locale})`, onePage("servicesOverview", locale), servicesOverviewPageSchema],
    [`sms-pricing (${locale})`, onePage("smsPricing", locale), pricingPageSchema],
  ],
);

const servicePages = locales.flatMap((locale) =>
  services.map((service) => [`${service.slug} (${locale})`, servicePage(service.slug, locale)] as const),
);
const marketPages = locales.flatMap((locale) =>
  smsCountries.map(
    (country) => [`${country.slug} (${locale})`, smsCountryPage(country.slug, locale)] as const,
  ),
);

/** Every piece of copy as the pages render it, and every text module as written, by where it comes from. */
const allContent: Record<string, unknown> = {
  ...Object.fromEntries(servicePages),
  ...Object.fromEntries(marketPages),
  ...Object.fromEntries(onePagers.map(([name, page]) => [name, page])),
  ...Object.fromEntries(locales.map((locale) => [`site data (${locale})`, siteData(locale)])),
  ...Object.fromEntries(
    locales.flatMap((locale) =>
      oneOffTextModules.map((module) => [module.file(locale), module.texts(locale)]),
    ),
  ),
  "catalogue.ts services": services,
  "catalogue.ts smsCountries": smsCountries,
  "company.ts": company,
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

describe("registry folders", () => {
  it.each(servicePages)("%s renders a page that passes servicePageSchema", (_name, page) => {
    expect(issuesOf(servicePageSchema, page)).toEqual([]);
  });

  it.each(marketPages)("%s renders a page that passes smsCountryPageSchema", (_name, page) => {
    expect(issuesOf(smsCountryPageSchema, page)).toEqual([]);
  });

  it("the catalogue lists every folder once, by the folder's name, in menu order", () => {
    const slugs = (kind: string) =>
      registryFolders()
        .filter((folder) => folder.startsWith(`${kind}/`))
        .map((folder) => folder.slice(kind.length + 1));
    expect(services.map((entry) => entry.slug).sort()).toEqual(slugs("services").sort());
    expect(smsCountries.map((entry) => entry.slug).sort()).toEqual(slugs("sms-countries").sort());
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

  it("renders with every placeholder filled", () => {
    const rendered = [...servicePages, ...marketPages, ...onePagers.map(([name, page]) => [name, page])];
    const unfilled: string[] = [];
    for (const [name, page] of rendered)
      walk(page, String(name), (value, where) => {
        if (typeof value === "string" && /\{[a-z][A-Za-z0-9]*\}/.test(value)) unfilled.push(where);
      });
    expect(unfilled).toEqual([]);
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
