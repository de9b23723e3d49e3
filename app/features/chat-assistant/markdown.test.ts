import { describe, expect, it } from "vitest";
import { type Block, type Inline, parseInline, parseMarkdown } from "./markdown.ts";

const origin = "http://127.0.0.1:3000";
const parse = (source: string) => parseMarkdown(source, origin);
const inline = (source: string) => parseInline(source, origin);

function allInline(nodes: Inline[]): Inline[] {
  return nodes.flatMap((node) => (node.type === "text" ? [node] : [node, ...allInline(node.children)]));
}

function blockInline(blocks: Block[]): Inline[] {
  return blocks.flatMap((block) =>
    block.type === "paragraph" ? allInline(block.children) : block.items.flatMap(allInline),
  );
}

const links = (blocks: Block[]) => blockInline(blocks).filter((node) => node.type === "link");
const text = (value: string): Inline => ({ type: "text", text: value });

describe("parseMarkdown: blocks", () => {
  it("a single line is one paragraph of text", () => {
    expect(parse("Hello there.")).toEqual([{ type: "paragraph", children: [text("Hello there.")] }]);
  });

  it("splits paragraphs on blank lines and joins wrapped lines with a space", () => {
    expect(parse("First line\nstill first.\n\nSecond.\n   \nThird.")).toEqual([
      { type: "paragraph", children: [text("First line still first.")] },
      { type: "paragraph", children: [text("Second.")] },
      { type: "paragraph", children: [text("Third.")] },
    ]);
  });

  it("handles Windows line endings", () => {
    expect(parse("One.\r\n\r\nTwo.")).toEqual([
      { type: "paragraph", children: [text("One.")] },
      { type: "paragraph", children: [text("Two.")] },
    ]);
  });

  it("reads '- a\\n- b' as an unordered list", () => {
    expect(parse("- a\n- b")).toEqual([{ type: "list", ordered: false, items: [[text("a")], [text("b")]] }]);
  });

  it("reads '1. a\\n2. b' as an ordered list", () => {
    expect(parse("1. a\n2. b")).toEqual([{ type: "list", ordered: true, items: [[text("a")], [text("b")]] }]);
  });

  it("a paragraph, a list and a paragraph stay apart", () => {
    const blocks = parse("Options:\n- SMS\n- **RCS**\nThat's all.");
    expect(blocks.map((block) => block.type)).toEqual(["paragraph", "list", "paragraph"]);
    expect(blocks[1]).toEqual({
      type: "list",
      ordered: false,
      items: [[text("SMS")], [{ type: "strong", children: [text("RCS")] }]],
    });
  });

  it("a switch between bullets and numbers starts a new list", () => {
    const blocks = parse("- a\n1. b");
    expect(blocks).toEqual([
      { type: "list", ordered: false, items: [[text("a")]] },
      { type: "list", ordered: true, items: [[text("b")]] },
    ]);
  });

  it("empty input has no blocks", () => {
    expect(parse("")).toEqual([]);
    expect(parse("\n \n")).toEqual([]);
  });
});

