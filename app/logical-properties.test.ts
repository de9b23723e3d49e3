/**
 * The site mirrors on right-to-left pages through logical CSS, not a second stylesheet (decision
 * 070): every inset, margin, padding, border, radius and alignment in app/ names the inline start or
 * end, never left or right. This test reads every class string and style rule of app/ (the console,
 * app/admin, stays English and left to right) and names each physical one with its file.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const appDir = path.resolve("app");

/**
 * What may stay physical, by file and token, each with its reason. Empty today: code blocks are
 * left to right through `dir="ltr"`, so their logical properties already resolve to the left.
 */
const allowed: ReadonlyArray<{ file: string; token: string; why: string }> = [];

/** A Tailwind length: a number, a fraction, px, full, auto, or an arbitrary or variable value. */
const value = String.raw`(?:\d+(?:\.\d+)?|\d+\/\d+|px|full|auto|\[[^\]]+\]|\([^)]+\))`;

/** Utilities that name a physical side, once variants ("sm:", "rtl:") and "!" and "-" are stripped. */
const physicalUtility = new RegExp(
  [
    `(?:scroll-)?[pm][lr]-${value}`,
    `(?:left|right)-${value}`,
    `text-(?:left|right)`,
    `border-[lr](?:-.+)?`,
    `rounded-(?:[lr]|tl|tr|bl|br)(?:-.+)?`,
    `(?:float|clear)-(?:left|right)`,
    `origin-(?:top-|bottom-)?(?:left|right)`,
    `bg-(?:linear-|gradient-)?to-(?:[lr]|tl|tr|bl|br)`,
    `(?:bg|object)-(?:(?:top|bottom|center)-)?(?:left|right)(?:-(?:top|bottom))?`,
    // A horizontal shift moves towards the right on every page; a mirrored one needs rtl: too.
    `translate-x-.+`,
  ]
    .map((pattern) => `^(?:${pattern})$`)
    .join("|"),
);

/** CSS declarations that name a physical side. */
const physicalDeclaration =
  /(?:^|[\s;{])(?:(?:margin|padding|scroll-margin|scroll-padding|border)-(?:left|right)(?:-[a-z]+)?|left|right|border-(?:top|bottom)-(?:left|right)-radius)\s*:|\b(?:float|clear|text-align)\s*:\s*(?:left|right)\b|\bto\s+(?:top\s+|bottom\s+)?(?:left|right)\b/;

/** React style objects that name a physical side. */
const physicalStyleKey =
  /\b(?:(?:margin|padding|border)(?:Left|Right)\w*|left|right)\s*:|textAlign\s*:\s*["'](?:left|right)["']/;

/** The utility of a class token: "sm:focus:-left-4" → "left-4", "[&>pre]:!pl-5" → "pl-5". */
function utilityOf(token: string): string {
  let depth = 0;
  let start = 0;
  for (let index = 0; index < token.length; index += 1) {
    const char = token[index];
    if (char === "[" || char === "(") depth += 1;
    else if (char === "]" || char === ")") depth -= 1;
    else if (char === ":" && depth === 0) start = index + 1;
  }
  return token.slice(start).replace(/^!/, "").replace(/^-/, "");
}

function isPhysicalUtility(token: string): boolean {
  return physicalUtility.test(utilityOf(token));
}

/** Every string a source file holds: literals, template parts and JSX text. */
function stringsOf(file: string, source: string): string[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const strings: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) strings.push(node.text);
    node.forEachChild(visit);
  };
  visit(sourceFile);
  return strings;
}

/** The physical tokens and declarations of one file, as "file: token". */
function findingsOf(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const relative = path.relative(appDir, file);
  const found: string[] = [];
  const classTokens = (text: string) =>
    text.split(/\s+/).filter((token) => token && isPhysicalUtility(token));
  if (file.endsWith(".css")) {
    const css = source.replace(/\/\*[\s\S]*?\*\//g, "");
    for (const line of css.split("\n")) {
      const apply = line.match(/@apply\s+([^;]+)/);
      if (apply?.[1]) found.push(...classTokens(apply[1]));
      else if (physicalDeclaration.test(line)) found.push(line.trim());
    }
  } else {
    for (const text of stringsOf(file, source)) found.push(...classTokens(text));
    const code = source.replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, "");
    if (/style=\{\{|style:\s*\{/.test(code) && physicalStyleKey.test(code))
      found.push("a style object with a physical side");
  }
  return found
    .filter((token) => !allowed.some((entry) => entry.file === relative && entry.token === token))
    .map((token) => `${relative}: ${token}`);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(tsx?|css)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => {
      const relative = path.relative(appDir, file);
      // The console stays left to right; this file spells the physical names out on purpose.
      return !relative.startsWith(`admin${path.sep}`) && relative !== "logical-properties.test.ts";
    });
}

describe("logical CSS in app/ (decision 070)", () => {
  it("recognises physical utilities behind variants and leaves logical ones", () => {
    for (const token of [
      "pl-6",
      "sm:mr-2",
      "focus:left-4",
      "-left-[9999px]",
      "text-right",
      "border-l",
      "border-r-2",
      "rounded-br-sm",
      "rounded-l-lg",
      "sm:-right-24",
      "hover:-translate-x-1",
      "bg-linear-to-r",
      "[&>pre]:!pl-5",
    ]) {
      expect(isPhysicalUtility(token), token).toBe(true);
    }
    for (const token of [
      "ps-6",
      "sm:me-2",
      "focus:inset-s-4",
      "-inset-s-[9999px]",
      "text-start",
      "border-s",
      "border-red-700",
      "rounded-ee-sm",
      "inset-x-0",
      "rtl:-scale-x-100",
      "bg-linear-to-b",
      "space-x-2",
      "left-to-right",
      "bottom-right",
    ]) {
      expect(isPhysicalUtility(token), token).toBe(false);
    }
  });

  it("finds physical declarations in CSS and leaves logical ones", () => {
    for (const line of [
      "margin-left: 1rem;",
      "  right: 0;",
      "text-align: right;",
      "float: left",
      "to right",
    ]) {
      expect(physicalDeclaration.test(line), line).toBe(true);
    }
    for (const line of [
      "margin-inline-start: 1rem;",
      "inset-inline-end: 0;",
      "text-align: start;",
      "to bottom",
    ]) {
      expect(physicalDeclaration.test(line), line).toBe(false);
    }
  });

  it("has no physical left or right outside the console", () => {
    const files = sourceFiles(appDir);
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(findingsOf)).toEqual([]);
  });
});
