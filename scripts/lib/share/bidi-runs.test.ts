import { describe, expect, it } from "vitest";
import { bidiLevels, type Direction, visualRuns } from "./bidi-runs.ts";

/** The line's runs left to right as text, with Latin letters on face 1 and the rest on face 0. */
function visual(text: string, dir: Direction): string[] {
  const faceOf = (index: number) => (/[A-Za-z]/.test(text[index] ?? "") ? 1 : 0);
  return visualRuns(text, bidiLevels(text, dir), dir, 0, text.length, faceOf).map((run) =>
    text.slice(run.start, run.end),
  );
}

describe("visualRuns", () => {
  it("puts the first Arabic word at the right and keeps a Latin word inside left to right", () => {
    // Logical: رسائل, SMS, جماعية. Drawn left to right: جماعية, SMS, رسائل (the spaces go with the
    // Arabic runs, at the paragraph's right-to-left level).
    expect(visual("رسائل SMS جماعية", "rtl")).toEqual([" جماعية", "SMS", "رسائل "]);
  });

  it("keeps an Arabic phrase in its place inside an English sentence", () => {
    expect(visual("Reply نعم to confirm", "ltr")).toEqual(["Reply", " ", "نعم", " ", "to", " ", "confirm"]);
  });

  it("keeps numbers left to right inside Arabic", () => {
    const runs = visual("من 0.0032 دولار", "rtl");
    expect(runs.at(0)).toBe(" دولار");
    expect(runs).toContain("0.0032");
    expect(runs.at(-1)).toBe("من ");
  });

  it("gives trailing spaces the paragraph's direction (rule L1)", () => {
    const text = "SMS ";
    const runs = visualRuns(text, bidiLevels(text, "rtl"), "rtl", 0, text.length, () => 0);
    expect(runs.map((run) => [text.slice(run.start, run.end), run.level])).toEqual([
      [" ", 1],
      ["SMS", 2],
    ]);
  });

  it("cuts runs where the face changes, even at one level", () => {
    expect(visual("Zain 2026", "ltr")).toEqual(["Zain", " 2026"]);
  });
});
