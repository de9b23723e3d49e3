/**
 * Adding a market or a service is adding one file: fed one more file of each
 * kind, everything the site and the assistant list picks it up, with no build.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter, matchRoutes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { addedPaths } from "../../tests/support/added-content.ts";

vi.mock("#content-registry", async (importOriginal) => {
  const { withAddedContent } = await import("../../tests/support/added-content.ts");
  return withAddedContent(await importOriginal());
});

const { oman, telegram } = addedPaths;

describe("a new file in the registry", () => {
  it("becomes a page of the site map, served by its kind's route", async () => {
    const { sitePages } = await import("./site-map.ts");
    const { default: routes } = await import("../routes.ts");
    expect(sitePages.find((page) => page.path === oman)?.name).toBe("SMS in Oman");
    expect(sitePages.find((page) => page.path === telegram)?.name).toBe("Telegram Business");
    const table = routes.map((entry) => ({ path: entry.index ? "/" : `/${entry.path}`, file: entry.file }));
    expect(matchRoutes(table, oman)?.at(-1)?.route.file).toBe("routes/sms-country.tsx");
    expect(matchRoutes(table, telegram)?.at(-1)?.route.file).toBe("routes/service.tsx");
  });

  it("appears in the services menu, the footer and the contact form", async () => {
    const { siteData } = await import("./render/site-data.ts");
    const { navigation, markets } = siteData("en");
    const { marketOptionsOf } = await import("~/features/contact-form/country-options.ts");
    const marketOptions = marketOptionsOf(markets);
    expect(navigation.smsCountryLinks.map((link) => link.href)).toContain(oman);
    expect(navigation.serviceLinks.map((link) => link.href)).toContain(telegram);
    const footerLinks = navigation.footerColumns.flatMap((column) => column.links.map((link) => link.href));
    expect(footerLinks).toEqual(expect.arrayContaining([oman, telegram]));
    expect(marketOptions).toContainEqual({ value: "OM", label: "Oman" });
  });

  it("is listed on the pricing page as on request until it has a rate", async () => {
    const { SmsRatesTable } = await import("~/features/sms-pricing/sms-rates-table.tsx");
    const { SiteDataProvider } = await import("~/lib/site-data.tsx");
    const { siteData } = await import("./render/site-data.ts");
    const { siteTexts } = await import("./site/index.ts");
    const { formatWords } = await import("./format/index.ts");
    const { smsRates } = await import("./sms-rates.ts");
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
});
