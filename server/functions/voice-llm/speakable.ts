/**
 * Turns an assistant reply written for the chat panel (Markdown with links,
 * bold and lists) into plain words a voice can read out.
 */

// One level of parentheses in the target, as in the chat panel's reader; linear as in brain/llm-engine.ts.
const link =
  /!?\[([^[\]\n]*)\]\((?=(\s*))\2((?:[^()\s]|\([^()\s]*\))*)(?=(\s*))\4(?:"[^"\n]*"(?=(\s*))\5)?\)/g;
const listMarker = /^\s*(?:[-*+•]|\d{1,3}[.)])\s+/;
const heading = /^\s*#{1,6}\s+/;
const quote = /^\s*>\s?/;

// Escaped characters hide in the private-use area until the markup is gone.
const hide = (ch: string) => String.fromCharCode(0xe000 + ch.charCodeAt(0));
const reveal = (ch: string) => String.fromCharCode(ch.charCodeAt(0) - 0xe000);

function inline(text: string): string {
  return text
    .replace(/\\([\\`*_[\]()#+\-.!>])/g, (_escape, ch: string) => hide(ch))
    .replace(link, "$1")
    .replace(/`([^`\n]*)`/g, "$1")
    .replace(/\*\*([^*\n]+?)\*\*/g, "$1")
    .replace(/__([^_\n]+?)__/g, "$1")
    .replace(/(^|[^\w*])\*([^*\s][^*\n]*?)\*(?![\w*])/g, "$1$2")
    .replace(/(^|[^\w_])_([^_\s][^_\n]*?)_(?!\w)/g, "$1$2")
    .replace(/\*\*|__|`/g, "")
    .replace(/[\ue000-\ue07f]/g, reveal);
}

/** Ends a list item or heading with a full stop, so the voice pauses after it. */
function withPause(text: string): string {
  return /[.!?:;,]$/.test(text) ? text : `${text}.`;
}

export function toSpeech(markdown: string): string {
  const lines = markdown.replace(/\r\n?/g, "\n").split("\n");
  const spoken: string[] = [];
  for (const raw of lines) {
    if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(raw)) continue; // a horizontal rule
    const isItem = listMarker.test(raw) || heading.test(raw);
    const line = inline(raw.replace(quote, "").replace(heading, "").replace(listMarker, ""))
      .replace(/\s+/g, " ")
      .trim();
    if (!line) continue;
    spoken.push(isItem ? withPause(line) : line);
  }
  return spoken.join(" ").replace(/\s+/g, " ").trim();
}

/**
 * Pieces of speech for streaming: whole sentences, and long sentences in runs
 * of a few words. Joined, the pieces give back the text exactly.
 */
export function speechChunks(text: string, maxWords = 8): string[] {
  const pieces: string[] = [];
  for (const sentence of text.split(/(?<=\s)(?=\S)(?<=[.!?]["')\]]?\s+)/)) {
    const words = sentence.split(/(?<=\s)(?=\S)/);
    for (let index = 0; index < words.length; index += maxWords) {
      pieces.push(words.slice(index, index + maxWords).join(""));
    }
  }
  return pieces.filter(Boolean);
}
