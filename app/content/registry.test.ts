/**
 * Adding a market or a service is adding one file: fed one more file of each
 * kind, everything the site and the assistant list picks it up, with no build.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter, matchRoutes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { ServiceFile, SmsCountryFile } from "./schema";

/** A file's exports copied with one name replaced, as a newcomer would copy qatar.ts to oman.ts. */
function copied<T>(module: T, from: string, to: string): T {
  return JSON.parse(JSON.stringify(module).replaceAll(from, to)) as T;
}

vi.mock("#content-registry", async (importOriginal) => {
  const real = await importOriginal<typeof import("./registry-node")>();
  const qatar = {
    entry: real.smsCountryEntries["./sms-countries/qatar.ts"],
    vocabulary: real.smsCountryVocabularies["./sms-countries/qatar.ts"],
    page: real.smsCountryPages["./sms-countries/qatar.ts"],
  } as SmsCountryFile;
  const oman = copied(qatar, "Qatar", "Oman");
  oman.entry = { ...oman.entry, isoCode: "OM", dialCode: "+968" };
  const whatsapp = {
    entry: real.serviceEntries["./services/whatsapp-services.ts"],
    vocabulary: { aliases: [] },
    page: real.servicePages["./services/whatsapp-services.ts"],
  } as ServiceFile;
  const telegram = copied(whatsapp, "WhatsApp", "Telegram");
  return {
    serviceEntries: { ...real.serviceEntries, "./services/telegram-services.ts": telegram.entry },
    serviceVocabularies: {
      ...real.serviceVocabularies,
      "./services/telegram-services.ts": telegram.vocabulary,
    },
    servicePages: { ...real.servicePages, "./services/telegram-services.ts": telegram.page },
    smsCountryEntries: { ...real.smsCountryEntries, "./sms-countries/oman.ts": oman.entry },
    smsCountryVocabularies: { ...real.smsCountryVocabularies, "./sms-countries/oman.ts": oman.vocabulary },
    smsCountryPages: { ...real.smsCountryPages, "./sms-countries/oman.ts": oman.page },
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
    const navigation = await import("./navigation");
    const { marketOptions } = await import("~/features/contact-form/choice-fields");
    expect(navigation.smsCountryLinks.map((link) => link.href)).toContain(oman);
    expect(navigation.serviceLinks.map((link) => link.href)).toContain(telegram);
    const footerLinks = navigation.footerColumns.flatMap((column) => column.links.map((link) => link.href));
    expect(footerLinks).toEqual(expect.arrayContaining([oman, telegram]));
    expect(marketOptions).toContainEqual({ value: "OM", label: "Oman" });
  });

  it("is listed on the pricing page as on request until it has a rate", async () => {
    const { SmsRatesTable } = await import("~/features/sms-pricing/sms-rates-table");
    const { smsRates } = await import("./sms-rates");
    const html = renderToStaticMarkup(
      createElement(
        MemoryRouter,
        null,
        createElement(SmsRatesTable, { rates: smsRates, status: "published", caption: "Rates", notes: [] }),
      ),
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
