import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { services, smsCountries } from "./catalogue";
import { company } from "./company";
import * as navigation from "./navigation";
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
} from "./page-schemas";
import { aboutPage } from "./pages/about";
import { careersPage } from "./pages/careers";
import { contactPage } from "./pages/contact";
import { homePage } from "./pages/home";
import { notFoundPage } from "./pages/not-found";
import { privacyPage } from "./pages/privacy";
import { servicesOverviewPage } from "./pages/services-overview";
import { smsPricingPage } from "./pages/sms-pricing";
import { serviceEntrySchema, servicePageSchema, smsCountryEntrySchema, smsCountryPageSchema } from "./schema";
import * as sectionTitles from "./section-titles";
import { servicePage as aiAgents } from "./services/ai-agents";
import { servicePage as rcsServices } from "./services/rcs-services";
import { servicePage as smsServices } from "./services/sms-services";
import { servicePage as virtualNumbers } from "./services/virtual-numbers";
import { servicePage as voiceServices } from "./services/voice-services";
import { servicePage as webAppDevelopment } from "./services/web-app-development";
import { servicePage as whatsappServices } from "./services/whatsapp-services";
import { sitePages } from "./site-map";
import { smsCountryPage as bahrain } from "./sms-countries/bahrain";
import { smsCountryPage as india } from "./sms-countries/india";
import { smsCountryPage as kuwait } from "./sms-countries/kuwait";
import { smsCountryPage as qatar } from "./sms-countries/qatar";
import { smsCountryPage as saudiArabia } from "./sms-countries/saudi-arabia";
import { smsCountryPage as uae } from "./sms-countries/uae";
import { smsRates } from "./sms-rates";

/** Service content modules, keyed by their file name (without .ts). */
const servicePages = {
  "ai-agents": aiAgents,
  "rcs-services": rcsServices,
  "sms-services": smsServices,
  "virtual-numbers": virtualNumbers,
  "voice-services": voiceServices,
  "web-app-development": webAppDevelopment,
  "whatsapp-services": whatsappServices,
} as const;

/** SMS country content modules, keyed by their file name (without .ts). */
const smsCountryPages = {
  bahrain,
  india,
  kuwait,
  qatar,
  "saudi-arabia": saudiArabia,
  uae,
} as const;

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
  ...Object.fromEntries(Object.entries(servicePages).map(([file, page]) => [`services/${file}.ts`, page])),
  ...Object.fromEntries(
    Object.entries(smsCountryPages).map(([file, page]) => [`sms-countries/${file}.ts`, page]),
  ),
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

describe("service content modules", () => {
  it.each(Object.entries(servicePages))("services/%s.ts passes servicePageSchema", (_file, page) => {
    expect(issuesOf(servicePageSchema, page)).toEqual([]);
  });

  it.each(Object.entries(servicePages))("services/%s.ts has the slug of its file name", (file, page) => {
    expect(page.slug).toBe(file);
  });

  it("every catalogue service has a content module", () => {
    expect(services.map((service) => service.slug).sort()).toEqual(Object.keys(servicePages).sort());
  });
});

describe("SMS country content modules", () => {
  it.each(Object.entries(smsCountryPages))(
    "sms-countries/%s.ts passes smsCountryPageSchema",
    (_file, page) => {
      expect(issuesOf(smsCountryPageSchema, page)).toEqual([]);
    },
  );

  it.each(Object.entries(smsCountryPages))(
    "sms-countries/%s.ts has the slug of its file name",
    (file, page) => {
      expect(page.slug).toBe(file);
    },
  );

  it("every catalogue country has a content module", () => {
    expect(smsCountries.map((country) => country.slug).sort()).toEqual(Object.keys(smsCountryPages).sort());
  });
});

describe("one-off pages", () => {
  it.each(onePagers)("%s passes its page schema", (_file, page, schema) => {
    expect(issuesOf(schema, page)).toEqual([]);
  });
});

describe("catalogue", () => {
  it.each(services.map((entry) => [entry.slug, entry] as const))(
    "service %s passes serviceEntrySchema",
    (_slug, entry) => {
      expect(issuesOf(serviceEntrySchema, entry)).toEqual([]);
    },
  );

  it.each(smsCountries.map((entry) => [entry.slug, entry] as const))(
    "country %s passes smsCountryEntrySchema",
    (_slug, entry) => {
      expect(issuesOf(smsCountryEntrySchema, entry)).toEqual([]);
    },
  );

  it("has no duplicate slugs", () => {
    expect(new Set(services.map((entry) => entry.slug)).size).toBe(services.length);
    expect(new Set(smsCountries.map((entry) => entry.slug)).size).toBe(smsCountries.length);
  });
});

describe("SMS rates", () => {
  it("pass smsRatesSchema", () => {
    expect(issuesOf(smsRatesSchema, smsRates)).toEqual([]);
  });

  it("cover exactly the catalogue's six countries, in catalogue order", () => {
    expect(smsCountries).toHaveLength(6);
    expect(smsRates.map((rate) => rate.country)).toEqual(smsCountries.map((country) => country.slug));
  });

  it("use the catalogue's country names and ISO codes", () => {
    for (const [index, rate] of smsRates.entries()) {
      const country = smsCountries[index];
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
