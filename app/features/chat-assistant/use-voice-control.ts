import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { voiceCopyIn } from "~/content/voice.ts";
import type { VoiceSession, VoiceState, VoiceStatus } from "~/features/voice-assistant/voice-session.ts";
import { useLocale } from "~/lib/site-data.tsx";
import type { ChatStore } from "./chat-store.ts";

export type { VoiceStatus };

export interface VoiceControl {
  status: VoiceStatus;
  /** 0 to 1, for the live volume indicator while connected. */
  volume: number;
  /** The microphone has been pressed at least once in this panel. */
  used: boolean;
  toggle: () => void;
}

const idle: VoiceState = { status: "idle", volume: 0 };
const noSubscription = () => () => {};
const idleState = () => idle;

/**
 * The microphone button's behaviour. The voice code (session, providers,
 * vendor SDK) is fetched on the first press, never before. `active` false
 * (the panel closed) ends any call.
 */
export function useVoiceControl(store: ChatStore, active: boolean): VoiceControl {
  const locale = useLocale();
  const [session, setSession] = useState<VoiceSession | null>(null);
  const pending = useRef<Promise<VoiceSession | null> | null>(null);
  const state = useSyncExternalStore(
    session?.subscribe ?? noSubscription,
    session?.getState ?? idleState,
    idleState,
  );

  const toggle = useCallback(() => {
    pending.current ??= import("~/features/voice-assistant/create-voice-session.ts")
      .then(({ createVoiceSession }) => {
        const created = createVoiceSession(store);
        setSession(created);
        return created;
      })
      .catch(() => {
        pending.current = null;
        return null;
      });
    void pending.current.then((loaded) => {
      if (loaded) void loaded.toggle();
      else store.setError(voiceCopyIn(locale).errors.unavailable);
    });
  }, [store, locale]);

  useEffect(() => {
    if (!active) session?.stop();
  }, [active, session]);
  useEffect(() => () => session?.stop(), [session]);

  return { status: state.status, volume: state.volume, used: session !== null, toggle };
}
