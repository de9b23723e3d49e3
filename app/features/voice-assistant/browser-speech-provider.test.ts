// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { voiceCopy } from "~/content/voice";
import { browserSpeechAvailable, createBrowserSpeechProvider } from "./browser-speech-provider";
import type { VoiceEvent } from "./voice-provider";

type FakeWindow = Window & typeof globalThis;

class FakeUtterance {
  lang = "";
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly text: string) {}
}

/** Lets pending promise callbacks run (works under fake timers too). */
async function flush() {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

/** A final or interim recognition result list, as the recogniser's onresult receives it. */
function results(resultIndex: number, ...items: [transcript: string, isFinal: boolean][]) {
  const list = items.map(([transcript, isFinal]) => ({ isFinal, length: 1, 0: { transcript } }));
  return { resultIndex, results: list };
}

/** A scripted browser: recognisers, synthesis and microphone the test drives by hand. */
function setup() {
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
  const speechSynthesis = { speak: vi.fn((u: FakeUtterance) => utterances.push(u)), cancel: vi.fn() };
  const tracks = [{ stop: vi.fn() }, { stop: vi.fn() }];
  const stream = { getTracks: () => tracks } as unknown as MediaStream;
  const getUserMedia = vi.fn(async (_constraints: MediaStreamConstraints) => stream);
  const win = {
    webkitSpeechRecognition: FakeRecognition,
    speechSynthesis,
    SpeechSynthesisUtterance: FakeUtterance,
    navigator: { mediaDevices: { getUserMedia } },
    setTimeout: (handler: () => void, ms: number) => globalThis.setTimeout(handler, ms),
    clearTimeout: (id: number) => globalThis.clearTimeout(id),
  } as unknown as FakeWindow;
  const events: VoiceEvent[] = [];
  /** The pending replies, in order: the test settles them. */
  const asked: ((reply: string) => void)[] = [];
  const ask = vi.fn((_message: string) => new Promise<string>((resolve) => asked.push(resolve)));
  const toSpeech = vi.fn((markdown: string) => markdown.replaceAll("*", ""));
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
    getUserMedia,
    events,
    ask,
    asked,
    toSpeech,
  };
}

