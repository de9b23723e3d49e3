/**
 * The web faces of the scripts the system's fonts may lack or set poorly (decision 071), and the
 * @font-face rule a page of that script gets. Plain data and one function, so tests and scripts can
 * read them; the files' built URLs come from script-fonts.server.ts.
 */
import type { WritingSystem } from "~/content/locales.ts";

export type WebFontScript = Exclude<WritingSystem, "latin">;

export interface ScriptFace {
  family: string;
  /** The variable WOFF2 of the script's subset in its @fontsource-variable package. */
  file: string;
  /** The subset's range, as the package ships it (script-fonts.test.ts compares). */
  unicodeRange: string;
}

export const scriptFaces: Record<WebFontScript, ScriptFace> = {
  arabic: {
    family: "Noto Sans Arabic Variable",
    file: "@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2",
    unicodeRange:
      "U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC,U+102E0-102FB,U+10E60-10E7E,U+10EC2-10EC4,U+10EFC-10EFF,U+1EE00-1EE03,U+1EE05-1EE1F,U+1EE21-1EE22,U+1EE24,U+1EE27,U+1EE29-1EE32,U+1EE34-1EE37,U+1EE39,U+1EE3B,U+1EE42,U+1EE47,U+1EE49,U+1EE4B,U+1EE4D-1EE4F,U+1EE51-1EE52,U+1EE54,U+1EE57,U+1EE59,U+1EE5B,U+1EE5D,U+1EE5F,U+1EE61-1EE62,U+1EE64,U+1EE67-1EE6A,U+1EE6C-1EE72,U+1EE74-1EE77,U+1EE79-1EE7C,U+1EE7E,U+1EE80-1EE89,U+1EE8B-1EE9B,U+1EEA1-1EEA3,U+1EEA5-1EEA9,U+1EEAB-1EEBB,U+1EEF0-1EEF1",
  },
  devanagari: {
    family: "Noto Sans Devanagari Variable",
    file: "@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2",
    unicodeRange:
      "U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF,U+11B00-11B09",
  },
};

/**
 * The face's rule, served from `href`, and --font-script, which app.css puts first in the stack.
 * `font-display: optional`: the face paints from the first frame when it arrives within about
 * 100 ms (the preload makes that the rule), otherwise the system's face stays for the whole page
 * view. Nothing is swapped under the reader, so the face can shift no layout (decision 071).
 */
export function fontFaceCss(face: ScriptFace, href: string): string {
  return (
    `@font-face{font-family:"${face.family}";font-style:normal;font-weight:100 900;font-display:optional;` +
    `src:url(${href}) format("woff2");unicode-range:${face.unicodeRange}}` +
    `:root{--font-script:"${face.family}",}`
  );
}
