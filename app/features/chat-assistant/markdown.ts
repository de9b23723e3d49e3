/**
 * A deliberately small Markdown reader for assistant replies: paragraphs,
 * bulleted and numbered lists, **bold** and [links](/path). It returns a tree of
 * plain data that the panel renders as React elements, so any HTML in a reply
 * stays text: nothing in a reply can become markup or script. The link
 * grammar and the safe-href rule are the shared ones of ~/lib/reply-text.
 */
import { linkAt, listItem, safeHref } from "../../../contracts/reply-text.ts";

export type Inline =
  | { type: "text"; text: string }
  | { type: "strong"; children: Inline[] }
  | { type: "link"; href: string; children: Inline[] };

export type Block =
  | { type: "paragraph"; children: Inline[] }
  | { type: "list"; ordered: boolean; items: Inline[][] };

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
    const link = text[index] === "[" || text[index] === "!" ? linkAt(text, index) : null;
    if (link) {
      // Images are not shown: their alt text stands in, as for a link that is not safe.
      const href = link.image ? null : safeHref(link.target, siteOrigin);
      flush();
      const children = parseInline(link.label, siteOrigin);
      nodes.push(href ? { type: "link", href, children } : { type: "text", text: link.label });
      index += link.length;
      continue;
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
    const item = listItem(rawLine);
    if (!line) {
      endParagraph();
      endList();
    } else if (item) {
      endParagraph();
      if (list && list.ordered !== item.ordered) endList();
      list ??= { ordered: item.ordered, items: [] };
      list.items.push(item.text);
    } else {
      endList();
      paragraph.push(line);
    }
  }
  endParagraph();
  endList();
  return blocks;
}
