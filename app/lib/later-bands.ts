/**
 * Bands laid out after the first screen (decision 104). The pre-rendered HTML marks every section
 * below the hero and the footer with `data-band="later"`; app.css gives those
 * `content-visibility: auto`, so the browser's first layout skips the ones far from the viewport
 * and the first paint comes out of a short task. Once the page has hydrated, `layOutLaterBands`
 * removes the mark from one band per task, top to bottom, and has that band laid out in the same
 * task. So the work is spread over several short tasks instead of one long one, and a second later
 * no band is skipped: assistive technology, find-in-page and contrast checks see the page as it
 * is drawn.
 */
export const LATER_BAND_ATTRIBUTE = "data-band";

/** Props for a band that may wait for its layout. */
export const laterBand = { [LATER_BAND_ATTRIBUTE]: "later" } as const;

/** Starts laying out the marked bands, one per task; returns a function that stops it. */
export function layOutLaterBands(root: ParentNode = document): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const next = () => {
    const band = root.querySelector<HTMLElement>(`[${LATER_BAND_ATTRIBUTE}="later"]`);
    if (!band) return;
    band.removeAttribute(LATER_BAND_ATTRIBUTE);
    // Reading its size lays this band out now, in this task, rather than all of them at the next frame.
    band.getBoundingClientRect();
    timer = setTimeout(next);
  };
  timer = setTimeout(next);
  return () => clearTimeout(timer);
}
