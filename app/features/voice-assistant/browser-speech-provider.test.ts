// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { voiceCopy } from "~/content/voice.ts";
import { browserSpeechAvailable, createBrowserSpeechProvider } from "./browser-speech-provider.ts";
import { flush, setup, started } from "./browser-speech-test-harness.ts";

type FakeWindow = Window & typeof globalThis;

/** A final or interim recognition result list, as the recogniser's onresult receives it. */
function results(resultIndex: number, ...items: [transcript: string, isFinal: boolean][]) {
  const list = items.map(([transcript, isFinal]) => ({ isFinal, length: 1, 0: { transcript } }));
  return { resultIndex, results: list };
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
