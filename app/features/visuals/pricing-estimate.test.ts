import { afterEach, describe, expect, it, vi } from "vitest";
import { locales } from "~/content/locales.ts";
import { smsRates } from "~/content/sms-rates.ts";
import { drawing } from "./drawings.ts";
import { pricingEstimateValues } from "./pricing-estimate.ts";

/** Saudi Arabia's published rate per segment for OTPs, as the rate table lists it. */
const saudiRate = () => {
  const rate = smsRates.find((published) => published.country === "saudi-arabia");
  if (!rate) throw new Error("No published rate for Saudi Arabia");
  return rate.transactional;
};

const usd = (amount: number, digits: number) =>
  new Intl.NumberFormat("en-GB", {
    style: "currency",
    currency: "USD",
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);

const filled = (locale: (typeof locales)[number]) =>
  drawing("pricing", locale, pricingEstimateValues(locale));

describe("the pricing drawing's monthly estimate", () => {
  afterEach(() => {
    vi.doUnmock("~/content/sms-rates.ts");
    vi.resetModules();
  });

  it("shows the cost of 50,000 one-segment OTPs to Saudi Arabia at the published rate", () => {
    const svg = filled("en");
    // Rate × 1 segment × 50,000 messages, rounded to the cent.
    const total = Math.round(saudiRate() * 1 * 50_000 * 100) / 100;
    expect(svg).toContain(`>${usd(total, 2)}</text>`);
    expect(svg).toContain(`>${usd(saudiRate(), 4)}</tspan> a message × 50,000</text>`);
    expect(svg).toContain(">50,000 messages</text>");
  });

  it.each(locales)("%s: every value is filled in, and no formula in words is left", (locale) => {
    const svg = filled(locale);
    expect(svg).not.toContain("{");
    expect(svg).not.toMatch(/rate ×|segments ×|السعر ×|दर ×/);
    expect(svg).toContain(String(pricingEstimateValues(locale).estimateTotal));
  });

  it("follows the published rate when it changes", async () => {
    vi.resetModules();
    vi.doMock("~/content/sms-rates.ts", async (importOriginal) => {
      const original = await importOriginal<typeof import("~/content/sms-rates.ts")>();
      return {
        smsRates: original.smsRates.map((rate) =>
          rate.country === "saudi-arabia" ? { ...rate, transactional: 0.05 } : rate,
        ),
      };
    });
    const estimate = await import("./pricing-estimate.ts");
    expect(estimate.pricingEstimateValues("en")).toMatchObject({
      estimateTotal: "$2,500.00",
      estimateRate: "$0.0500",
    });
  });
});
