/**
 * The voice assistant's state machine: idle → connecting
 * (after the microphone check passes) → connected (on the call's listening
 * signal) → idle (on stop, call end or error). It writes the conversation into
 * the chat: a temporary "Speaking..." while the visitor talks, and each final
 * transcript of either side. A provider's notice (the browser has no voice of
 * the page's language) stays in the panel's notice line until the next call.
 */
import { documentLocale } from "~/content/locales.ts";
import { voiceCopyIn } from "~/content/voice.ts";

/** The voice assistant's words in the page's language, read at the time they are shown. */
const voiceCopyNow = () => voiceCopyIn(documentLocale());

import type { VoiceEvent, VoiceProvider, VoiceProviderFactory } from "./voice-provider.ts";

export type VoiceStatus = "idle" | "connecting" | "connected";

export interface VoiceState {
  status: VoiceStatus;
  /** 0 to 1 while connected. */
  volume: number;
}

/** What the session needs from the chat: the chat store satisfies it. */
export interface ChatSink {
  addMessage(role: "user" | "assistant", content: string, options?: { transient?: boolean }): { id: string };
  removeMessage(id: string): void;
  setError(message: string | null): void;
  setNotice(message: string | null): void;
}

export interface VoiceSessionDeps {
  chat: ChatSink;
  checkMicrophone: () => Promise<string | null>;
  /** The provider to use, or null when none is usable here. */
  loadProvider: () => Promise<VoiceProviderFactory | null>;
}

const idle: VoiceState = { status: "idle", volume: 0 };

export class VoiceSession {
  private state: VoiceState = idle;
  private readonly listeners = new Set<() => void>();
  private provider: VoiceProvider | null = null;
  private speakingId: string | null = null;
  /** True from a start press until the provider has started (or failed): a second start is ignored. */
  private starting = false;
  /** Bumped whenever a call ends, so late events and late failures of an old call are dropped. */
  private call = 0;

  constructor(private readonly deps: VoiceSessionDeps) {}

  getState = (): VoiceState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The microphone button: start when idle, stop otherwise. */
  async toggle(): Promise<void> {
    try {
      if (this.state.status === "idle") await this.start();
      else if (!this.end()) this.deps.chat.setError(voiceCopyNow().errors.toggle);
    } catch {
      this.end();
      this.deps.chat.setError(voiceCopyNow().errors.toggle);
    }
  }

  async start(): Promise<void> {
    if (this.starting || this.state.status !== "idle") return;
    this.starting = true;
    const call = this.call;
    try {
      this.deps.chat.setError(null);
      this.deps.chat.setNotice(null);
      const microphoneError = await this.deps.checkMicrophone();
      if (call !== this.call) return;
      if (microphoneError) {
        this.deps.chat.setError(microphoneError);
        return;
      }
      this.set({ status: "connecting", volume: 0 });
      const factory = await this.deps.loadProvider().catch(() => null);
      if (call !== this.call) return;
      if (!factory) {
        this.end();
        this.deps.chat.setError(voiceCopyNow().errors.unavailable);
        return;
      }
      this.provider = factory((event) => this.handle(call, event));
      await this.provider.start();
    } catch {
      if (call === this.call) {
        this.end();
        this.deps.chat.setError(voiceCopyNow().errors.toggle);
      }
    } finally {
      this.starting = false;
    }
  }

  /** Ends the call, whatever its state, and releases the microphone. */
  stop(): void {
    this.end();
  }

  private handle(call: number, event: VoiceEvent): void {
    if (call !== this.call) return;
    switch (event.type) {
      case "listening":
        this.set({ status: "connected", volume: 0 });
        break;
      case "speech-start":
        this.speakingId ??= this.deps.chat.addMessage("user", voiceCopyNow().speaking, {
          transient: true,
        }).id;
        break;
      case "speech-end":
        this.clearSpeaking();
        break;
      case "transcript":
        if (!event.final || !event.text.trim()) break;
        if (event.role === "user") this.clearSpeaking();
        this.deps.chat.addMessage(event.role, event.text.trim());
        break;
      case "volume":
        if (this.state.status === "connected") {
          const level = Number.isFinite(event.level) ? Math.min(1, Math.max(0, event.level)) : 0;
          this.set({ status: "connected", volume: level });
        }
        break;
      case "error":
        this.end();
        this.deps.chat.setError(event.message?.trim() || voiceCopyNow().errors.event);
        break;
      case "notice":
        this.deps.chat.setNotice(event.message);
        break;
      case "end":
        this.end();
        break;
    }
  }

  /** Back to idle whatever happens; false when the provider failed to stop cleanly. */
  private end(): boolean {
    this.call += 1;
    const provider = this.provider;
    this.provider = null;
    let clean = true;
    try {
      provider?.stop();
    } catch {
      clean = false;
    }
    this.clearSpeaking();
    this.set(idle);
    return clean;
  }

  private clearSpeaking(): void {
    if (this.speakingId) this.deps.chat.removeMessage(this.speakingId);
    this.speakingId = null;
  }

  private set(next: VoiceState): void {
    if (next.status === this.state.status && next.volume === this.state.volume) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}
