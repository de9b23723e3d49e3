import { useEffect, useState } from "react";

const phone = "(max-width: 639px)";
/** Scrolled this far (px) in one direction before the launcher moves: a finger's jitter is not a decision. */
const THRESHOLD = 6;
/** Near the top the launcher always shows: the first screen introduces it. */
const ALWAYS_ABOVE = 160;

/**
 * On a phone the round launcher sits over the page's text. While the visitor scrolls down (reads
 * on) it tucks away below the screen's edge; scrolling back up, reaching the end of the page (where
 * the footer keeps a free strip for it, site-footer.tsx) or focusing it brings it back. Wider
 * screens keep it in place: it sits in the margin beside the page's column.
 */
export function useLauncherTucked(): [tucked: boolean, untuck: () => void] {
  const [tucked, setTucked] = useState(false);

  useEffect(() => {
    const media = window.matchMedia(phone);
    let last = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      const atEnd = window.innerHeight + y >= document.documentElement.scrollHeight - 4;
      if (!media.matches || y < ALWAYS_ABOVE || atEnd) setTucked(false);
      else if (y - last > THRESHOLD) setTucked(true);
      else if (last - y > THRESHOLD) setTucked(false);
      else return;
      last = y;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  return [tucked, () => setTucked(false)];
}
