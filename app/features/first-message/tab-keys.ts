/**
 * The WAI-ARIA APG tabs pattern's keys: Left/Right move to the previous/next
 * tab and wrap around, Home/End go to the first/last. Anything else is not
 * the tab list's business (undefined), so Tab still leaves the list.
 */
export function tabAfterKey(key: string, current: number, count: number): number | undefined {
  switch (key) {
    case "ArrowRight":
      return (current + 1) % count;
    case "ArrowLeft":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return undefined;
  }
}
