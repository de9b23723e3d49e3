/**
 * Runs work once the browser is idle after the page has loaded, so optional
 * code never competes with the first paint. Returns a cancel function.
 */
export function scheduleIdle(task: () => void, timeoutMs = 4000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1500);
  return () => window.clearTimeout(handle);
}
