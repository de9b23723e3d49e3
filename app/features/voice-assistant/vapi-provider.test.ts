import { afterEach, describe, expect, it, vi } from "vitest";
import { createVapiAdapter, loadVapiProvider, type VapiLike } from "./vapi-provider.ts";
import type { VoiceEvent } from "./voice-provider.ts";

/** An EventEmitter-like stand-in for the Vapi client; `fire` plays the SDK's events. */
const { FakeVapi, constructed } = vi.hoisted(() => {
  const constructed: { args: unknown[]; instance: unknown }[] = [];
  class FakeVapi {
    private readonly listeners = new Map<string, ((payload: unknown) => void)[]>();
    startResult: unknown = { id: "call-1" };
    readonly start = vi.fn(async (_assistantId: string): Promise<unknown> => this.startResult);
    readonly stop = vi.fn();
    readonly daily = { updateInputSettings: vi.fn(async (_settings: object): Promise<unknown> => undefined) };
    dailyInCall = true;
    getDailyCallObject() {
      return this.dailyInCall ? this.daily : null;
    }

    constructor(...args: unknown[]) {
      constructed.push({ args, instance: this });
    }

    on(event: string, listener: (payload: unknown) => void) {
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
      return this;
    }

    fire(event: string, payload?: unknown) {
      for (const listener of this.listeners.get(event) ?? []) listener(payload);
    }
  }
  return { FakeVapi, constructed };
});

// The package is CommonJS: Vite's interop hands the class over as `default.default`.
vi.mock("@vapi-ai/web", () => ({ default: { default: FakeVapi } }));

function setup() {
  const vapi = new FakeVapi();
  const events: VoiceEvent[] = [];
  const provider = createVapiAdapter(vapi satisfies VapiLike, "assistant-1", (event) => events.push(event));
  return { vapi, events, provider };
}

afterEach(() => {
  constructed.length = 0;
});

describe("createVapiAdapter: events", () => {
  it("emits nothing before the SDK does", () => {
    const { events } = setup();
    expect(events).toEqual([]);
  });

  it("turns call-start into listening and call-end into end", () => {
    const { vapi, events } = setup();
    vapi.fire("call-start");
    vapi.fire("call-end");
    expect(events).toEqual([{ type: "listening" }, { type: "end" }]);
  });

  it("passes volume-level through as volume, 0 when it is not a number", () => {
    const { vapi, events } = setup();
    vapi.fire("volume-level", 0.42);
    vapi.fire("volume-level", "loud");
    expect(events).toEqual([
      { type: "volume", level: 0.42 },
      { type: "volume", level: 0 },
    ]);
  });

  it("turns final transcripts of the user and the assistant into final transcript events", () => {
    const { vapi, events } = setup();
    vapi.fire("message", { type: "transcript", role: "user", transcriptType: "final", transcript: "Hello" });
    vapi.fire("message", {
      type: "transcript",
      role: "assistant",
      transcriptType: "final",
      transcript: "Hi!",
    });
    expect(events).toEqual([
      { type: "transcript", role: "user", text: "Hello", final: true },
      { type: "transcript", role: "assistant", text: "Hi!", final: true },
    ]);
  });

  it("marks partial transcripts as not final (the session ignores them)", () => {
    const { vapi, events } = setup();
    vapi.fire("message", { type: "transcript", role: "user", transcriptType: "partial", transcript: "Hel" });
    expect(events).toEqual([{ type: "transcript", role: "user", text: "Hel", final: false }]);
  });

  it("ignores transcript messages without a transcript string", () => {
    const { vapi, events } = setup();
    vapi.fire("message", { type: "transcript", role: "user", transcriptType: "final" });
    vapi.fire("message", { type: "transcript", role: "user", transcriptType: "final", transcript: 7 });
    expect(events).toEqual([]);
  });

  it("turns the user's speech-update started/stopped into speech-start/speech-end", () => {
    const { vapi, events } = setup();
    vapi.fire("message", { type: "speech-update", role: "user", status: "started" });
    vapi.fire("message", { type: "speech-update", role: "user", status: "stopped" });
    expect(events).toEqual([{ type: "speech-start" }, { type: "speech-end" }]);
  });

  it("ignores the assistant's speech updates and unknown statuses", () => {
    const { vapi, events } = setup();
    vapi.fire("message", { type: "speech-update", role: "assistant", status: "started" });
    vapi.fire("message", { type: "speech-update", role: "assistant", status: "stopped" });
    vapi.fire("message", { type: "speech-update", role: "user", status: "thinking" });
    expect(events).toEqual([]);
  });

  it("ignores the SDK's own speech-start/speech-end (the assistant's audio)", () => {
    const { vapi, events } = setup();
    vapi.fire("speech-start");
    vapi.fire("speech-end");
    expect(events).toEqual([]);
  });

  it("ignores unrelated and malformed messages", () => {
    const { vapi, events } = setup();
    vapi.fire("message", { type: "status-update", status: "in-progress" });
    vapi.fire("message", { type: "conversation-update", conversation: [] });
    vapi.fire("message", { type: "function-call", functionCall: {} });
    vapi.fire("message", null);
    vapi.fire("message", "transcript");
    vapi.fire("message", undefined);
    expect(events).toEqual([]);
  });

  it.each([
    ["{ errorMsg }", { errorMsg: "Meeting has ended" }, "Meeting has ended"],
    ["{ error: { message } }", { type: "start-method-error", error: { message: "Bad key" } }, "Bad key"],
    ["{ message }", { message: "Network lost" }, "Network lost"],
    ["a string", "Ejected", "Ejected"],
    ["{}", {}, undefined],
    ["null", null, undefined],
    ["a number", 500, undefined],
    ["blank strings", { errorMsg: "  ", message: "" }, undefined],
  ])("turns an error payload of %s into an error event", (_shape, payload, message) => {
    const { vapi, events } = setup();
    vapi.fire("error", payload);
    expect(events).toEqual([{ type: "error", message }]);
  });

  it("prefers errorMsg over a nested error message over a plain message", () => {
    const { vapi, events } = setup();
    vapi.fire("error", { errorMsg: "first", error: { message: "second" }, message: "third" });
    vapi.fire("error", { error: { message: "second" }, message: "third" });
    expect(events).toEqual([
      { type: "error", message: "first" },
      { type: "error", message: "second" },
    ]);
  });
});

