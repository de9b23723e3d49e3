/**
 * Every service page's stat band (its `highlights`, shown in big figures) states a
 * figure: each value, once its placeholders are filled, holds at least one digit.
 * Words such as "Cloud API" or "Fixed scope" belong in a label, not where a number
 * is read. Checked on the pages as the route renders them, in every locale.
 */
import { describe, expect, it } from "vitest";
import { services } from "../catalogue.ts";
import { locales } from "../locales.ts";
import { servicePage, serviceValues } from "../render/site.ts";

/** Any digit: 0-9, or a script's own (Arabic-Indic, Devanagari) should a locale write those. */
const digit = /\p{Nd}/u;

const bands = locales.flatMap((locale) =>
  services.map((service) => [`${service.slug} (${locale})`, service.slug, locale] as const),
);

describe("every service page's stat band shows figures", () => {
  it.each(bands)("%s", (_, slug, locale) => {
    const { highlights } = servicePage(slug, locale);
    expect(highlights.length).toBeGreaterThanOrEqual(3);
    expect(highlights.length).toBeLessThanOrEqual(4);
    const withoutFigure = highlights.filter((item) => !digit.test(item.value));
    expect(withoutFigure, "values without a digit").toEqual([]);
    for (const item of highlights) expect(item.label.length, item.label).toBeLessThanOrEqual(40);
  });

  it("counts what the facts list, in the page's digits", () => {
    expect(serviceValues("sms-services", "en").integrationCount).toBe("4");
    expect(serviceValues("voice-services", "ar").languageCount).toBe("2");
    expect(serviceValues("ai-agents", "en").agentBuildInFigures).toBe("2–4 weeks");
    expect(serviceValues("ai-agents", "hi").agentBuildInFigures).toMatch(/^2–4 /);
    // "a few weeks" has no figure to show.
    expect(serviceValues("web-app-development", "en").websiteBuildInFigures).toBeUndefined();
  });

  it("catches a value that is only words", () => {
    expect(digit.test("Cloud API")).toBe(false);
    expect(digit.test("Fixed scope")).toBe(false);
    expect(digit.test("24/7")).toBe(true);
    expect(digit.test("٢٤ ساعة")).toBe(true);
  });
});
