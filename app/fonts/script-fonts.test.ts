import { readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { locales, writingSystem } from "~/content/locales.ts";
import { scriptFaces } from "./script-faces.ts";
import { scriptFonts } from "./script-fonts.server.ts";

const require = createRequire(import.meta.url);

/** The ranges @fontsource-variable gives each subset, from the package itself. */
function packageRanges(name: string): Record<string, string> {
  return JSON.parse(
    readFileSync(require.resolve(`${name}/package.json`).replace(/package\.json$/, "unicode.json"), "utf8"),
  );
}

describe("script fonts (decision 071)", () => {
  it("gives Latin pages no font, so English pages load nothing more than the system's", () => {
    expect(scriptFonts("latin")).toBeNull();
    for (const locale of locales) {
      if (writingSystem[locale] === "latin") expect(scriptFonts(writingSystem[locale])).toBeNull();
    }
  });

  it.each([
    ["arabic", "Noto Sans Arabic Variable", "noto-sans-arabic-arabic-wght-normal"],
    ["devanagari", "Noto Sans Devanagari Variable", "noto-sans-devanagari-devanagari-wght-normal"],
  ] as const)(
    "gives %s pages one variable WOFF2 of their script, optional, first in the stack",
    (system, family, file) => {
      const fonts = scriptFonts(system);
      expect(fonts?.href).toMatch(new RegExp(`${file}.*\\.woff2$`));
      expect(fonts?.href).toContain(scriptFaces[system].file);
      expect(fonts?.css).toContain(`font-family:"${family}"`);
      expect(fonts?.css).toContain(`src:url(${fonts?.href}) format("woff2")`);
      expect(fonts?.css).toContain("font-display:optional");
      expect(fonts?.css).toContain("font-weight:100 900");
      expect(fonts?.css).toContain(`unicode-range:${scriptFaces[system].unicodeRange}}`);
      expect(fonts?.css).toContain(`:root{--font-script:"${family}",}`);
    },
  );

  it("subsets each face exactly as the package does, so the face covers its script and nothing else", () => {
    expect(scriptFaces.arabic.unicodeRange).toBe(
      packageRanges("@fontsource-variable/noto-sans-arabic").arabic,
    );
    expect(scriptFaces.devanagari.unicodeRange).toBe(
      packageRanges("@fontsource-variable/noto-sans-devanagari").devanagari,
    );
    expect(scriptFaces.arabic.unicodeRange).not.toMatch(/U\+00/);
  });

  it("keeps each face within the 170 KiB a page of its script may pay for it", () => {
    for (const { file } of Object.values(scriptFaces)) {
      expect(statSync(require.resolve(file)).size, file).toBeLessThanOrEqual(170 * 1024);
    }
  });
});
