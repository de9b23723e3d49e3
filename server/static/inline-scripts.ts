/**
 * The CSP hashes of a pre-rendered page's inline scripts. Pre-rendering emits
 * a few small inline scripts per page (React Router's context, its route
 * module imports, ScrollRestoration) whose text differs from page to page, so
 * each page's Content-Security-Policy lists exactly its own, computed once
 * when the build is loaded (decision 013).
 */
import { createHash } from "node:crypto";

/**
 * Script types the browser executes, and so checks against script-src: classic
 * and module scripts, plus import maps and speculation rules, which Chromium
 * also holds to script-src. Data blocks (`application/ld+json`) never run and
 * need no hash.
 */
const EXECUTED_TYPE =
  /^(module|importmap|speculationrules|(text|application)\/(x-)?(java|ecma)script|text\/(jscript|livescript))$/;

/** `<script ...>text</script>`; React Router never writes ">" inside an attribute of its scripts. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;

function isExecuted(attributes: string): boolean {
  const match = TYPE_ATTRIBUTE.exec(attributes);
  if (!match) return true;
  const type = (match[1] ?? match[2] ?? match[3] ?? "").trim().toLowerCase();
  return type === "" || EXECUTED_TYPE.test(type);
}

/** The CSP source expression for one script's text, e.g. `'sha256-...='`. */
export function scriptHashSource(text: string): string {
  // Browsers hash the text after HTML parsing, which turns CRLF and lone CR into LF.
  const normalized = text.replace(/\r\n?/g, "\n");
  return `'sha256-${createHash("sha256").update(normalized, "utf8").digest("base64")}'`;
}

/** One hash source per distinct executed inline script of the page, in document order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT)) {
    // A script with src runs the fetched file (allowed by 'self'), never its inline text.
    if (SRC_ATTRIBUTE.test(attributes) || !isExecuted(attributes)) continue;
    hashes.add(scriptHashSource(text));
  }
  return [...hashes];
}
