// @vitest-environment happy-dom
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { siteData } from "~/content/render/site-data.ts";
import { scriptFonts } from "~/fonts/script-fonts.server.ts";
import { Layout, loader } from "./root.tsx";

/**
 * The document the root layout writes for a page whose root data is `data`: what pre-rendering puts
 * in the page's HTML. Arabic and Hindi pages are not routed yet, so their root data is the English
 * one with the direction, lang and script font an Arabic or Hindi page will get (decision 071).
 */
function documentFor(data: ReturnType<typeof loader>): string {
  const Stub = createRoutesStub([
    { id: "root", path: "/", Component: () => <Layout>page</Layout>, loader: () => data },
  ]);
  // The stub's manifest has an empty entry module, which <Scripts> would link: React warns about that
  // stub-only href and leaves it out. Any other error still fails the test.
  const errors: string[] = [];
  const spy = vi.spyOn(console, "error");
  const recording = spy.getMockImplementation();
  spy.mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith('An empty string ("") was passed to the %s attribute.'))
      errors.push(String(args[0]));
  });
  try {
    return renderToString(<Stub hydrationData={{ loaderData: { root: data } }} />);
  } finally {
    // Hands console.error back to the shared setup, which fails a test on any error it logs.
    if (recording) spy.mockImplementation(recording);
    expect(errors).toEqual([]);
  }
}

const english = loader({ request: new Request("http://127.0.0.1/about") } as Parameters<typeof loader>[0]);

describe("the root layout's script fonts (decision 071)", () => {
  it("writes no font tag on an English page", () => {
    expect(english.fonts).toBeNull();
    const html = documentFor(english);
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).not.toMatch(/as="font"|@font-face|woff2/);
  });

  it.each([
    ["ar", "rtl", "arabic", "noto-sans-arabic-arabic-wght-normal"],
    ["hi", "ltr", "devanagari", "noto-sans-devanagari-devanagari-wght-normal"],
  ] as const)("preloads and declares the %s page's face in its head", (lang, dir, system, file) => {
    const html = documentFor({ ...siteData("en"), lang, dir, fonts: scriptFonts(system) });
    expect(html).toContain(`<html lang="${lang}" dir="${dir}">`);
    const head = html.slice(0, html.indexOf("</head>"));
    const preloads = [...head.matchAll(/<link rel="preload"[^>]*>/g)].map((match) => match[0]);
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toMatch(new RegExp(`href="[^"]*${file}[^"]*\\.woff2"`));
    expect(preloads[0]).toContain('as="font"');
    expect(preloads[0]).toContain('type="font/woff2"');
    expect(preloads[0]).toContain('crossorigin=""');
    const href = preloads[0]?.match(/href="([^"]+)"/)?.[1];
    expect(head).toMatch(/<style>@font-face\{[^<]*font-display:optional/);
    expect(head).toContain(`src:url(${href}) format("woff2")`);
  });
});
