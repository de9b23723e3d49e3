/**
 * The one interface both voice providers (Vapi, the browser's Web Speech API)
 * implement. Providers translate their vendor's callbacks into these events;
 * the voice session turns the events into chat messages and states.
 */
export type VoiceEvent =
  /** The call is live and listening (Vapi's call-start, the recogniser's first start). */
  | { type: "listening" }
  /** The visitor started or stopped speaking. */
  | { type: "speech-start" }
  | { type: "speech-end" }
  | { type: "transcript"; role: "user" | "assistant"; text: string; final: boolean }
  /** Input or output level, 0 to 1. */
  | { type: "volume"; level: number }
  | { type: "error"; message?: string }
  /** Something the visitor should know that does not end the call (e.g. replies only shown as text). */
  | { type: "notice"; message: string }
  /** The call ended on the provider's side. */
  | { type: "end" };

export interface VoiceProvider {
  /** Starts the call; rejects when it cannot. */
  start(): Promise<void>;
  /** Ends the call and releases the microphone. Safe to call twice. */
  stop(): void;
}

export type VoiceProviderFactory = (emit: (event: VoiceEvent) => void) => VoiceProvider;
