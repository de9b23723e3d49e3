/**
 * A deliberately small Markdown reader for assistant replies: paragraphs,
 * bulleted and numbered lists, **bold** and [links](/path). It returns a tree of
 * plain data that the panel renders as React elements, so any HTML in a reply
 * stays text: nothing in a reply can become markup or script.
 */

export type Inline =
  | { type: "text"; text: string }
  | { type: "strong"; children: Inline[] }
  | { type: "link"; href: string; children: Inline[] };

export type Block =
  | { type: "paragraph"; children: Inline[] }
  | { type: "list"; ordered: boolean; items: Inline[][] };

// The target may hold one level of parentheses, as in "javascript:alert(1)", so none is left over.
const linkAt = /^\[([^\]\n]+)\]\(((?:[^()\s]|\([^()\s]*\))+)\)/;
const bulletLine = /^\s*[-*•]\s+(.*)$/;
// At most three digits, so a line starting with a year ("2020. ...") stays a paragraph.
const numberedLine = /^\s*\d{1,3}[.)]\s+(.*)$/;

/**
 * The link target if it is safe to follow: a site path, http(s), mailto: or tel:.
 * Absolute links to this site become site paths so they navigate in-app.
 */
export function safeHref(href: string, siteOrigin: string): string | null {
  // A site path; "//host" and "/\\host" would leave the site, so backslashes and controls are refused.
  if (href.startsWith("/")) return /^\/(?![/\\])[^\\\s\p{Cc}]*$/u.test(href) ? href : null;
  if (/^(mailto|tel):/i.test(href)) return href;
  if (!/^https?:\/\//i.test(href)) return null;
  try {
    const url = new URL(href);
    if (url.origin === siteOrigin) return `${url.pathname}${url.search}${url.hash}`;
    return url.href;
  } catch {
    return null;
  }
}

export function parseInline(text: string, siteOrigin: string): Inline[] {
  const nodes: Inline[] = [];
  let buffer = "";
  const flush = () => {
    if (buffer) nodes.push({ type: "text", text: buffer });
    buffer = "";
  };
  let index = 0;
  while (index < text.length) {
    if (text.startsWith("**", index)) {
      const end = text.indexOf("**", index + 2);
      if (end > index + 2) {
        flush();
        nodes.push({ type: "strong", children: parseInline(text.slice(index + 2, end), siteOrigin) });
        index = end + 2;
        continue;
      }
    }
    if (text[index] === "[") {
      const match = linkAt.exec(text.slice(index));
      if (match) {
        const [whole, label = "", target = ""] = match;
        const href = safeHref(target, siteOrigin);
        flush();
        const children = parseInline(label, siteOrigin);
        nodes.push(href ? { type: "link", href, children } : { type: "text", text: label });
        index += whole.length;
        continue;
      }
    }
    buffer += text[index];
    index += 1;
  }
  flush();
  return nodes;
}

export function parseMarkdown(source: string, siteOrigin: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;

  const endParagraph = () => {
    if (paragraph.length > 0) {
      blocks.push({ type: "paragraph", children: parseInline(paragraph.join(" "), siteOrigin) });
    }
    paragraph = [];
  };
  const endList = () => {
    if (list) {
      blocks.push({
        type: "list",
        ordered: list.ordered,
        items: list.items.map((item) => parseInline(item, siteOrigin)),
      });
    }
    list = null;
  };

  for (const rawLine of source.replace(/\r\n?/g, "\n").split("\n")) {
    const line = rawLine.trim();
    const bullet = bulletLine.exec(rawLine);
    const numbered = numberedLine.exec(rawLine);
    const item = bullet ?? numbered;
    if (!line) {
      endParagraph();
      endList();
    } else if (item) {
      endParagraph();
      const ordered = item === numbered;
      if (list && list.ordered !== ordered) endList();
      list ??= { ordered, items: [] };
      list.items.push(item[1] ?? "");
    } else {
      endList();
      paragraph.push(line);
    }
  }
  endParagraph();
  endList();
  return blocks;
}

function inlineText(nodes: Inline[]): string {
  return nodes.map((node) => (node.type === "text" ? node.text : inlineText(node.children))).join("");
}

/** The words of a reply without markup, for the screen-reader announcement. */
export function plainText(blocks: Block[]): string {
  return blocks
    .map((block) =>
      block.type === "paragraph" ? inlineText(block.children) : block.items.map(inlineText).join(". "),
    )
    .join(" ");
}
