import { describe, expect, it } from "vitest";
import { capitalise, formatList, languageName } from "./lists.ts";
import { plural } from "./plural.ts";
import { formatAmount, formatPerMessage } from "./prices.ts";

describe("lists, names, plurals and prices through Intl", () => {
  it("joins lists as British English does, without a serial comma", () => {
    expect(formatList(["Jio", "Airtel", "Vi", "BSNL"], "en-GB")).toBe("Jio, Airtel, Vi and BSNL");
    expect(formatList(["PAN", "GST certificate", "other business proof"], "en-GB", "or")).toBe(
      "PAN, GST certificate or other business proof",
    );
  });

  it("names languages and capitalises a sentence's first letter", () => {
    expect(languageName("ar", "en-GB")).toBe("Arabic");
    expect(capitalise("commercial registration (CR)", "en-GB")).toBe("Commercial registration (CR)");
  });

  it("picks the plural form a count needs and fills the other values", () => {
    const forms = { one: "{count} segment", other: "{count} segments" };
    expect(plural(forms, 1, "en-GB")).toBe("1 segment");
    expect(plural(forms, 2, "en-GB")).toBe("2 segments");
    expect(plural({ other: "{count} of {max} used" }, 11, "en-GB", { max: "2,000" })).toBe(
      "11 of 2,000 used",
    );
  });

  it("writes US dollar prices with the narrow symbol", () => {
    expect(formatPerMessage(0.0032, "en-GB")).toBe("$0.0032");
    expect(formatAmount(150, "en-GB")).toBe("$150");
  });
});
