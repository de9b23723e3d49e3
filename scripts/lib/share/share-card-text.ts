/**
 * One text of the share card, drawn by whichever engine draws it right (decision 072): satori, as
 * always, for left-to-right text that Inter covers whole (every English card looks as before);
 * HarfBuzz (shaped-text.ts) for right-to-left text and for any script Inter lacks, as an SVG path
 * in a box of its own size, flush right on right-to-left cards.
 */
import type { Direction } from "./bidi-runs.ts";
import { box, el, type SatoriElement, type Style } from "./satori-element.ts";
import { type Face, shapeText } from "./shaped-text.ts";
import type { CardWeight } from "./share-fonts.ts";

export interface CardTextStyle {
  size: number;
  weight: CardWeight;
  /** In ems; satori's "normal" when left out (HarfBuzz then uses 1.2, raised for tall scripts). */
  lineHeight?: number;
  letterSpacing?: number;
  color: string;
  /** Cut with an ellipsis after this many lines. */
  maxLines: number;
  maxWidth: number;
  uppercase?: boolean;
}

export interface Typesetting {
  dir: Direction;
  lang: string;
  /** HarfBuzz's faces per weight, in fallback order, Inter last. */
  faces: Record<CardWeight, readonly Face[]>;
}

/** Whether satori's own text draws it right: left to right, and every character in Inter. */
export function satoriDraws(text: string, { dir, faces }: Typesetting): boolean {
  const inter = faces[400].at(-1);
  if (dir === "rtl" || !inter) return false;
  return [...text].every((char) => /\s/.test(char) || (inter.font.glyph(char.codePointAt(0) ?? 0) ?? 0) > 0);
}

/** The text as a card element; `layout` places it (margins) whichever engine draws it. */
export function cardText(
  text: string,
  style: CardTextStyle,
  typesetting: Typesetting,
  layout: Style = {},
): SatoriElement {
  if (satoriDraws(text, typesetting)) {
    return el(
      "div",
      {
        style: {
          display: style.maxLines > 1 ? "block" : "flex",
          ...(style.maxLines > 1 ? { lineClamp: style.maxLines } : {}),
          fontSize: style.size,
          fontWeight: style.weight,
          ...(style.lineHeight ? { lineHeight: style.lineHeight } : {}),
          ...(style.letterSpacing ? { letterSpacing: style.letterSpacing } : {}),
          ...(style.uppercase ? { textTransform: "uppercase" } : {}),
          color: style.color,
          ...layout,
        },
      },
      text,
    );
  }
  const shaped = shapeText(style.uppercase ? text.toLocaleUpperCase(typesetting.lang) : text, {
    faces: typesetting.faces[style.weight],
    size: style.size,
    lineHeight: style.lineHeight ?? 1.2,
    letterSpacing: style.letterSpacing,
    dir: typesetting.dir,
    lang: typesetting.lang,
    maxWidth: style.maxWidth,
    maxLines: style.maxLines,
  });
  return box(
    { width: shaped.width, height: shaped.height, ...layout },
    el(
      "svg",
      { width: shaped.width, height: shaped.height, viewBox: `0 0 ${shaped.width} ${shaped.height}` },
      el("path", { d: shaped.path, fill: style.color }),
    ),
  );
}