describe("parseInline", () => {
  it("**bold** becomes strong", () => {
    expect(inline("a **bold** word")).toEqual([
      text("a "),
      { type: "strong", children: [text("bold")] },
      text(" word"),
    ]);
  });

  it("an unclosed or empty ** stays text", () => {
    expect(inline("a ** b")).toEqual([text("a ** b")]);
    expect(inline("****")).toEqual([text("****")]);
  });

  it("[SMS](/services/sms-services) becomes a link", () => {
    expect(inline("See [SMS](/services/sms-services).")).toEqual([
      text("See "),
      { type: "link", href: "/services/sms-services", children: [text("SMS")] },
      text("."),
    ]);
  });

  it("bold inside a link label is kept", () => {
    expect(inline("[**SMS** pricing](/services/sms-services/pricing)")).toEqual([
      {
        type: "link",
        href: "/services/sms-services/pricing",
        children: [{ type: "strong", children: [text("SMS")] }, text(" pricing")],
      },
    ]);
  });

  it("a link inside bold is kept", () => {
    expect(inline("**[Contact](/contact)**")).toEqual([
      { type: "strong", children: [{ type: "link", href: "/contact", children: [text("Contact")] }] },
    ]);
  });

  it.each([
    ["javascript:", "[x](javascript:alert(1))"],
    ["JavaScript: in mixed case", "[x](JavaScript:alert(1))"],
    ["data:", "[x](data:text/html,<script>alert(1)</script>)"],
    ["protocol-relative", "[x](//evil.example)"],
    ["vbscript:", "[x](vbscript:msgbox)"],
    ["relative without a slash", "[x](evil.example/path)"],
  ])("drops a %s link, keeping its label as text", (_kind, source) => {
    const blocks = parse(source);
    expect(links(blocks)).toEqual([]);
    const [first] = blockInline(blocks);
    expect(first).toEqual(text("x"));
    expect(JSON.stringify(blocks)).not.toMatch(/javascript|data:|evil|vbscript/i);
  });

  it.each([
    "https://www.example.com/page?q=1#top",
    "http://example.org/",
    "mailto:sales@relaywave.example",
    "tel:+15550100199",
    "/services/sms-services",
    "/contact#form",
  ])("keeps a link to %s", (href) => {
    expect(inline(`[x](${href})`)).toEqual([{ type: "link", href, children: [text("x")] }]);
  });

  it("an absolute link to the site origin becomes a site path", () => {
    expect(inline("[About](http://127.0.0.1:3000/about)")).toEqual([
      { type: "link", href: "/about", children: [text("About")] },
    ]);
    expect(inline("[Rates](http://127.0.0.1:3000/services/sms-services/pricing?c=uae#table)")).toEqual([
      { type: "link", href: "/services/sms-services/pricing?c=uae#table", children: [text("Rates")] },
    ]);
  });

  it("a link to another port or host of the same name stays absolute", () => {
    expect(inline("[x](http://127.0.0.1:3001/about)")).toEqual([
      { type: "link", href: "http://127.0.0.1:3001/about", children: [text("x")] },
    ]);
    expect(inline("[x](http://127.0.0.1.evil.example:3000/about)")).toEqual([
      { type: "link", href: "http://127.0.0.1.evil.example:3000/about", children: [text("x")] },
    ]);
  });

  it("shows an image's alt text, never the image", () => {
    expect(inline("![Logo](/logo.png) hi")).toEqual([text("Logo"), text(" hi")]);
  });

  it("text that only looks like a link stays text", () => {
    expect(inline("[not a link] (/about)")).toEqual([text("[not a link] (/about)")]);
  });
});

describe("raw HTML stays text", () => {
  it.each([
    "<img src=x onerror=alert(1)>",
    "<script>alert(1)</script>",
    '<a href="javascript:alert(1)">click</a>',
    "<b>not bold</b> &amp; &lt;",
  ])("%s is one verbatim text node", (html) => {
    expect(parse(html)).toEqual([{ type: "paragraph", children: [text(html)] }]);
  });

  it("HTML around Markdown is kept verbatim around the parsed parts", () => {
    expect(inline("<script>x</script> **hi** <img src=x onerror=alert(1)>")).toEqual([
      text("<script>x</script> "),
      { type: "strong", children: [text("hi")] },
      text(" <img src=x onerror=alert(1)>"),
    ]);
  });
});

describe("links and lists at the edges", () => {
  it("drops a javascript: link without leaving its closing parenthesis behind", () => {
    expect(parseInline("[x](javascript:alert(1)) after", origin)).toEqual([
      { type: "text", text: "x" },
      { type: "text", text: " after" },
    ]);
  });

  it("reads a line starting with a year as a paragraph, not a list", () => {
    expect(parseMarkdown("2020. was a good year", origin)).toEqual([
      { type: "paragraph", children: [{ type: "text", text: "2020. was a good year" }] },
    ]);
  });
});
