import type { MouseEvent } from "react";
import { useSiteData } from "~/lib/site-data.tsx";

export const MAIN_CONTENT_ID = "main-content";

/** First focusable element of every page; moves focus (not just scroll) to <main>. */
export function SkipLink() {
  const { chrome } = useSiteData();
  function focusMain(event: MouseEvent<HTMLAnchorElement>) {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  }
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={focusMain}
      className="sr-only focus:not-sr-only focus:fixed focus:inset-s-4 focus:top-4 focus:z-[100] focus:rounded-md focus:bg-teal-700 focus:px-4 focus:py-3 focus:font-semibold focus:text-white"
    >
      {chrome.skipLink}
    </a>
  );
}
