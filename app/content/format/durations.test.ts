import { describe, expect, it } from "vitest";
import { formatWords as arabic } from "./ar.ts";
import { formatDuration, formatQuantity } from "./durations.ts";
import { formatWords } from "./en.ts";

const format = (duration: Parameters<typeof formatDuration>[0]) =>
  formatDuration(duration, "en-GB", formatWords);

describe("durations in English", () => {
  it("writes one unit once for a range of numbers, spelling small numbers as the copy does", () => {
    expect(format({ min: { amount: 1, unit: "week" }, max: { amount: 2, unit: "week" } })).toBe(
      "one to two weeks",
    );
    expect(format({ min: { amount: 1, unit: "working-day" }, max: { amount: 3, unit: "working-day" } })).toBe(
      "one to three working days",
    );
  });

  it("words vague amounts and approximate bounds", () => {
    expect(
      format({
        min: { amount: "few", unit: "working-day" },
        max: { amount: 2, unit: "week" },
        approximate: true,
      }),
    ).toBe("a few working days to around two weeks");
    expect(format({ min: { amount: 1, unit: "week" }, max: { amount: "several", unit: "week" } })).toBe(
      "one to several weeks",
    );
    expect(format({ max: { amount: "few", unit: "month" } })).toBe("a few months");
  });

  it("picks the plural form by count and writes large numbers with Intl", () => {
    expect(formatQuantity({ amount: 1, unit: "business-day" }, "en-GB", formatWords)).toBe(
      "one business day",
    );
    expect(formatQuantity({ amount: 12, unit: "week" }, "en-GB", formatWords)).toBe("12 weeks");
    expect(formatQuantity({ amount: 1500, unit: "day" }, "en-GB", formatWords)).toBe("1,500 days");
  });

  it("uses digits where a language spells no numbers", () => {
    const digits = { ...formatWords, spelledNumbers: [] };
    expect(
      formatDuration({ min: { amount: 1, unit: "week" }, max: { amount: 2, unit: "week" } }, "en-GB", digits),
    ).toBe("1 to 2 weeks");
  });
});

describe("durations in Arabic", () => {
  const ar = (duration: Parameters<typeof formatDuration>[0]) =>
    formatDuration(duration, "ar-u-nu-latn", arabic);

  it("writes both ends in full where the lower count is a singular or dual without a number", () => {
    expect(ar({ min: { amount: 1, unit: "week" }, max: { amount: 2, unit: "week" } })).toBe(
      "من أسبوع إلى أسبوعين",
    );
    expect(ar({ min: { amount: 1, unit: "working-day" }, max: { amount: 3, unit: "working-day" } })).toBe(
      "من يوم عمل إلى 3 أيام عمل",
    );
    expect(ar({ min: { amount: 1, unit: "week" }, max: { amount: "several", unit: "week" } })).toBe(
      "من أسبوع إلى عدة أسابيع",
    );
  });

  it("writes the shared unit once after digits, and picks Arabic's plural forms", () => {
    expect(ar({ min: { amount: 3, unit: "week" }, max: { amount: 5, unit: "week" } })).toBe(
      "من 3 إلى 5 أسابيع",
    );
    expect(
      ar({
        min: { amount: "few", unit: "working-day" },
        max: { amount: 2, unit: "week" },
        approximate: true,
      }),
    ).toBe("من بضعة أيام عمل إلى نحو أسبوعين");
    expect(formatQuantity({ amount: 11, unit: "day" }, "ar-u-nu-latn", arabic)).toBe("11 يومًا");
    expect(formatQuantity({ amount: 100, unit: "day" }, "ar-u-nu-latn", arabic)).toBe("100 يوم");
  });
});
