import { startTransition, useEffect, useState } from "react";
import { scheduleIdle } from "./schedule-idle";

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
