/**
 * Colours the "Send your first message" snippets with shiki while pages are
 * pre-rendered (the service route's loader). The `.server` suffix makes React
 * Router refuse any browser import, so shiki never ships; the page gets the
 * coloured HTML in its markup and loader data (decision 044).
 */
import { createHighlighter, type Highlighter } from "shiki";
import { copyLabelsIn, firstMessagesIn } from "~/content/first-message/index.ts";
import type { Snippet } from "~/content/first-message/schema.ts";
import type { Locale } from "~/content/locales.ts";
import type { HighlightedBlock, HighlightedSnippet } from "./types.ts";

/**
 * GitHub's dark theme: every token colour reaches WCAG AA (4.5:1) on its own
 * background, which the unit test checks on the real output.
 */
export const codeTheme = "github-dark-default";

const grammarOf: Record<Snippet["language"], string> = {
  curl: "shellscript",
  node: "javascript",
  python: "python",
};

let highlighter: Promise<Highlighter> | undefined;

/** One highlighter for the whole pre-render: loading grammars is the slow part. */
function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: [codeTheme], langs: Object.values(grammarOf) });
  return highlighter;
}

export async function highlightSnippet(snippet: Snippet): Promise<HighlightedSnippet> {
  const html = (await getHighlighter()).codeToHtml(snippet.code, {
    lang: grammarOf[snippet.language],
    theme: codeTheme,
    // Code reads left to right on every page: an Arabic page must not mirror it (decision 070).
    transformers: [
      {
        pre(node) {
          node.properties.dir = "ltr";
        },
      },
    ],
  });
  return { ...snippet, html };
}

/** The block of a service page in a locale, coloured; undefined for services without one. */
export async function firstMessageFor(slug: string, locale: Locale): Promise<HighlightedBlock | undefined> {
  const block = firstMessagesIn(locale)[slug];
  if (!block) return undefined;
  return {
    title: block.title,
    intro: block.intro,
    labels: copyLabelsIn(locale),
    snippets: await Promise.all(block.snippets.map(highlightSnippet)),
  };
}
