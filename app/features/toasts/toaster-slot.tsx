import { lazy, Suspense, useSyncExternalStore } from "react";
import { isToasterRequested, subscribeToToasterRequests } from "./toaster-store";

const Toaster = lazy(() => import("./toaster"));

/** Renders the toast container once the first toast is requested. */
export function ToasterSlot() {
  const requested = useSyncExternalStore(subscribeToToasterRequests, isToasterRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
