/**
 * SMS segment counting after GSM 03.38 and 3GPP TS 23.040 (decision 042).
 * A text that fits the GSM-7 basic set and its extension table is sent in
 * 7-bit septets (an extension character takes an escape septet too, so it
 * counts twice); anything else is sent as UCS-2, counted in UTF-16 code units
 * (an emoji outside the Basic Multilingual Plane takes two).
 */

import { smsSegments } from "../app/content/facts/sms-segments.ts";

export type Encoding = "GSM-7" | "UCS-2";

export interface SegmentCount {
  encoding: Encoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2) the text takes. */
  units: number;
  segments: number;
  /** Units one segment holds at this length: 160/70 for one, 153/67 per part when split. */
  perSegment: number;
}

const GSM_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM_EXTENSION = "\f^{}\\[~]|€";

/** What one segment holds, single or as a part of a longer message: the content's facts, stated once. */
export const segmentLimits = {
  "GSM-7": { single: smsSegments.gsm7.single, part: smsSegments.gsm7.perPart },
  "UCS-2": { single: smsSegments.unicode.single, part: smsSegments.unicode.perPart },
} as const;

/** Septets a character takes in GSM-7 (1 or 2), or 0 when GSM-7 cannot carry it. */
function septets(character: string): number {
  if (GSM_BASIC.includes(character)) return 1;
  return GSM_EXTENSION.includes(character) ? 2 : 0;
}

/**
 * Parts needed when characters of these widths are packed in order into
 * parts of `capacity` units, never splitting one character (an escape pair or
 * a surrogate pair) across two parts, as handsets and carriers do.
 */
function packedParts(widths: readonly number[], capacity: number): number {
  let parts = 1;
  let used = 0;
  for (const width of widths) {
    if (used + width > capacity) {
      parts += 1;
      used = 0;
    }
    used += width;
  }
  return parts;
}

/** The encoding, size and number of segments of one SMS text. An empty text takes no segment. */
export function countSegments(text: string): SegmentCount {
  // Iterating a string yields code points, so a surrogate pair stays one character.
  const characters = [...text];
  const gsmWidths = characters.map(septets);
  const gsm = gsmWidths.every((width) => width > 0);
  const encoding: Encoding = gsm ? "GSM-7" : "UCS-2";
  const widths = gsm ? gsmWidths : characters.map((character) => character.length);
  const units = widths.reduce((sum, width) => sum + width, 0);
  const { single, part } = segmentLimits[encoding];
  if (units === 0) return { encoding, units, segments: 0, perSegment: single };
  if (units <= single) return { encoding, units, segments: 1, perSegment: single };
  return { encoding, units, segments: packedParts(widths, part), perSegment: part };
}
