/**
 * A scripted browser for the browser-speech provider's tests: recognisers,
 * speech synthesis and a microphone that the test drives by hand, passed in
 * through the provider's `window` dependency.
 */
import { vi } from "vitest";
import { createBrowserSpeechProvider } from "./browser-speech-provider.ts";
import type { VoiceEvent } from "./voice-provider.ts";

export class FakeUtterance {
  lang = "";
  voice: SpeechSynthesisVoice | null = null;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly text: string) {}
}

/** Lets pending promise callbacks run (works under fake timers too). */
export async function flush() {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

interface HarnessOptions {
  /** The global the recogniser is found under: prefixed (Chrome, Safari) or standard. */
  recognitionName?: "webkitSpeechRecognition" | "SpeechRecognition";
  toSpeech?: (markdown: string) => string;
  /** What speechSynthesis.getVoices() answers (the test may change it later); none by default. */
  voices?: SpeechSynthesisVoice[];
}

/** A voice as the browser lists it. */
export const voice = (lang: string, name = `Voice ${lang}`) =>
  ({ lang, name, default: false, localService: true, voiceURI: name }) as SpeechSynthesisVoice;

export function setup({
  recognitionName = "webkitSpeechRecognition",
  toSpeech: speechOf = (markdown) => markdown.replaceAll("*", ""),
  voices = [],
}: HarnessOptions = {}) {
  const recognisers: FakeRecognition[] = [];
  class FakeRecognition implements SpeechRecognitionLike {
    lang = "";
    continuous = true;
    interimResults = false;
    onstart: (() => void) | null = null;
    onend: (() => void) | null = null;
    onspeechstart: (() => void) | null = null;
    onspeechend: (() => void) | null = null;
    onresult: SpeechRecognitionLike["onresult"] = null;
    onerror: SpeechRecognitionLike["onerror"] = null;
    readonly start = vi.fn();
    readonly stop = vi.fn();
    readonly abort = vi.fn();
    constructor() {
      recognisers.push(this);
    }
  }
  const utterances: FakeUtterance[] = [];
  const speechSynthesis = {
    speak: vi.fn((u: FakeUtterance) => utterances.push(u)),
    cancel: vi.fn(),
    getVoices: vi.fn(() => voices),
  };
  const tracks = [{ stop: vi.fn() }, { stop: vi.fn() }, { stop: vi.fn() }];
  const stream = { getTracks: () => tracks } as unknown as MediaStream;
  const getUserMedia = vi.fn(async (_constraints: MediaStreamConstraints) => stream);
  const win = {
    [recognitionName]: FakeRecognition,
    speechSynthesis,
    SpeechSynthesisUtterance: FakeUtterance,
    navigator: { mediaDevices: { getUserMedia } },
    setTimeout: (handler: () => void, ms: number) => globalThis.setTimeout(handler, ms),
    clearTimeout: (id: number) => globalThis.clearTimeout(id),
    setInterval: (handler: () => void, ms: number) => globalThis.setInterval(handler, ms),
    clearInterval: (id: number) => globalThis.clearInterval(id),
    // The level meter reads AudioContext from this window; tests that need one stub it globally.
    get AudioContext() {
      return (globalThis as { AudioContext?: unknown }).AudioContext;
    },
  } as unknown as Window & typeof globalThis;
  const events: VoiceEvent[] = [];
  /** The pending replies, in order: the test settles them. */
  const asked: ((reply: string) => void)[] = [];
  const ask = vi.fn((_message: string) => new Promise<string>((resolve) => asked.push(resolve)));
  const toSpeech = vi.fn(speechOf);
  const provider = createBrowserSpeechProvider({ emit: (e) => events.push(e), ask, toSpeech, window: win });
  const recogniser = () => {
    const found = recognisers.at(-1);
    if (!found) throw new Error("No recogniser yet");
    return found;
  };
  return {
    provider,
    recognisers,
    recogniser,
    utterances,
    speechSynthesis,
    tracks,
    stream,
    getUserMedia,
    events,
    ask,
    asked,
    toSpeech,
  };
}

/** A provider that has started and heard its recogniser start. */
export async function started(options?: HarnessOptions) {
  const h = setup(options);
  await h.provider.start();
  h.recogniser().onstart?.();
  return h;
}
