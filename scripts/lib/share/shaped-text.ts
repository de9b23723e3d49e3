/**
 * Text set by HarfBuzz for the share cards (decision 072): Arabic joined and right to left,
 * Devanagari with its conjuncts and vowel signs, Latin words inside either, wrapped to a width,
 * cut to a number of lines with an ellipsis, and turned into one SVG path, so the rasteriser needs
 * no font at all. Each character takes the first face that has it (Latin letters and digits fall
 * through an Arabic or Devanagari face to Inter); bidi-runs.ts orders the runs of a line.
 */
import * as hb from "harfbuzzjs";
import { bidiLevels, type Direction, visualRuns } from "./bidi-runs.ts";

export interface Face {
  font: hb.Font;
  upem: number;
  ascender: number;
  /** Below the baseline, positive. */
  descender: number;
  /** The least line height, in ems, its script reads well at: Arabic's marks stand tall. */
  minLineHeight: number;
  /** Whether letter spacing applies: Latin yes; never joined Arabic or Devanagari's headline. */
  tracks: boolean;
}

/** A face for HarfBuzz from an OpenType (sfnt) file. */
export function loadFace(sfnt: Buffer, { minLineHeight = 0, tracks = false } = {}): Face {
  const face = new hb.Face(new hb.Blob(sfnt));
  const font = new hb.Font(face);
  const { ascender, descender } = font.hExtents();
  return { font, upem: face.upem, ascender, descender: -descender, minLineHeight, tracks };
}

export interface TextStyle {
  /** Fallback order: the script's face first, then Inter. */
  faces: readonly Face[];
  size: number;
  /** In ems, raised to the faces' own minimum where their script needs more. */
  lineHeight: number;
  /** Pixels after each glyph of a face that tracks. */
  letterSpacing?: number;
  dir: Direction;
  /** BCP 47, for HarfBuzz's language-specific forms. */
  lang: string;
  maxWidth: number;
  maxLines: number;
}

export interface ShapedText {
  /** The widest line, so a box can hug the text; right-to-left lines are flush with its right edge. */
  width: number;
  height: number;
  /** Each line's text and where it sits in the box. */
  lines: { text: string; x: number; width: number }[];
  /** Every glyph, placed, in the box's pixels. */
  path: string;
}

/** Marks, joiners and variation selectors: they belong to the letter before them. */
const joining = /\p{M}|\u200c|\u200d|[\ufe00-\ufe0f]/u;
const shared = /[\s\p{P}\p{S}\p{N}]/u;

/** The face of each UTF-16 unit: marks and joiners stay with their letter; spaces and punctuation with their neighbour. */
function facesOf(text: string, faces: readonly Face[]): number[] {
  const result: number[] = [];
  let previous = -1;
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    const covers = (index: number) => (faces[index]?.font.glyph(codePoint) ?? 0) > 0;
    let face =
      previous >= 0 && (joining.test(char) || (shared.test(char) && covers(previous))) ? previous : -1;
    if (face < 0)
      face = Math.max(
        0,
        faces.findIndex((_, index) => covers(index)),
      );
    for (let unit = 0; unit < char.length; unit += 1) result.push(face);
    previous = face;
  }
  return result;
}

interface PlacedGlyph {
  face: Face;
  glyph: number;
  /** Pixels from the line's left edge and up from its baseline. */
  x: number;
  y: number;
}

