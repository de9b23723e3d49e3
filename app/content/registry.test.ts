/**
 * Adding a market or a service is adding one file: fed one more file of each
 * kind, everything the site and the assistant list picks it up, with no build.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter, matchRoutes } from "react-router";
import { describe, expect, it, vi } from "vitest";

/** A folder's files copied with one name replaced, as a newcomer would copy qatar/ to oman/. */
function copied<T>(module: T, from: string, to: string): T {
  return JSON.parse(JSON.stringify(module).replaceAll(from, to)) as T;
}

/** The registry's exports with one more folder: each export's file of `from` copied to `to`. */
function withCopy<T>(exports: Record<string, T>, from: string, to: string, change = (value: T) => value) {
  const added = Object.entries(exports)
    .filter(([file]) => file.includes(`/${from}/`))
    .map(([file, value]) => [file.replace(`/${from}/`, `/${to}/`), change(value)]);
  return { ...exports, ...Object.fromEntries(added) };
}

vi.mock("#content-registry", async (importOriginal) => {
  const real = await importOriginal<typeof import("./registry-node")>();
  const oman = <T>(value: T) => copied(value, "Qatar", "Oman");
  const telegram = <T>(value: T) => copied(value, "WhatsApp", "Telegram");
  return {
    serviceFacts: withCopy(real.serviceFacts, "whatsapp-services", "telegram-services"),
    serviceEntries: withCopy(real.serviceEntries, "whatsapp-services", "telegram-services", telegram),
    serviceVocabularies: withCopy(real.serviceVocabularies, "whatsapp-services", "telegram-services", () => ({
      aliases: [],
    })),
    servicePages: withCopy(real.servicePages, "whatsapp-services", "telegram-services", telegram),
    smsCountryFacts: withCopy(real.smsCountryFacts, "qatar", "oman", (facts) => ({
      ...oman(facts),
      isoCode: "OM",
      dialCode: "+968",
    })),
    smsCountryEntries: withCopy(real.smsCountryEntries, "qatar", "oman", oman),
    smsCountryVocabularies: withCopy(real.smsCountryVocabularies, "qatar", "oman", oman),
    smsCountryTerms: withCopy(real.smsCountryTerms, "qatar", "oman", oman),
    smsCountryPages: withCopy(real.smsCountryPages, "qatar", "oman", oman),
  };
});

const oman = "/services/sms-services/oman";
const telegram = "/services/telegram-services";

describe("a new file in the registry", () => {
  it("becomes a page of the site map, served by its kind's route", async () => {
    const { sitePages } = await import("./site-map");
    const { default: routes } = await import("../routes");
    expect(sitePages.find((page) => page.path === oman)?.name).toBe("SMS in Oman");
    expect(sitePages.find((page) => page.path === telegram)?.name).toBe("Telegram Business");
    const table = routes.map((entry) => ({ path: entry.index ? "/" : `/${entry.path}`, file: entry.file }));
    expect(matchRoutes(table, oman)?.at(-1)?.route.file).toBe("routes/sms-country.tsx");
    expect(matchRoutes(table, telegram)?.at(-1)?.route.file).toBe("routes/service.tsx");
  });

  it("appears in the services menu, the footer and the contact form", async () => {
    const { siteData } = await import("./render/site-data");
    const { navigation, markets } = siteData("en");
    const { marketOptionsOf } = await import("~/features/contact-form/choice-fields");
    const marketOptions = marketOptionsOf(markets);
    expect(navigation.smsCountryLinks.map((link) => link.href)).toContain(oman);
    expect(navigation.serviceLinks.map((link) => link.href)).toContain(telegram);
    const footerLinks = navigation.footerColumns.flatMap((column) => column.links.map((link) => link.href));
    expect(footerLinks).toEqual(expect.arrayContaining([oman, telegram]));
    expect(marketOptions).toContainEqual({ value: "OM", label: "Oman" });
  });

  it("is listed on the pricing page as on request until it has a rate", async () => {
    const { SmsRatesTable } = await import("~/features/sms-pricing/sms-rates-table");
    const { SiteDataProvider } = await import("~/lib/site-data");
    const { siteData } = await import("./render/site-data");
    const { siteTexts } = await import("./site/index");
    const { formatWords } = await import("./format/index");
    const { smsRates } = await import("./sms-rates");
    const { sections, chrome } = siteTexts.en;
    const texts = {
      ...sections.pricing,
      marketLink: chrome.marketLink,
      oneTimeFee: formatWords.en.oneTimeFee,
    };
    const table = createElement(SmsRatesTable, {
      rates: smsRates,
      status: "published",
      caption: "Rates",
      notes: [],
      texts,
    });
    const html = renderToStaticMarkup(
      createElement(SiteDataProvider, { data: siteData("en") }, createElement(MemoryRouter, null, table)),
    );
    const omanRow = /<tr><th scope="row"[^>]*>Oman<\/th>(.*?)<\/tr>/.exec(html)?.[1] ?? "";
    expect(omanRow.match(/On request/g)).toHaveLength(3);
    expect(omanRow).toContain(`href="${oman}"`);
  });

  it("is known to the assistant by its name, which links it and quotes it honestly", async () => {
    const { createRetrievalEngine } = await import("../../server/brain/engine");
    const { smsRates } = await import("./sms-rates");
    const engine = createRetrievalEngine({ rates: () => smsRates });
    expect(engine.answer("Can you send SMS to customers in Oman?").response).toContain(`](${oman})`);
    const price = engine.answer("How much does an SMS to Oman cost?").response;
    expect(price).toContain(`[Oman](${oman})`);
    expect(price).not.toMatch(/\$\d/);
    expect(engine.answer("Can you send Telegram Business messages to my customers?").response).toContain(
      `](${telegram})`,
    );
  });
});
