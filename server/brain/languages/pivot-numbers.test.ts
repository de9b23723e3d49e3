import { describe, expect, it } from "vitest";
import { amountsOf, timesOf } from "./pivot-numbers.ts";

describe("timesOf", () => {
  it("reads a Hindi evening hour as a 12-hour clock time", () => {
    expect(timesOf("रात 10 बजे भेज सकते हैं").trim()).toBe("10:00 pm  भेज सकते हैं");
    expect(timesOf("subah 9 baje").trim()).toBe("9:00 am");
  });
  it("reads an Arabic evening and morning hour", () => {
    expect(timesOf("الساعه 11 بالليل")).toContain("11:00 pm");
    expect(timesOf("7:30 صباحا")).toContain("7:30 am");
  });
  it("leaves a text without a time alone", () => {
    expect(timesOf("كم سعر الرساله")).toBe("كم سعر الرساله");
  });
});

describe("amountsOf", () => {
  it("multiplies a number by the word after it", () => {
    expect(amountsOf("2 लाख sms")).toBe("200000 sms");
    expect(amountsOf("1.5 crore")).toBe("15000000");
    expect(amountsOf("10 الاف رساله")).toBe("10000 رساله");
  });
  it("reads a multiplier alone, or after 'one' in words, as one of it", () => {
    expect(amountsOf("مليون رساله")).toBe("1000000 رساله");
    expect(amountsOf("एक लाख")).toBe("100000");
  });
});