async function started() {
  const h = setup();
  await h.provider.start();
  h.recogniser().onstart?.();
  return h;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("browserSpeechAvailable", () => {
  const Recognition = class {};
  it.each([
    [
      "webkitSpeechRecognition and speechSynthesis",
      { webkitSpeechRecognition: Recognition, speechSynthesis: {} },
      true,
    ],
    ["SpeechRecognition and speechSynthesis", { SpeechRecognition: Recognition, speechSynthesis: {} }, true],
    ["no recogniser", { speechSynthesis: {} }, false],
    ["no speechSynthesis", { webkitSpeechRecognition: Recognition }, false],
    ["neither", {}, false],
  ])("with %s: %s", (_what, win, expected) => {
    expect(browserSpeechAvailable(win as unknown as FakeWindow)).toBe(expected);
  });

  it("checks the real window by default (happy-dom has no speech recognition)", () => {
    expect(browserSpeechAvailable()).toBe(false);
  });
});

describe("createBrowserSpeechProvider: starting", () => {
  it("rejects when the browser has no recogniser or no synthesis", async () => {
    const win = { speechSynthesis: {} } as unknown as FakeWindow;
    const provider = createBrowserSpeechProvider({
      emit: vi.fn(),
      ask: vi.fn(),
      toSpeech: String,
      window: win,
    });
    await expect(provider.start()).rejects.toThrow();
  });

  it("opens the microphone and starts an English, single-utterance, interim recogniser", async () => {
    const h = setup();
    await h.provider.start();
    expect(h.getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(h.recognisers).toHaveLength(1);
    expect(h.recogniser()).toMatchObject({ lang: "en-US", continuous: false, interimResults: true });
    expect(h.recogniser().start).toHaveBeenCalledTimes(1);
    expect(h.events).toEqual([]);
  });

  it("emits listening on the first onstart only", async () => {
    const h = await started();
    h.recogniser().onend?.();
    h.recogniser().onstart?.();
    expect(h.events).toEqual([{ type: "listening" }]);
  });

  it("passes the visitor's speech start and end through", async () => {
    const h = await started();
    h.recogniser().onspeechstart?.();
    h.recogniser().onspeechend?.();
    expect(h.events.slice(1)).toEqual([{ type: "speech-start" }, { type: "speech-end" }]);
  });
});

describe("createBrowserSpeechProvider: a turn of conversation", () => {
  it("ignores interim results", async () => {
    const h = await started();
    h.recogniser().onresult?.(results(0, ["What do", false]));
    await flush();
    expect(h.ask).not.toHaveBeenCalled();
    expect(h.events).toEqual([{ type: "listening" }]);
  });

  it("reads only the final results from resultIndex on", async () => {
    const h = await started();
    h.recogniser().onresult?.(results(1, ["earlier", true], [" What do you ", true], ["offer", false]));
    expect(h.ask).toHaveBeenCalledExactlyOnceWith("What do you");
  });

  it("ignores a final result that is only blank", async () => {
    const h = await started();
    h.recogniser().onresult?.(results(0, ["   ", true]));
    expect(h.ask).not.toHaveBeenCalled();
  });

  it("asks, shows and speaks the reply, and listens again only once it has been spoken", async () => {
    const h = await started();
    const rec = h.recogniser();
    rec.onresult?.(results(0, ["What do you offer?", true]));
    expect(h.events.at(-1)).toEqual({
      type: "transcript",
      role: "user",
      text: "What do you offer?",
      final: true,
    });
    expect(h.ask).toHaveBeenCalledExactlyOnceWith("What do you offer?");

    rec.onend?.();
    expect(rec.start).toHaveBeenCalledTimes(1);

    h.asked[0]?.("**Plans** from $10.");
    await flush();
    expect(h.events.at(-1)).toEqual({
      type: "transcript",
      role: "assistant",
      text: "**Plans** from $10.",
      final: true,
    });
    expect(h.toSpeech).toHaveBeenCalledWith("**Plans** from $10.");
    expect(h.utterances).toHaveLength(1);
    expect(h.utterances[0]).toMatchObject({ text: "Plans from $10.", lang: "en-US" });
    expect(rec.start).toHaveBeenCalledTimes(1);

    h.utterances[0]?.onend?.();
    await flush();
    expect(rec.start).toHaveBeenCalledTimes(2);
  });

  it("listens again when the reply cannot be fetched, instead of going deaf", async () => {
    const h = await started();
    h.ask.mockRejectedValueOnce(new Error("offline"));
    h.recogniser().onresult?.(results(0, ["Hello?", true]));
    await flush();
    expect(h.recogniser().start).toHaveBeenCalledTimes(2);
  });

  it("listens again at once when the reply has nothing to speak", async () => {
    const h = await started();
    h.toSpeech.mockReturnValueOnce("");
    h.recogniser().onresult?.(results(0, ["Hi", true]));
    h.asked[0]?.("![](image.png)");
    await flush();
    expect(h.speechSynthesis.speak).not.toHaveBeenCalled();
    expect(h.recogniser().start).toHaveBeenCalledTimes(2);
  });

  it("restarts recognition on onend while idle, and survives a recogniser already started", async () => {
    const h = await started();
    const rec = h.recogniser();
    rec.onend?.();
    expect(rec.start).toHaveBeenCalledTimes(2);
    rec.start.mockImplementationOnce(() => {
      throw new DOMException("already started", "InvalidStateError");
    });
    expect(() => rec.onend?.()).not.toThrow();
    expect(rec.start).toHaveBeenCalledTimes(3);
  });

  it("stops waiting for an engine that never ends the utterance", async () => {
    vi.useFakeTimers();
    const h = await started();
    const rec = h.recogniser();
    rec.onresult?.(results(0, ["Hi", true]));
    h.asked[0]?.("Hello there");
    await flush();
    expect(h.utterances).toHaveLength(1);
    const wait = 4000 + "Hello there".length * 90;
    await vi.advanceTimersByTimeAsync(wait - 1);
    expect(rec.start).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(rec.start).toHaveBeenCalledTimes(2);
  });

  it("clears the fallback timer when the utterance ends or fails", async () => {
    vi.useFakeTimers();
    const h = await started();
    h.recogniser().onresult?.(results(0, ["Hi", true]));
    h.asked[0]?.("Hello");
    await flush();
    h.utterances[0]?.onerror?.();
    await flush();
    expect(vi.getTimerCount()).toBe(0);
    expect(h.recogniser().start).toHaveBeenCalledTimes(2);
  });
});

describe("createBrowserSpeechProvider: recognition errors", () => {
  it.each(["no-speech", "aborted"])("ignores %s", async (error) => {
    const h = await started();
    h.recogniser().onerror?.({ error });
    expect(h.events).toEqual([{ type: "listening" }]);
  });

  it.each([
    ["not-allowed", voiceCopy.errors.denied],
    ["service-not-allowed", voiceCopy.errors.denied],
    ["audio-capture", voiceCopy.errors.notFound],
    ["network", voiceCopy.errors.event],
    ["language-not-supported", voiceCopy.errors.event],
  ])("reports %s", async (error, message) => {
    const h = await started();
    h.recogniser().onerror?.({ error });
    expect(h.events.at(-1)).toEqual({ type: "error", message });
  });
});
