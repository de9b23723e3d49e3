import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { measureFirstLoadJs, scriptUrlsInHtml, staticImportsOf } from "./js-budget.ts";

describe("scriptUrlsInHtml", () => {
  it("finds modulepreload links, script sources and inline dynamic imports", () => {
    const html = [
      '<link rel="modulepreload" href="/assets/entry.client-1.js"/>',
      '<link rel="stylesheet" href="/assets/app.css"/>',
      '<script type="module" src="/assets/manifest-2.js"></script>',
      '<script type="module">import("/assets/x.js");</script>',
    ].join("");
    expect(scriptUrlsInHtml(html).sort()).toEqual(
      ["/assets/entry.client-1.js", "/assets/manifest-2.js", "/assets/x.js"].sort(),
    );
  });

  it("finds static imports in inline module scripts", () => {
    const html = '<script type="module">import * as route from "/assets/root-3.js"; route.start();</script>';
    expect(scriptUrlsInHtml(html)).toEqual(["/assets/root-3.js"]);
  });

  it("finds the modules the paint-first boot script preloads", () => {
    const html =
      '<script type="module">for (const href of ["/assets/framework-1.js","/assets/site-2.js"]) {}</script>';
    expect(scriptUrlsInHtml(html)).toEqual(["/assets/framework-1.js", "/assets/site-2.js"]);
  });

  it("lists each URL once and ignores scripts from other origins", () => {
    const html = [
      '<link rel="modulepreload" href="/assets/a.js"/>',
      '<script type="module" src="/assets/a.js"></script>',
      '<script src="https://cdn.example/analytics.js"></script>',
    ].join("");
    expect(scriptUrlsInHtml(html)).toEqual(["/assets/a.js"]);
  });

  it("finds nothing in a page without scripts", () => {
    expect(scriptUrlsInHtml("<!doctype html><h1>Hello</h1>")).toEqual([]);
  });
});

describe("staticImportsOf", () => {
  it("finds minified static imports and re-exports but not dynamic imports", () => {
    const code =
      'import{a as b}from"./c.js";import"./d.js";export{e}from"./e.js";const l=()=>import("./lazy.js");';
    expect(staticImportsOf(code)).toEqual(["./c.js", "./d.js", "./e.js"]);
  });

  it("finds imports at the start of a file and on their own lines", () => {
    const code = "import x from \"./first.js\"\nimport * as y from './second.js'\nconsole.log(x, y)";
    expect(staticImportsOf(code)).toEqual(["./first.js", "./second.js"]);
  });

  it("ignores dynamic imports with spaces", () => {
    expect(staticImportsOf('const m = await import( "./lazy.js" );')).toEqual([]);
  });

  it("ignores identifiers that end in 'import'", () => {
    expect(staticImportsOf('reimport"./x.js";')).toEqual([]);
  });
});

describe("measureFirstLoadJs", () => {
  let clientDir: string;

  const files: Record<string, string> = {
    "assets/entry.js":
      'import{r as a}from"./common.js";import"./chunk-a.js";const c=()=>import("./lazy.js");a(c);',
    "assets/chunk-a.js": 'import{r}from"./common.js";import"/assets/nested/deep.js";export const x=r;',
    "assets/common.js": `export const r=${JSON.stringify("shared ".repeat(50))};`,
    "assets/nested/deep.js": 'import"../common.js";export const deep=1;',
    "assets/lazy.js": `export const lazy=${JSON.stringify("lazy ".repeat(500))};`,
    "assets/unused.js": "export const unused=1;",
  };

  function write(relative: string, content: string) {
    const file = path.join(clientDir, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }

  beforeEach(() => {
    clientDir = mkdtempSync(path.join(tmpdir(), "relaywave-first-load-"));
    for (const [relative, content] of Object.entries(files)) write(relative, content);
    write(
      "index.html",
      '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/common.js"/>' +
        '<script type="module">import("/assets/entry.js");</script>',
    );
  });

  afterEach(() => {
    rmSync(clientDir, { recursive: true, force: true });
  });

  it("follows static imports transitively, counting each file once and skipping dynamic imports", () => {
    const result = measureFirstLoadJs(clientDir, path.join(clientDir, "index.html"));
    const counted = ["assets/entry.js", "assets/common.js", "assets/chunk-a.js", "assets/nested/deep.js"];
    expect([...result.files].sort()).toEqual([...counted].sort());
    const expectedRaw = counted.reduce((sum, file) => sum + Buffer.byteLength(files[file] ?? ""), 0);
    const expectedGzip = counted.reduce(
      (sum, file) => sum + gzipSync(Buffer.from(files[file] ?? "")).byteLength,
      0,
    );
    expect(result.rawBytes).toBe(expectedRaw);
    expect(result.gzipBytes).toBe(expectedGzip);
  });

  it("skips scripts the build does not contain", () => {
    write("missing.html", '<script type="module" src="/assets/gone.js"></script>');
    expect(measureFirstLoadJs(clientDir, path.join(clientDir, "missing.html"))).toEqual({
      files: [],
      gzipBytes: 0,
      rawBytes: 0,
    });
  });
});
