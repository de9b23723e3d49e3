import { type RefCallback, useCallback } from "react";

/** Where a card row scrolls sideways: app.css's `.card-scroller`, below 640 px. */
const SCROLLING_ROWS = "(width < 40rem)";

/**
 * A ref for a card row that scrolls sideways on a phone: it is a tab stop there, so a keyboard can
 * scroll it (axe: scrollable-region-focusable), and only there. The pre-rendered HTML says
 * `tabindex="0"`; on a wider screen, where the row is a grid that does not scroll, the stop is
 * removed once the page runs, so it never sits in the tab order doing nothing (decision 108).
 * A media query, not a measurement: reading the row's scroll width would lay out the bands below
 * the first screen in one long task (decision 104).
 */
export function useTabStopWhileScrollable<T extends HTMLElement>(): RefCallback<T> {
  return useCallback((element: T | null) => {
    if (!element) return;
    const rows = window.matchMedia(SCROLLING_ROWS);
    const update = () => {
      if (rows.matches) element.setAttribute("tabindex", "0");
      else element.removeAttribute("tabindex");
    };
    update();
    rows.addEventListener("change", update);
    return () => rows.removeEventListener("change", update);
  }, []);
}
