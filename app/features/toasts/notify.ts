import { requestToaster } from "./toaster-store";

export type ToastKind = "success" | "error" | "info";

/**
 * Shows a toast (bottom right, 5 s). Loads the toast library on first use;
 * sonner replays toasts created before its <Toaster> subscribes, so none is lost.
 */
export async function notify(kind: ToastKind, message: string): Promise<void> {
  requestToaster();
  try {
    const { toast } = await import("sonner");
    toast[kind](message);
  } catch (error) {
    // The toast library could not load (offline after a deploy): the action itself still happened.
    console.warn(`Could not show the notice "${message}":`, error);
  }
}
