/**
 * The script font a page's head gets (decision 071), with the URL of its file in the build. The
 * root's loader calls it while pre-rendering (hence `.server`: neither the URLs nor the rule reach
 * the browser's JavaScript, only the HTML and root data of that script's pages), and Vite copies
 * each file, hashed, to /assets/ on our own origin. Latin pages get nothing.
 */
import arabicFile from "@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2?url";
import devanagariFile from "@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2?url";
import type { WritingSystem } from "~/content/locales.ts";
import { fontFaceCss, scriptFaces, type WebFontScript } from "./script-faces.ts";

/** What a page's head needs for its script's face. */
export interface ScriptFonts {
  /** The WOFF2 file, preloaded so it arrives within font-display: optional's block period. */
  href: string;
  /** The @font-face rule and the stack's --font-script. */
  css: string;
}

const builtFiles: Record<WebFontScript, string> = { arabic: arabicFile, devanagari: devanagariFile };

/** The face of a writing system's pages, or null for Latin ones. */
export function scriptFonts(system: WritingSystem): ScriptFonts | null {
  if (system === "latin") return null;
  const href = builtFiles[system];
  return { href, css: fontFaceCss(scriptFaces[system], href) };
}
