import { describe, expect, it } from "vitest";
import { smsCountryPath } from "../../app/content/catalogue.ts";
import { paths } from "../../app/content/site-map.ts";
import { formatPerMessage } from "../../contracts/format-price.ts";
import { countSegments } from "../../contracts/sms-segments.ts";
import { distinctiveRates, sourcePaths } from "../../tests/support/engine-cases.ts";
import { segmentAnswer, segmentsFor } from "./segment-question.ts";

const ref = (path: string) => ({ path, title: path });
const qatar = smsCountryPath("qatar");
const qatarRate = distinctiveRates.find((rate) => rate.country === "qatar");

describe("segmentsFor", () => {
  it("counts as the pricing page's calculator does, for every length up to four parts", () => {
    for (let characters = 1; characters <= 4 * 153; characters += 1) {
      expect(segmentsFor(characters, "GSM-7")).toBe(countSegments("a".repeat(characters)).segments);
      expect(segmentsFor(characters, "UCS-2")).toBe(countSegments("ع".repeat(characters)).segments);
    }
  });
});

describe("segmentAnswer", () => {
  it("computes an Arabic message's segments and its cost per recipient in the market asked about", () => {
    const answer = segmentAnswer(
      "so a 150 character arabic promo to qatar, how much per recipient?",
      qatar,
      distinctiveRates,
      ref,
    );
    expect(answer?.response).toMatch(/\b3 segments\b/);
    expect(answer?.response).toContain(formatPerMessage(3 * (qatarRate?.promotional ?? Number.NaN)));
    expect(sourcePaths(answer ?? { response: "", sources: [] })).toEqual([qatar, paths.smsPricing]);
  });

  it("counts a Latin text in GSM-7 and links the pricing page without a market", () => {
    const answer = segmentAnswer("how many sms is a 200-char message?", undefined, distinctiveRates, ref);
    expect(answer?.response).toMatch(/GSM-7 takes 2 segments of up to 153 characters/);
    expect(sourcePaths(answer ?? { response: "", sources: [] })).toEqual([paths.smsPricing]);
  });

  it("gives what one SMS holds when a Unicode alphabet is put into a message: 'what if I add an emoji?'", () => {
    const answer = segmentAnswer("what if I add an emoji to the message?", undefined, distinctiveRates, ref);
    expect(answer?.response).toMatch(/70 in Unicode/);
    expect(segmentAnswer("do you support arabic?", undefined, distinctiveRates, ref)).toBeUndefined();
  });

  it("answers nothing when the question gives no length", () => {
    expect(
      segmentAnswer("how many characters fit in one sms?", qatar, distinctiveRates, ref),
    ).toBeUndefined();
  });
});
