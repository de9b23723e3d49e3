import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { countSegments, type Encoding } from "./sms-segments.ts";

const arabic = "ب";
const emoji = "😀";

const cases: [string, string, Encoding, number, number][] = [
  ["an empty message", "", "GSM-7", 0, 0],
  ["one GSM-7 character", "a", "GSM-7", 1, 1],
  ["160 GSM-7 characters", "a".repeat(160), "GSM-7", 160, 1],
  ["161 GSM-7 characters", "a".repeat(161), "GSM-7", 161, 2],
  ["306 GSM-7 characters", "a".repeat(306), "GSM-7", 306, 2],
  ["307 GSM-7 characters", "a".repeat(307), "GSM-7", 307, 3],
  ["80 euro signs (160 septets)", "€".repeat(80), "GSM-7", 160, 1],
  ["81 euro signs (162 septets)", "€".repeat(81), "GSM-7", 162, 2],
  ["every extension character", "\f^{}\\[~]|€", "GSM-7", 20, 1],
  ["the basic set's accents and Greek", "Ça coûte 5 £ à Δ", "UCS-2", 16, 1],
  ["Greek capitals and accents of the basic set", "ΔΦΓΛΩΠΨΣΘΞ éèàÄÖÑÜ", "GSM-7", 18, 1],
  ["70 Arabic letters", arabic.repeat(70), "UCS-2", 70, 1],
  ["71 Arabic letters", arabic.repeat(71), "UCS-2", 71, 2],
  ["35 emoji", emoji.repeat(35), "UCS-2", 70, 1],
  ["36 emoji", emoji.repeat(36), "UCS-2", 72, 2],
  ["134 Arabic letters", arabic.repeat(134), "UCS-2", 134, 2],
  ["135 Arabic letters", arabic.repeat(135), "UCS-2", 135, 3],
  ["159 GSM-7 characters and one euro sign", `${"a".repeat(159)}€`, "GSM-7", 161, 2],
  ["one emoji makes a GSM-7 text Unicode", `${"a".repeat(69)}${emoji}`, "UCS-2", 71, 2],
  ["a lowercase c-cedilla is not in the basic set", "ç", "UCS-2", 1, 1],
  // Packing: 76 euro signs fill 152 of a part's 153 septets; the 77th (an escape pair) starts the next part.
  ["153 euro signs (306 septets, packed 76 a part)", "€".repeat(153), "GSM-7", 306, 3],
  // 33 emoji fill 66 of a part's 67 code units; a surrogate pair is never split.
  ["67 emoji (134 code units, packed 33 a part)", emoji.repeat(67), "UCS-2", 134, 3],
];

describe("countSegments", () => {
  it.each(cases)("counts %s", (_name, text, encoding, units, segments) => {
    expect(countSegments(text)).toMatchObject({ encoding, units, segments });
  });

  it("never takes fewer segments as the text grows", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), fc.string({ unit: "binary" }), (text, more) => {
        expect(countSegments(text + more).segments).toBeGreaterThanOrEqual(countSegments(text).segments);
      }),
    );
  });

  it("never takes fewer segments than the units need, nor more than one per character", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", minLength: 1, maxLength: 600 }), (text) => {
        const { units, segments, perSegment } = countSegments(text);
        expect(segments).toBeGreaterThanOrEqual(Math.ceil(units / perSegment));
        expect(segments).toBeLessThanOrEqual([...text].length);
      }),
    );
  });
});
