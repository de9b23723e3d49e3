/**
 * The rules of an assistant reply, shared by the chat panel's renderer, the
 * LLM engine's sanitiser and both voice paths: the Markdown link grammar,
 * which link targets are safe to follow, and the reply as plain words.
 * Imported by the server and by the lazy chat panel chunk only. Every pattern
 * runs in linear time: no quantifier can match the same text two ways.
 */

export interface ReplyLink {
  /** Characters from the link's start to its closing parenthesis. */
  length: number;
  image: boolean;
  label: string;
  target: string;
}

/**
 * `[label](target)` or `![alt](target)`, optionally with a "title". The target may hold one
 * level of parentheses, as in "javascript:alert(1)", so none is left over; a label holds no
 * brackets, so each "[" starts at most one scan; the spaces around the target can be read one way only.
 */
const link = /(!?)\[([^[\]\n]+)\]\(\s*(?:((?:[^()\s]|\([^()\s]*\))+)(?:\s+"[^"\n]*")?\s*)?\)/y;

/** The link starting exactly at `index` of `text`, if there is one. */
export function linkAt(text: string, index: number): ReplyLink | null {
  link.lastIndex = index;
  const match = link.exec(text);
  if (!match) return null;
  const [whole, image, label = "", target = ""] = match;
  return { length: whole.length, image: image === "!", label, target };
}

const anyLink = new RegExp(link.source, "g");

/** `text` with each link replaced by what `replace` returns for it. */
export const replaceLinks = (text: string, replace: (link: ReplyLink) => string): string =>
  text.replace(anyLink, (whole, image: string, label: string, target = "") =>
    replace({ length: whole.length, image: image === "!", label, target }),
  );

/** The href if it is a path on this site; "//host" and "/\\host" would leave it, so they are not. */
export function sitePath(href: string): string | null {
  return /^\/(?![/\\])[^\\\s\p{Cc}]*$/u.test(href) ? href : null;
}

/**
 * The link target if it is safe to follow: a site path, http(s), mailto: or tel:.
 * Absolute links to this site become site paths so they navigate in-app.
 */
export function safeHref(href: string, siteOrigin: string): string | null {
  if (href.startsWith("/")) return sitePath(href);
  if (/^(?:mailto|tel):/i.test(href)) return href;
  if (!/^https?:\/\//i.test(href)) return null;
  try {
    const url = new URL(href);
    if (url.origin === siteOrigin) return `${url.pathname}${url.search}${url.hash}`;
    return url.href;
  } catch {
    return null;
  }
}

/** A bulleted ("-", "*", "+", "•") or numbered ("1." or "1)") line; up to three digits, so "2020. was" is no list. */
export function listItem(line: string): { ordered: boolean; text: string } | null {
  const marker = /^\s*(?:([-*+•])|\d{1,3}[.)])\s+/.exec(line);
  return marker ? { ordered: !marker[1], text: line.slice(marker[0].length) } : null;
}

// Escaped characters hide in the private-use area until the markup is gone.
const hide = (ch: string) => String.fromCharCode(0xe000 + ch.charCodeAt(0));
const reveal = (ch: string) => String.fromCharCode(ch.charCodeAt(0) - 0xe000);

function inlineWords(text: string): string {
  const unescaped = text.replace(/\\([\\`*_[\]()#+\-.!>])/g, (_escape, ch: string) => hide(ch));
  return replaceLinks(unescaped, (found) => found.label)
    .replace(/`([^`\n]*)`/g, "$1")
    .replace(/\*\*([^*\n]+?)\*\*/g, "$1")
    .replace(/__([^_\n]+?)__/g, "$1")
    .replace(/(^|[^\w*])\*([^*\s][^*\n]*?)\*(?![\w*])/g, "$1$2")
    .replace(/(^|[^\w_])_([^_\s][^_\n]*?)_(?!\w)/g, "$1$2")
    .replace(/\*\*|__|`/g, "")
    .replace(/[\ue000-\ue07f]/g, reveal);
}

/**
 * A reply written for the chat panel (Markdown with links, bold, lists, even
 * headings or quotes) as plain words, for a voice to read out and for the
 * screen-reader announcement. A list item or heading ends with a full stop, so the voice pauses.
 */
export function toSpeech(markdown: string): string {
  const spoken: string[] = [];
  for (const raw of markdown.split(/\r\n?|\n/)) {
    if (/^(?:-{3,}|\*{3,}|_{3,})$/.test(raw.replace(/\s/g, ""))) continue; // a horizontal rule
    const heading = /^\s*#{1,6}\s+/.exec(raw);
    const item = heading ? null : listItem(raw);
    const body = heading ? raw.slice(heading[0].length) : (item?.text ?? raw.replace(/^\s*>\s?/, ""));
    const line = inlineWords(body).replace(/\s+/g, " ").trim();
    if (!line) continue;
    spoken.push((heading || item) && !/[.!?:;,]$/.test(line) ? `${line}.` : line);
  }
  return spoken.join(" ");
}
