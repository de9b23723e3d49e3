import { describe, expect, it } from "vitest";
import { firstMessages } from "~/content/first-message/index.ts";
import { codeTheme, firstMessageFor, highlightSnippet } from "./highlight.server.ts";

const background = "#0d1117";

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

/** The text a browser shows for the HTML: tags dropped, entities decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<[^>]+>/g, "")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

describe("firstMessageFor", () => {
  it.each(Object.keys(firstMessages))(
    "colours every snippet of %s with its own text and nothing else",
    async (slug) => {
      const block = await firstMessageFor(slug, "en");
      expect(block?.snippets.map((snippet) => snippet.language)).toEqual(["curl", "node", "python"]);
      for (const snippet of block?.snippets ?? []) {
        expect(snippet.html).toMatch(new RegExp(`^<pre class="shiki ${codeTheme}"[^>]* dir="ltr"`));
        expect(snippet.html).not.toMatch(/<(script|style|iframe|img|a)\b|\son\w+=|javascript:/i);
        expect(visibleText(snippet.html)).toBe(snippet.code);
        // Colouring happened: more than the theme's default foreground.
        expect(new Set(snippet.html.match(/color:#[0-9a-f]{6}/gi)).size).toBeGreaterThan(3);
      }
    },
  );

  it("has nothing for a service without a block", async () => {
    expect(await firstMessageFor("voice-services", "en")).toBeUndefined();
  });

  it("escapes markup inside the code, so a snippet cannot inject script or style", async () => {
    const code = `echo "</code></pre><script>alert(1)</script><style>*{}</style><img src=x onerror=alert(1)>"`;
    const { html } = await highlightSnippet({ language: "curl", label: "curl", code });
    expect(html).not.toMatch(/<(script|style|img)\b/i);
    expect(visibleText(html)).toBe(code);
  });

  it("uses only colours that meet WCAG AA (4.5:1) on the block's background", async () => {
    const blocks = await Promise.all(Object.keys(firstMessages).map((slug) => firstMessageFor(slug, "en")));
    const html = blocks.flatMap((block) => block?.snippets.map((snippet) => snippet.html) ?? []).join("");
    expect(html).toContain(`background-color:${background}`);
    const colours = new Set(
      (html.match(/(?<!background-)color:#[0-9a-f]{6}/gi) ?? []).map((c) => c.slice(6)),
    );
    expect(colours.size).toBeGreaterThan(3);
    for (const colour of colours) expect(contrast(colour, background), colour).toBeGreaterThanOrEqual(4.5);
  });
});
