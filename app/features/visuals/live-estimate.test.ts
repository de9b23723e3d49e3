// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { smsRates } from "~/content/sms-rates.ts";
import { drawing } from "./drawings.ts";
import { redrawPricingEstimate } from "./live-estimate.ts";
import { pricingEstimate, pricingEstimateValues } from "./pricing-estimate.ts";

const withSaudiRate = (transactional: number) =>
  smsRates.map((rate) => (rate.country === pricingEstimate.country ? { ...rate, transactional } : rate));
const figure = (name: string) => document.querySelector(`[data-estimate="${name}"]`)?.textContent;

describe("the pricing hero's estimate with the server's rates", () => {
  beforeEach(() => {
    document.body.innerHTML = drawing("pricing", "en", pricingEstimateValues("en"));
  });

  it("is the published month while the server's Saudi rate is the published one", () => {
    const before = document.body.innerHTML;
    redrawPricingEstimate(
      withSaudiRate(0.05),
      withSaudiRate(0.05),
      document,
      "/services/sms-services/pricing",
    );
    expect(document.body.innerHTML).toBe(before);
  });

  it("is redrawn from a changed rate, and drawn back when the rate returns", () => {
    const published = withSaudiRate(0.034);
    redrawPricingEstimate(withSaudiRate(0.04), published, document, "/services/sms-services/pricing");
    expect(figure("total")).toBe("$2,000.00");
    expect(figure("rate")).toBe("$0.0400");
    redrawPricingEstimate(published, published, document, "/services/sms-services/pricing");
    expect(figure("total")).toBe("$1,700.00");
  });

  it("is written the page's way on an Arabic page", () => {
    document.body.innerHTML = drawing("pricing", "ar", pricingEstimateValues("ar"));
    redrawPricingEstimate(
      withSaudiRate(0.04),
      withSaudiRate(0.034),
      document,
      "/ar/services/sms-services/pricing",
    );
    expect(figure("total")).toMatch(/2,000\.00/);
    expect(figure("rate")).toMatch(/0\.0400/);
  });
});