/** One line's glyphs left to right, and its width in pixels. */
export function setLine(line: string, style: TextStyle): { glyphs: PlacedGlyph[]; width: number } {
  const levels = bidiLevels(line, style.dir);
  const faceIndex = facesOf(line, style.faces);
  const glyphs: PlacedGlyph[] = [];
  let x = 0;
  for (const run of visualRuns(line, levels, style.dir, 0, line.length, (index) => faceIndex[index] ?? 0)) {
    const face = style.faces[run.face] as Face;
    const buffer = new hb.Buffer();
    buffer.addText(line.slice(run.start, run.end));
    buffer.guessSegmentProperties();
    buffer.setDirection(run.level % 2 === 1 ? hb.Direction.RTL : hb.Direction.LTR);
    buffer.setLanguage(style.lang);
    hb.shape(face.font, buffer);
    const scale = style.size / face.upem;
    const tracking = face.tracks ? (style.letterSpacing ?? 0) : 0;
    const positions = buffer.getGlyphPositions();
    buffer.getGlyphInfos().forEach((info, index) => {
      const position = positions[index];
      if (!position) return;
      glyphs.push({
        face,
        glyph: info.codepoint,
        x: x + position.xOffset * scale,
        y: position.yOffset * scale,
      });
      x += position.xAdvance * scale + tracking;
    });
  }
  return { glyphs, width: x };
}

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** Lines of at most `maxWidth`, at most `maxLines` of them, the last cut with "…" when text is left. */
function breakLines(text: string, style: TextStyle): string[] {
  const widthOf = (line: string) => setLine(line, style).width;
  const fits = (line: string) => widthOf(line) <= style.maxWidth;
  // A word wider than the box is cut where it still fits, with an ellipsis.
  const cut = (word: string, suffix = "") => {
    let kept = "";
    for (const { segment } of graphemes.segment(word)) {
      if (!fits(`${kept}${segment}${suffix}`)) break;
      kept += segment;
    }
    return `${kept}${suffix}`;
  };
  const words = text.split(" ");
  const lines: string[] = [];
  let first = 0;
  while (first < words.length) {
    const lastAllowed = lines.length === style.maxLines - 1;
    const rest = words.slice(first).join(" ");
    if (lastAllowed && !fits(rest)) {
      let best = "";
      for (let end = first + 1; end <= words.length; end += 1) {
        // The ellipsis replaces the sentence's own comma or stop where the cut falls after one.
        const candidate = `${words
          .slice(first, end)
          .join(" ")
          .replace(/[,.;:،؛]+$/u, "")}…`;
        if (!fits(candidate)) break;
        best = candidate;
      }
      lines.push(best || cut(words[first] ?? "", "…"));
      break;
    }
    let end = first + 1;
    while (end < words.length && fits(words.slice(first, end + 1).join(" "))) end += 1;
    const line = words.slice(first, end).join(" ");
    lines.push(fits(line) ? line : cut(line, "…"));
    first = end;
  }
  return lines;
}

const outlines = new WeakMap<Face, Map<number, hb.SvgPathCommand[]>>();

function outlineOf(face: Face, glyph: number): hb.SvgPathCommand[] {
  const cache = outlines.get(face) ?? new Map<number, hb.SvgPathCommand[]>();
  outlines.set(face, cache);
  const commands = cache.get(glyph) ?? face.font.glyphToJson(glyph);
  cache.set(glyph, commands);
  return commands;
}

const round = (value: number) => Number(value.toFixed(2));

/**
 * Sets `text` (whitespace collapsed) in `style`: its lines, its box and its glyphs as one path. The
 * line height is the style's, or more where a script in the text needs it.
 */
export function shapeText(text: string, style: TextStyle): ShapedText {
  const collapsed = text.replace(/\s+/g, " ").trim();
  const lines = breakLines(collapsed, style);
  // The faces the text uses; the first letter's is the primary one, whose metrics place the baseline.
  const faceIndex = facesOf(collapsed, style.faces);
  const used = [...new Set(faceIndex)].map((index) => style.faces[index] as Face);
  const primary = style.faces[faceIndex[collapsed.search(/\p{L}/u)] ?? faceIndex[0] ?? 0];
  if (!primary) throw new Error("shapeText needs at least one face.");
  const lineHeight = style.size * Math.max(style.lineHeight, ...used.map((face) => face.minLineHeight));
  const set = lines.map((line) => setLine(line, style));
  const width = Math.ceil(Math.max(0, ...set.map((line) => line.width)));
  // As CSS places a line's baseline: the primary face's ascent and descent centred in the line box.
  const scale = style.size / primary.upem;
  const baselineInLine =
    (lineHeight - (primary.ascender + primary.descender) * scale) / 2 + primary.ascender * scale;
  let path = "";
  const placed = set.map((line, index) => {
    const left = style.dir === "rtl" ? width - line.width : 0;
    const baseline = index * lineHeight + baselineInLine;
    for (const { face, glyph, x, y } of line.glyphs) {
      const glyphScale = style.size / face.upem;
      for (const { type, values } of outlineOf(face, glyph)) {
        const points: number[] = [];
        for (let index = 0; index < values.length; index += 2) {
          points.push(
            round(left + x + (values[index] ?? 0) * glyphScale),
            round(baseline - y - (values[index + 1] ?? 0) * glyphScale),
          );
        }
        path += `${type}${points.join(" ")}`;
      }
    }
    return { text: lines[index] ?? "", x: left, width: line.width };
  });
  return { width, height: Math.ceil(lines.length * lineHeight), lines: placed, path };
}
