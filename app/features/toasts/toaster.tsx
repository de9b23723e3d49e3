import { Toaster as SonnerToaster } from "sonner";

/** Toasts appear bottom right and disappear after five seconds. */
const TOAST_DURATION_MS = 5000;

export default function Toaster() {
  return <SonnerToaster position="bottom-right" duration={TOAST_DURATION_MS} closeButton />;
}
