import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, scriptHashSource } from "./inline-scripts.ts";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("scriptHashSource", () => {
  it("is the CSP hash source of the script's UTF-8 text", () => {
    // MDN's script-src example: the hash of `alert('Hello, world.');`.
    expect(scriptHashSource("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
    expect(scriptHashSource('window.name = "café";')).toBe(sha256('window.name = "café";'));
  });

  it("hashes the text as the parser sees it, with CRLF and CR turned into LF", () => {
    expect(scriptHashSource("a();\r\nb();\rc();")).toBe(sha256("a();\nb();\nc();"));
  });
});

describe("inlineScriptHashes", () => {
  it("hashes each executed inline script, in document order", () => {
    const html = [
      "<!doctype html><html><head>",
      '<script type="module" async="">import "/assets/manifest.js";</script>',
      "</head><body>",
      "<script>window.__reactRouterContext = {};</script>",
      '<script type="text/javascript">classic();</script>',
      "</body></html>",
    ].join("\n");
    expect(inlineScriptHashes(html)).toEqual([
      sha256('import "/assets/manifest.js";'),
      sha256("window.__reactRouterContext = {};"),
      sha256("classic();"),
    ]);
  });

  it("skips data blocks, which never run, and scripts loaded from a file", () => {
    const html = [
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script src="/assets/app.js"></script>',
      "<script type='module' src=\"/assets/entry.js\"></script>",
      '<script data-src="x">run();</script>',
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha256("run();")]);
  });

  it("lists a script repeated on the page once", () => {
    expect(inlineScriptHashes("<script>a()</script><SCRIPT>a()</SCRIPT >")).toEqual([sha256("a()")]);
  });

  it("is empty for a page without inline scripts", () => {
    expect(inlineScriptHashes("<!doctype html><title>Plain</title><p>No scripts.</p>")).toEqual([]);
  });
});
