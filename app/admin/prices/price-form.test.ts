import { describe, expect, it } from "vitest";
import { smsRateSchema } from "~/content/page-schemas.ts";
import { smsRates } from "~/content/sms-rates.ts";
import { type FormValues, type Market, type RateField, readForm, toFormValues } from "./price-form.ts";

const qatar: Market = { slug: "qatar", name: "Qatar", isoCode: "QA" };
const published = smsRates.find((rate) => rate.country === "qatar");

function withValue(field: RateField, value: string): FormValues {
  const values = toFormValues([qatar], smsRates);
  return { qatar: { ...(values.qatar as FormValues[string]), [field]: value } };
}

describe("readForm", () => {
  it("reads the fields back into the rate the server stores", () => {
    expect(readForm([qatar], toFormValues([qatar], smsRates))).toEqual({ ok: true, rates: [published] });
  });

  it.each([
    ["transactional", "0"],
    ["transactional", "1"],
    ["transactional", "1.0001"],
    ["transactional", "10"],
    ["transactional", "10.000001"],
    ["transactional", "0.00001"],
    ["transactional", "0.123456"],
    ["transactional", "0.1234567"],
    ["promotional", "0.0001"],
    ["promotional", "-0.5"],
    ["senderIdFee", "2.1234567"],
    ["senderIdFee", "0"],
    ["senderIdFee", "1000"],
    ["senderIdFee", "1000.5"],
    ["senderIdFee", "-1"],
  ] as const)("agrees with smsRateSchema on %s = %s", (field, value) => {
    const read = readForm([qatar], withValue(field, value));
    const schema = smsRateSchema.safeParse({ ...published, [field]: Number(value) });
    expect(read.ok).toBe(schema.success);
  });
});
