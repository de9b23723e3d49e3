import { describe, expect, it } from "vitest";
import { smsRates } from "~/content/sms-rates.ts";
import { parseSmsRates } from "./live-rates-sync.tsx";

const message = "The rates service answered with data in an unexpected shape.";

const rate = {
  country: "india",
  countryName: "India",
  isoCode: "IN",
  currency: "USD",
  transactional: 0.0032,
  promotional: 0.0028,
  senderIdFee: 0,
};

describe("parseSmsRates", () => {
  it("accepts a valid list and returns it", () => {
    const body: unknown = JSON.parse(JSON.stringify(smsRates));
    expect(parseSmsRates(body)).toEqual(smsRates);
  });

  it("accepts a single valid rate", () => {
    expect(parseSmsRates([rate])).toEqual([rate]);
  });

  it.each([
    ["an empty list", []],
    ["an object instead of a list", { rates: [rate] }],
    ["null", null],
    ["a string", "[]"],
    ["a list with null", [rate, null]],
    ["a wrong currency", [{ ...rate, currency: "EUR" }]],
    ["a missing number", [{ ...rate, promotional: undefined }]],
    ["a price sent as a string", [{ ...rate, transactional: "0.0032" }]],
    ["a missing country", [{ ...rate, country: undefined }]],
    ["one bad rate among good ones", [rate, { ...rate, senderIdFee: null }]],
  ])("rejects %s", (_what, body) => {
    expect(() => parseSmsRates(body)).toThrow(message);
  });
});
