import { Toaster as SonnerToaster } from "sonner";
import { useTextDirection } from "~/lib/site-data.tsx";

/** Toasts appear at the bottom of the inline end, like the assistant's launcher, and go after five seconds. */
const TOAST_DURATION_MS = 5000;

export default function Toaster() {
  // The library places toasts by physical side: the inline end is the left on right-to-left pages (decision 070).
  const dir = useTextDirection();
  return (
    <SonnerToaster
      position={dir === "rtl" ? "bottom-left" : "bottom-right"}
      dir={dir}
      duration={TOAST_DURATION_MS}
      closeButton
    />
  );
}
