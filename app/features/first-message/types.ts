import type { Snippet } from "~/content/first-message/schema.ts";

/** A snippet as the page receives it: its text and its coloured HTML. */
export interface HighlightedSnippet extends Snippet {
  /** shiki's `<pre class="shiki">…</pre>`: text escaped, colours as inline styles. */
  html: string;
}

/** A "Send your first message" block as the service route's loader hands it to the page. */
export interface HighlightedBlock {
  title: string;
  intro: string;
  labels: { copy: string; copied: string; failed: string };
  snippets: HighlightedSnippet[];
}
