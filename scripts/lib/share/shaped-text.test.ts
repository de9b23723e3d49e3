import { describe, expect, it } from "vitest";
import { setLine, shapeText, type TextStyle } from "./shaped-text.ts";
import { shapingFaces } from "./share-fonts.ts";

const faces = shapingFaces();
const [arabic, devanagari, inter] = faces[400];

const style = (overrides: Partial<TextStyle>): TextStyle => ({
  faces: faces[400],
  size: 40,
  lineHeight: 1.2,
  dir: "ltr",
  lang: "en",
  maxWidth: 2000,
  maxLines: 3,
  ...overrides,
});

const glyphsOf = (text: string, overrides: Partial<TextStyle> = {}) =>
  setLine(text, style(overrides)).glyphs.map((placed) => placed.glyph);

describe("shaping (decision 072)", () => {
  it("joins Arabic letters: a word's letters take their joined forms, drawn right to left", () => {
    const arabicStyle = { dir: "rtl" as const, lang: "ar" };
    const isolated = ["س", "ل", "ا", "م"].map((letter) => glyphsOf(letter, arabicStyle)[0]);
    const word = glyphsOf("سلام", arabicStyle);
    expect(word).toHaveLength(4);
    // The initial seen and medial lam differ from their isolated forms.
    expect(word.at(-1)).not.toBe(isolated[0]);
    expect(word.at(-2)).not.toBe(isolated[1]);
    // Drawn left to right on the card, the word's last letter comes first.
    expect(setLine("سلام", style(arabicStyle)).glyphs[0]?.face).toBe(arabic);
  });

  it("forms Devanagari conjuncts and puts the i vowel sign before its consonant", () => {
    const hindi = { lang: "hi" };
    // क + ् + ष: one conjunct glyph, not three.
    expect(glyphsOf("क्ष", hindi)).toHaveLength(1);
    const ki = glyphsOf("कि", hindi);
    expect(ki).toHaveLength(2);
    expect(ki[0]).not.toBe(glyphsOf("क", hindi)[0]);
    expect(ki[1]).toBe(glyphsOf("क", hindi)[0]);
  });

  it("draws Latin words and digits inside Arabic or Hindi with Inter, the script with its own face", () => {
    const line = setLine("रसायन SMS 2026", style({ lang: "hi" }));
    const facesUsed = line.glyphs.map((placed) => placed.face);
    expect(facesUsed[0]).toBe(devanagari);
    expect(facesUsed.at(-1)).toBe(inter);
    expect(new Set(facesUsed)).toEqual(new Set([devanagari, inter]));
  });
});

describe("shapeText", () => {
  const title = "رسائل SMS جماعية في السعودية بأسماء مرسلين مسجلة";

  it("wraps to the width and sets right-to-left lines flush with the box's right edge", () => {
    const shaped = shapeText(title, style({ dir: "rtl", lang: "ar", maxWidth: 500 }));
    expect(shaped.lines.length).toBeGreaterThan(1);
    expect(shaped.lines.map((line) => line.text).join(" ")).toBe(title);
    for (const line of shaped.lines) {
      expect(line.width).toBeLessThanOrEqual(500);
      expect(line.x + line.width).toBeCloseTo(shaped.width, 0);
    }
    expect(shaped.lines[0]?.text.startsWith("رسائل SMS")).toBe(true);
  });

  it("sets left-to-right lines from the box's left edge", () => {
    const shaped = shapeText("भारत में DLT पंजीकरण के साथ बल्क SMS", style({ lang: "hi", maxWidth: 300 }));
    expect(shaped.lines.length).toBeGreaterThan(1);
    expect(shaped.lines.every((line) => line.x === 0 && line.width <= 300)).toBe(true);
  });

  it("cuts after the last line with an ellipsis, dropping a comma before it", () => {
    const shaped = shapeText(
      `${title}، ${title}`,
      style({ dir: "rtl", lang: "ar", maxWidth: 500, maxLines: 2 }),
    );
    expect(shaped.lines).toHaveLength(2);
    expect(shaped.lines[1]?.text).toMatch(/[^،,]…$/);
  });

  it("cuts a word wider than the box, with an ellipsis", () => {
    const shaped = shapeText("Supercalifragilisticexpialidocious", style({ maxWidth: 200 }));
    expect(shaped.lines).toHaveLength(1);
    expect(shaped.lines[0]?.text).toMatch(/^Super.*…$/);
    expect(shaped.lines[0]?.width).toBeLessThanOrEqual(200);
  });

  it("gives Arabic lines room for their marks, and English the style's own height", () => {
    const english = shapeText("Bulk SMS", style({ lineHeight: 1.08 }));
    const arabicText = shapeText("رسائل SMS", style({ dir: "rtl", lang: "ar", lineHeight: 1.08 }));
    expect(english.height).toBe(Math.ceil(40 * 1.08));
    expect(arabicText.height).toBe(Math.ceil(40 * 1.35));
  });

  it("turns every glyph into one path inside the box", () => {
    const shaped = shapeText("سلام", style({ dir: "rtl", lang: "ar" }));
    const numbers = shaped.path.match(/-?\d+(\.\d+)?/g)?.map(Number) ?? [];
    expect(shaped.path).toMatch(/^M/);
    expect(numbers.length).toBeGreaterThan(20);
    const xs = numbers.filter((_, index) => index % 2 === 0);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(-2);
    expect(Math.max(...xs)).toBeLessThanOrEqual(shaped.width + 2);
  });
});