describe("createVapiAdapter: non-fatal errors", () => {
  it.each(["audio-processing-setup-error", "audio-start-failed"])(
    "%s turns noise cancellation off and keeps the call",
    (type) => {
      const { vapi, events, provider } = setup();
      vapi.fire("error", { type, error: { message: "KrispInitError: Canceled" } });
      expect(events).toEqual([]);
      expect(vapi.daily.updateInputSettings).toHaveBeenCalledExactlyOnceWith({
        audio: { processor: { type: "none" } },
      });
      provider.stop();
      expect(vapi.stop).toHaveBeenCalledOnce();
    },
  );

  it("a failure to turn it off, or no call object, neither throws nor ends the call", async () => {
    const { vapi, events } = setup();
    vapi.daily.updateInputSettings.mockRejectedValueOnce(new Error("busy"));
    vapi.fire("error", { type: "audio-start-failed" });
    vapi.dailyInCall = false;
    vapi.fire("error", { type: "audio-processing-setup-error" });
    await Promise.resolve();
    expect(events).toEqual([]);
  });

  it("any other error type still ends the call with its message", () => {
    const { vapi, events } = setup();
    vapi.fire("error", { type: "start-method-error", error: { message: "No network" } });
    expect(events).toEqual([{ type: "error", message: "No network" }]);
    expect(vapi.daily.updateInputSettings).not.toHaveBeenCalled();
  });
});

describe("createVapiAdapter: start and stop", () => {
  it("starts the configured assistant", async () => {
    const { vapi, provider } = setup();
    await expect(provider.start()).resolves.toBeUndefined();
    expect(vapi.start).toHaveBeenCalledExactlyOnceWith("assistant-1");
  });

  it("rejects when Vapi resolves null (the call could not be created)", async () => {
    const { vapi, provider } = setup();
    vapi.startResult = null;
    await expect(provider.start()).rejects.toThrow("The voice call did not start.");
  });

  it("rejects when Vapi's start rejects", async () => {
    const { vapi, provider } = setup();
    vapi.start.mockRejectedValueOnce(new Error("boom"));
    await expect(provider.start()).rejects.toThrow("boom");
  });

  it("does not reject when stopped before Vapi resolved null", async () => {
    const { vapi, provider } = setup();
    let finish: (value: unknown) => void = () => {};
    vapi.start.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    const started = provider.start();
    provider.stop();
    finish(null);
    await expect(started).resolves.toBeUndefined();
  });

  it("does not reject when Vapi resolves null after stop", async () => {
    const { vapi, provider } = setup();
    provider.stop();
    vapi.startResult = null;
    await expect(provider.start()).resolves.toBeUndefined();
  });

  it("stops Vapi once however often it is stopped", () => {
    const { vapi, provider } = setup();
    provider.stop();
    provider.stop();
    expect(vapi.stop).toHaveBeenCalledTimes(1);
  });
});

describe("loadVapiProvider", () => {
  it("builds the client from the CommonJS default.default export with avoidEval", async () => {
    const factory = await loadVapiProvider("public-key", "assistant-9");
    expect(constructed).toEqual([]);
    const events: VoiceEvent[] = [];
    const provider = factory((event) => events.push(event));
    expect(constructed).toHaveLength(1);
    expect(constructed[0]?.args).toEqual(["public-key", undefined, { avoidEval: true }]);
    const vapi = constructed[0]?.instance as InstanceType<typeof FakeVapi>;
    await provider.start();
    expect(vapi.start).toHaveBeenCalledExactlyOnceWith("assistant-9");
    vapi.fire("call-start");
    expect(events).toEqual([{ type: "listening" }]);
    provider.stop();
    expect(vapi.stop).toHaveBeenCalledTimes(1);
  });

  it("creates a new client for each call", async () => {
    const factory = await loadVapiProvider("public-key", "assistant-9");
    factory(() => {});
    factory(() => {});
    expect(constructed).toHaveLength(2);
    expect(constructed[0]?.instance).not.toBe(constructed[1]?.instance);
  });

  it("also accepts the class as the default export itself", async () => {
    class PlainVapi extends FakeVapi {}
    vi.resetModules();
    vi.doMock("@vapi-ai/web", () => ({ default: PlainVapi }));
    try {
      const { loadVapiProvider: load } = await import("./vapi-provider.ts");
      const provider = (await load("other-key", "assistant-2"))(() => {});
      expect(constructed).toHaveLength(1);
      expect(constructed[0]?.instance).toBeInstanceOf(PlainVapi);
      expect(constructed[0]?.args).toEqual(["other-key", undefined, { avoidEval: true }]);
      await provider.start();
      const vapi = constructed[0]?.instance as InstanceType<typeof FakeVapi>;
      expect(vapi.start).toHaveBeenCalledExactlyOnceWith("assistant-2");
    } finally {
      vi.doUnmock("@vapi-ai/web");
      vi.resetModules();
    }
  });
});
