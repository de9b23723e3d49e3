import { Toaster as SonnerToaster } from "sonner";

/** Toast placement and lifetime from the spec: bottom right, 5000 ms. */
export const TOAST_DURATION_MS = 5000;

export default function Toaster() {
  return <SonnerToaster position="bottom-right" duration={TOAST_DURATION_MS} closeButton />;
}
