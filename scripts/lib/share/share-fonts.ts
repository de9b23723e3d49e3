/**
 * The fonts of the share cards (decisions 043, 072), read once per build from the @fontsource
 * packages' WOFF files: Inter for satori, which draws Latin text as it always has, and Inter, Noto
 * Sans Arabic and Noto Sans Devanagari as OpenType faces for HarfBuzz, which sets every other text.
 * Static weights, not the site's variable files: the card's weights are fixed, and these are plain
 * WOFF 1.0 that node:zlib unpacks.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type Face, loadFace } from "./shaped-text.ts";
import { woffToSfnt } from "./woff-to-sfnt.ts";

const require = createRequire(import.meta.url);

export type CardWeight = 400 | 600 | 700;
export const cardWeights: readonly CardWeight[] = [400, 600, 700];

const files = {
  inter: (weight: CardWeight) => `@fontsource/inter/files/inter-latin-${weight}-normal.woff`,
  arabic: (weight: CardWeight) =>
    `@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-${weight}-normal.woff`,
  devanagari: (weight: CardWeight) =>
    `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff`,
};

const read = (file: string) => readFileSync(require.resolve(file));

export interface SatoriFont {
  name: string;
  data: Buffer;
  weight: CardWeight;
  style: "normal";
}

/** Inter for satori (its .woff files: satori reads no woff2). */
export function satoriFonts(): SatoriFont[] {
  return cardWeights.map((weight) => ({
    name: "Inter",
    data: read(files.inter(weight)),
    weight,
    style: "normal",
  }));
}

/**
 * HarfBuzz's faces per weight, in fallback order: Arabic and Devanagari first (each holds only its
 * own script, so the order between them never matters), then Inter for Latin letters, digits and
 * punctuation. Arabic's marks above and below need lines of at least 1.35 em, Devanagari's
 * vowel signs 1.3 (looked at in the samples of scripts/share-image-samples.ts).
 */
export function shapingFaces(): Record<CardWeight, Face[]> {
  const facesOf = (weight: CardWeight) => [
    loadFace(woffToSfnt(read(files.arabic(weight))), { minLineHeight: 1.35 }),
    loadFace(woffToSfnt(read(files.devanagari(weight))), { minLineHeight: 1.3 }),
    loadFace(woffToSfnt(read(files.inter(weight))), { tracks: true }),
  ];
  return { 400: facesOf(400), 600: facesOf(600), 700: facesOf(700) };
}
