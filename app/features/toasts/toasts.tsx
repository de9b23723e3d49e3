/**
 * Toasts (bottom, inline end, 5 s) without the toast library in the first page's
 * JavaScript: <ToasterSlot> mounts it when the first toast is requested.
 */
import { lazy, Suspense, useSyncExternalStore } from "react";

const Toaster = lazy(() => import("./toaster.tsx"));

/** Whether any code has asked for a toast yet. */
let requested = false;
const listeners = new Set<() => void>();

export function isToasterRequested(): boolean {
  return requested;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Shows a toast. Loads the toast library on first use; sonner replays toasts
 * created before its <Toaster> subscribes, so none is lost.
 */
export async function notify(kind: "success" | "error" | "info", message: string): Promise<void> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  try {
    const { toast } = await import("sonner");
    toast[kind](message);
  } catch (error) {
    // The toast library could not load (offline after a deploy): the action itself still happened.
    console.warn(`Could not show the notice "${message}":`, error);
  }
}

/** Renders the toast container once the first toast is requested. */
export function ToasterSlot() {
  const shown = useSyncExternalStore(subscribe, isToasterRequested, () => false);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
