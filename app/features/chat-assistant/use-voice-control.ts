import { useCallback } from "react";
import type { ChatStore } from "./chat-store";

export type VoiceStatus = "idle" | "connecting" | "connected";

export interface VoiceControl {
  status: VoiceStatus;
  /** 0 to 1, for the live volume indicator while connected. */
  volume: number;
  toggle: () => void;
}

/**
 * The microphone button's behaviour. Until a voice provider is wired in, pressing
 * it reports the spec's "no client" error in the panel.
 */
export function useVoiceControl(store: ChatStore): VoiceControl {
  const toggle = useCallback(() => {
    store.setError("Voice assistant is not available. Please refresh the page.");
  }, [store]);
  return { status: "idle", volume: 0, toggle };
}
