/**
 * "Send your first message": one API call in curl, Node.js and Python, as
 * WAI-ARIA APG tabs with automatic activation (the panels are already in the
 * page, so showing one costs nothing), and a button that copies the visible
 * snippet and announces it politely. The coloured code arrives as HTML made
 * at pre-render time (highlight.server.ts), so it paints before JavaScript.
 */
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { tabAfterKey } from "./tab-keys.ts";
import type { HighlightedBlock } from "./types.ts";

/** Renders nothing for services without a block, so the service page needs one line. */
export function FirstMessage({ block }: { block?: HighlightedBlock }) {
  return block ? <CodeTabs block={block} /> : null;
}

function CodeTabs({ block: { title, intro, labels, snippets } }: { block: HighlightedBlock }) {
  const id = useId();
  const [active, setActive] = useState(0);
  const [status, setStatus] = useState<"" | "copied" | "failed">("");
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent) {
    const next = tabAfterKey(event.key, active, snippets.length);
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
    tabs.current[next]?.focus();
  }

  async function copy() {
    // Cleared first, so a second copy is announced again.
    setStatus("");
    try {
      await navigator.clipboard.writeText(snippets[active]?.code ?? "");
      setStatus("copied");
      setTimeout(() => setStatus(""), 2000);
    } catch {
      setStatus("failed");
    }
  }

  return (
    <div className="mt-12 max-w-3xl">
      <h3 id={`${id}h`} className="text-xl font-semibold text-slate-900">
        {title}
      </h3>
      <p className="mt-2 leading-7 text-slate-700">{intro}</p>
      {/* The code box is an editor: left to right on every page, tabs and arrow keys included (decision 070). */}
      <div
        dir="ltr"
        className="mt-5 overflow-hidden rounded-2xl bg-[#0d1117] shadow-lg [&_:focus-visible]:outline-teal-300 [&_:focus-visible]:-outline-offset-2"
      >
        <div className="flex items-center justify-between gap-2 border-b border-white/15 px-2">
          <div role="tablist" aria-labelledby={`${id}h`} className="flex" onKeyDown={onKeyDown}>
            {snippets.map((snippet, index) => (
              <button
                key={snippet.language}
                ref={(element) => {
                  tabs.current[index] = element;
                }}
                type="button"
                role="tab"
                id={`${id}t${index}`}
                aria-selected={index === active}
                aria-controls={`${id}p${index}`}
                tabIndex={index === active ? 0 : -1}
                onClick={() => setActive(index)}
                className={`min-h-11 border-b-2 px-3 text-sm font-medium ${index === active ? "border-teal-300 text-white" : "border-transparent text-slate-300 hover:text-white"}`}
              >
                {snippet.label}
              </button>
            ))}
          </div>
          <button
            type="button"
            onClick={copy}
            className="inline-flex min-h-9 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium text-slate-200 hover:bg-white/10 hover:text-white"
          >
            <CopyIcon />
            {status === "copied" ? labels.copied : labels.copy}
          </button>
        </div>
        {snippets.map((snippet, index) => (
          <div
            key={snippet.language}
            role="tabpanel"
            id={`${id}p${index}`}
            aria-labelledby={`${id}t${index}`}
            hidden={index !== active}
            className="text-[13px] leading-6 [&>pre]:overflow-x-auto [&>pre]:p-5"
            // shiki's output from our own content at build time: every character of the code is escaped.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: built from trusted content, see above.
            dangerouslySetInnerHTML={{ __html: snippet.html }}
          />
        ))}
      </div>
      <p role="status" className={status === "failed" ? "mt-2 text-sm text-slate-700" : "sr-only"}>
        {status ? labels[status] : ""}
      </p>
    </div>
  );
}

/**
 * Lucide's "copy" outline, drawn here rather than imported from ui/icons: importing it would add an
 * export to the shared "site" chunk, and so bytes to every page's first load (decision 044).
 */
function CopyIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      className="size-4"
    >
      <path d="M10 8h10a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2V10a2 2 0 0 1 2-2zM4 16a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2" />
    </svg>
  );
}
