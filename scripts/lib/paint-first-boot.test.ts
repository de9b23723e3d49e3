import { describe, expect, it } from "vitest";
import { PaintFirstBootError, paintFirstBoot } from "./paint-first-boot.ts";

// The shape React Router 7.18 pre-renders (trimmed).
const page = [
  '<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="modulepreload" href="/assets/framework-3.js"/>',
  '<link rel="stylesheet" href="/assets/app-4.css"/></head><body><h1>About</h1>',
  '<script>window.__reactRouterContext = {"ssr":false};</script>',
  '<script type="module" async="">import "/assets/manifest-1.js";\n',
  'import * as route0 from "/assets/root-5.js";\n',
  'import * as route1 from "/assets/about-6.js";\n',
  '  \n  window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};\n\n',
  'import("/assets/entry.client-2.js");</script></body></html>',
].join("");

describe("paintFirstBoot", () => {
  const result = paintFirstBoot(page);
  const script = /<script type="module">([\s\S]*?)<\/script>/.exec(result)?.[1] ?? "";

  it("removes the modulepreload links from the HTML and keeps the stylesheet", () => {
    expect(result).not.toContain('rel="modulepreload"');
    expect(result).toContain('<link rel="stylesheet" href="/assets/app-4.css"/>');
    expect(result).not.toContain('async=""');
  });

  it("waits for the first contentful paint (or 3 s in a hidden tab) before anything else", () => {
    expect(script.startsWith("await new Promise((resolve) => {")).toBe(true);
    expect(script.indexOf('observe({ type: "paint", buffered: true })')).toBeLessThan(
      script.indexOf("for (const href"),
    );
    expect(script).toContain('getEntriesByName("first-contentful-paint")');
    expect(script).toContain("setTimeout(() => done(), 3000)");
  });

  it("preloads the same modules, then imports the boot modules in their roles", () => {
    expect(script).toContain(
      '["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/framework-3.js"]',
    );
    expect(script).toContain(
      'const [, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-5.js"), import("/assets/about-6.js")]);',
    );
    expect(script.indexOf("window.__reactRouterRouteModules")).toBeGreaterThan(script.indexOf("Promise.all"));
    expect(script.trimEnd().endsWith('import("/assets/entry.client-2.js");')).toBe(true);
  });

  it("evaluates every preloaded module but the entry one task at a time, before hydration starts", () => {
    expect(script).toContain('for (const href of ["/assets/manifest-1.js","/assets/framework-3.js"]) {');
    const loop = script.indexOf("await import(href);");
    expect(script.indexOf("await new Promise((resolve) => setTimeout(resolve));", loop)).toBeGreaterThan(
      loop,
    );
    expect(loop).toBeLessThan(script.indexOf("Promise.all"));
    expect(script.indexOf('import("/assets/entry.client-2.js")')).toBeGreaterThan(
      script.indexOf("Promise.all"),
    );
  });

  it("is valid JavaScript for a module", () => {
    // Top-level await is only legal in modules, so compile it as an async function body.
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (body: string) => unknown;
    expect(() => new AsyncFunction(script.replaceAll(/import\(/g, "load("))).not.toThrow();
  });

  it("leaves the other inline scripts alone", () => {
    expect(result).toContain('<script>window.__reactRouterContext = {"ssr":false};</script>');
  });

  it("refuses output it does not recognise instead of shipping a page that never hydrates", () => {
    expect(() => paintFirstBoot("<html><body><h1>No scripts</h1></body></html>")).toThrow(
      PaintFirstBootError,
    );
    const named = page.replace(
      'import "/assets/manifest-1.js";',
      'import { a } from "/assets/manifest-1.js";',
    );
    expect(() => paintFirstBoot(named)).toThrow(/Unexpected static import/);
    const noEntry = page.replace('import("/assets/entry.client-2.js");', "");
    expect(() => paintFirstBoot(noEntry)).toThrow(/shape/);
  });
});
