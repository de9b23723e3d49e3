import { startTransition, useEffect, useState } from "react";

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

/**
 * Loads an optional module once the page is idle and returns it (null until
 * then, or if it failed to load). For enhancements the first paint never needs.
 */
export function useIdleModule<T>(load: () => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
  useEffect(() => {
    let active = true;
    const cancel = scheduleIdle(() => {
      load()
        .then((module) => {
          // A transition: it waits for parts of the page still hydrating instead of re-creating them.
          if (active) startTransition(() => setLoaded(() => module));
        })
        .catch((error: unknown) => console.warn("Optional module failed to load:", error));
    });
    return () => {
      active = false;
      cancel();
    };
  }, [load]);
  return loaded;
}
