// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { flush, setup as setupHarness } from "./browser-speech-test-harness.ts";
import { LEVEL_INTERVAL_MS } from "./level-meter.ts";
import type { VoiceEvent } from "./voice-provider.ts";

const finalResult = (transcript: string) => ({
  resultIndex: 0,
  results: [{ isFinal: true, length: 1, 0: { transcript } }],
});

/** The standard SpeechRecognition name and plain text for speech, as these tests expect. */
const setup = () => setupHarness({ recognitionName: "SpeechRecognition", toSpeech: String });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("createBrowserSpeechProvider: stop", () => {
  it("aborts recognition, cancels speech and stops every microphone track", async () => {
    const h = setup();
    await h.provider.start();
    const rec = h.recogniser();
    h.provider.stop();
    expect(rec.abort).toHaveBeenCalledTimes(1);
    expect(rec.onend).toBeNull();
    expect(h.speechSynthesis.cancel).toHaveBeenCalledTimes(1);
    for (const track of h.tracks) expect(track.stop).toHaveBeenCalledTimes(1);
  });

  it("is safe before start and when called twice", async () => {
    const h = setup();
    expect(() => h.provider.stop()).not.toThrow();
    await h.provider.start();
    h.provider.stop();
    h.provider.stop();
    expect(h.recogniser().abort).toHaveBeenCalledTimes(1);
    for (const track of h.tracks) expect(track.stop).toHaveBeenCalledTimes(1);
  });

  it("releases the microphone when stopped before it was granted", async () => {
    const h = setup();
    let grant: (stream: MediaStream) => void = () => {};
    h.getUserMedia.mockReturnValueOnce(new Promise((resolve) => (grant = resolve)));
    const starting = h.provider.start();
    h.provider.stop();
    grant(h.stream);
    await starting;
    expect(h.recognisers).toHaveLength(0);
    for (const track of h.tracks) expect(track.stop).toHaveBeenCalledTimes(1);
  });

  it("drops a reply that arrives after stop", async () => {
    const h = setup();
    await h.provider.start();
    const rec = h.recogniser();
    rec.onstart?.();
    rec.onresult?.(finalResult("Hello"));
    const before = h.events.length;
    h.provider.stop();
    h.asked[0]?.("Too late");
    await flush();
    expect(h.events).toHaveLength(before);
    expect(h.speechSynthesis.speak).not.toHaveBeenCalled();
    expect(rec.start).toHaveBeenCalledTimes(1);
  });

  it("emits no volume without an AudioContext", async () => {
    vi.useFakeTimers();
    const h = setup();
    await h.provider.start();
    await vi.advanceTimersByTimeAsync(LEVEL_INTERVAL_MS * 5);
    expect(h.events.filter((event) => event.type === "volume")).toEqual([]);
    h.provider.stop();
  });
});

describe("createBrowserSpeechProvider: microphone level", () => {
  /** An AudioContext whose analyser reports a constant sample value. */
  function stubAudioContext(sample: number) {
    const contexts: FakeAudioContext[] = [];
    class FakeAudioContext {
      readonly analyser = {
        fftSize: 0,
        getFloatTimeDomainData: vi.fn((samples: Float32Array) => samples.fill(sample)),
      };
      readonly source = { connect: vi.fn() };
      readonly createAnalyser = vi.fn(() => this.analyser);
      readonly createMediaStreamSource = vi.fn((_stream: MediaStream) => this.source);
      readonly close = vi.fn(async () => {});
      constructor() {
        contexts.push(this);
      }
    }
    vi.stubGlobal("AudioContext", FakeAudioContext);
    return contexts;
  }

  const levels = (events: VoiceEvent[]) =>
    events.flatMap((event) => (event.type === "volume" ? [event.level] : []));

  it("emits the level every 100 ms as min(1, rms / 0.15)", async () => {
    vi.useFakeTimers();
    const contexts = stubAudioContext(0.03);
    const h = setup();
    await h.provider.start();
    const context = contexts[0];
    expect(context?.createMediaStreamSource).toHaveBeenCalledWith(h.stream);
    expect(context?.source.connect).toHaveBeenCalledWith(context?.analyser);
    expect(context?.analyser.fftSize).toBe(512);

    await vi.advanceTimersByTimeAsync(LEVEL_INTERVAL_MS - 1);
    expect(levels(h.events)).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(levels(h.events)).toHaveLength(1);
    expect(levels(h.events)[0]).toBeCloseTo(0.2, 5);
    await vi.advanceTimersByTimeAsync(LEVEL_INTERVAL_MS * 2);
    expect(levels(h.events)).toHaveLength(3);

    h.provider.stop();
    expect(context?.close).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(LEVEL_INTERVAL_MS * 3);
    expect(levels(h.events)).toHaveLength(3);
  });

  it("caps a loud level at 1", async () => {
    vi.useFakeTimers();
    stubAudioContext(-0.6);
    const h = setup();
    await h.provider.start();
    await vi.advanceTimersByTimeAsync(LEVEL_INTERVAL_MS);
    expect(levels(h.events)).toEqual([1]);
    h.provider.stop();
  });

  it("reports silence as 0", async () => {
    vi.useFakeTimers();
    stubAudioContext(0);
    const h = setup();
    await h.provider.start();
    await vi.advanceTimersByTimeAsync(LEVEL_INTERVAL_MS);
    expect(levels(h.events)).toEqual([0]);
    h.provider.stop();
  });
});
