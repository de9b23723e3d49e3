import { describe, expect, it, vi } from "vitest";
import { rememberFormatted } from "./formatted-once.ts";
import { formatAmount, formatPerMessage, priceTextsOf } from "./prices.ts";

/** Runs `act` with Intl.NumberFormat counted, and answers how many were made. */
function numberFormatsMadeBy(act: () => void): number {
  let made = 0;
  const Original = Intl.NumberFormat;
  Intl.NumberFormat = new Proxy(Original, {
    construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
      made += 1;
      return new target(...args);
    },
  });
  try {
    act();
  } finally {
    Intl.NumberFormat = Original;
  }
  return made;
}

describe("prices formatted once, on the server", () => {
  it("ships each published price's text under a key the browser looks up", () => {
    const texts = priceTextsOf("ar-u-nu-latn", { perMessage: [0.0032], amounts: [150] });
    expect(Object.values(texts)).toEqual([
      formatPerMessage(0.0032, "ar-u-nu-latn"),
      formatAmount(150, "ar-u-nu-latn"),
    ]);
    expect(new Set(Object.keys(texts)).size).toBe(2);
  });

  it("formats the prices the server sent without Intl in a fresh browser, and only those", async () => {
    const sent = priceTextsOf("ar-u-nu-latn", { perMessage: [0.0032, 0.0045], amounts: [150] });
    // A fresh copy of the modules stands for the browser, which has formatted nothing yet.
    vi.resetModules();
    const browser = await import("./prices.ts");
    (await import("./formatted-once.ts")).rememberFormatted(sent);
    const texts: string[] = [];
    const made = numberFormatsMadeBy(() => {
      texts.push(browser.formatPerMessage(0.0045, "ar-u-nu-latn"), browser.formatAmount(150, "ar-u-nu-latn"));
    });
    expect(made).toBe(0);
    expect(texts).toEqual([sent[Object.keys(sent)[1] ?? ""], sent[Object.keys(sent)[2] ?? ""]]);
    expect(numberFormatsMadeBy(() => browser.formatPerMessage(0.0051, "ar-u-nu-latn"))).toBe(1);
  });

  it("writes a whole amount without decimals and an amount with cents with both digits", () => {
    expect(formatAmount(420, "en-GB")).toBe("$420");
    expect(formatAmount(412.5, "en-GB")).toBe("$412.50");
    expect(formatAmount(1460.04, "en-GB")).toBe("$1,460.04");
  });

  it("keeps a text it already has when the same price is remembered again", () => {
    const first = formatAmount(99.5, "en-GB");
    const [key] = Object.keys(priceTextsOf("en-GB", { perMessage: [], amounts: [99.5] }));
    rememberFormatted({ [key ?? ""]: "something else" });
    expect(formatAmount(99.5, "en-GB")).toBe(first);
  });
});
