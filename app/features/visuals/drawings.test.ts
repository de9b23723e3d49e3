import { describe, expect, it } from "vitest";
import { services } from "~/content/catalogue.ts";
import { drawing } from "./drawings.ts";
import { pricingEstimateValues } from "./pricing-estimate.ts";

describe("product drawings", () => {
  const names = [
    "home",
    "services",
    "about",
    "contact",
    "careers",
    "pricing",
    "not-found",
    ...services.map((service) => service.slug),
  ];

  it.each(names)("%s has a light, self-contained SVG that sizes itself from its viewBox", (name) => {
    // The pricing drawing's estimate comes from the published rates, as its route fills it.
    const svg = drawing(name, "en", name === "pricing" ? pricingEstimateValues("en") : {});
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
    // Width and height come from the container: fixed ones would overflow a 320 px screen.
    expect(svg).not.toMatch(/^<svg[^>]* (width|height)=/);
    // Its words are drawing, not content: the labelled role="img" around it speaks for it.
    expect(svg).toMatch(/^<svg[^>]* aria-hidden="true"/);
    // No requests, no scripts, no styles that could leak into the page it is inlined in.
    expect(svg).not.toMatch(/href=|url\(|<script|<style|<image/i);
    expect(svg.length).toBeLessThan(4500);
  });

  it("refuses a name without a drawing", () => {
    expect(() => drawing("fax-services", "en")).toThrow(/No drawing/);
  });
});
