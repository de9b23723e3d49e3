import { describe, expect, it } from "vitest";
import { formatWords } from "./en.ts";
import {
  formatClock,
  formatDayRange,
  formatTimeRange,
  formatTimeZoneName,
  formatUtcOffset,
} from "./times.ts";

describe("times in the page's locale", () => {
  it("writes 24-hour times as the locale does", () => {
    expect(formatClock("09:00", "en-GB")).toBe("09:00");
    expect(formatClock("21:30", "en-GB")).toBe("21:30");
    expect(formatTimeRange({ from: "10:00", to: "21:00" }, "en-GB", formatWords)).toBe("10:00 to 21:00");
  });

  it("names days of the week and time zones through Intl", () => {
    expect(formatDayRange({ from: "sunday", to: "thursday" }, "en-GB", formatWords)).toBe(
      "Sunday to Thursday",
    );
    expect(formatTimeZoneName("Asia/Dubai", "en-GB")).toBe("Gulf Standard Time");
  });

  it("writes UTC offsets with minutes only where there are any", () => {
    expect(formatUtcOffset(240, "en-GB", formatWords)).toBe("UTC+4");
    expect(formatUtcOffset(330, "en-GB", formatWords)).toBe("UTC+5:30");
    expect(formatUtcOffset(-180, "en-GB", formatWords)).toBe("UTC−3");
  });
});
