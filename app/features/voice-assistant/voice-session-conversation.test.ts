// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { voiceCopy } from "~/content/voice.ts";
import { createChatStore, type ReplyFetcher, STORAGE_KEY } from "~/features/chat-assistant/chat-store.ts";
import type { VoiceEvent, VoiceProviderFactory } from "./voice-provider.ts";
import { VoiceSession } from "./voice-session.ts";

const greeting = "Hi! I'm your AI assistant. How can I help you today?";
const speaking = voiceCopy.speaking;

interface FakeCall {
  emit: (event: VoiceEvent) => void;
  stop: () => void;
}

/** A session over the real chat store, with a fake provider factory that records each call. */
function setup() {
  const chat = createChatStore(vi.fn<ReplyFetcher>());
  const calls: FakeCall[] = [];
  const factory = vi.fn<VoiceProviderFactory>((emit) => {
    const call = { emit, start: vi.fn(async () => {}), stop: vi.fn() };
    calls.push(call);
    return call;
  });
  const session = new VoiceSession({
    chat,
    checkMicrophone: async () => null,
    loadProvider: async () => factory,
  });
  const listener = vi.fn();
  session.subscribe(listener);
  const emit = (event: VoiceEvent, index = calls.length - 1) => calls[index]?.emit(event);
  return {
    chat,
    session,
    factory,
    listener,
    emit,
    status: () => session.getState().status,
    volume: () => session.getState().volume,
    messages: () => chat.getState().messages.map((message) => [message.role, message.content]),
    stored: () =>
      (JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? "{}") as { messages?: { content: string }[] })
        .messages ?? [],
  };
}

async function connected() {
  const h = setup();
  await h.session.start();
  h.emit({ type: "listening" });
  return h;
}

const userSays = (text: string, final = true): VoiceEvent => ({
  type: "transcript",
  role: "user",
  text,
  final,
});
const assistantSays = (text: string, final = true): VoiceEvent => ({
  type: "transcript",
  role: "assistant",
  text,
  final,
});

beforeEach(() => {
  window.sessionStorage.clear();
});

describe("VoiceSession: the temporary 'Speaking...' message", () => {
  it("is added once when the visitor starts speaking, even on a repeated speech-start", async () => {
    const h = await connected();
    h.emit({ type: "speech-start" });
    h.emit({ type: "speech-start" });
    expect(h.messages()).toEqual([
      ["assistant", greeting],
      ["user", speaking],
    ]);
  });

  it("is transient: shown but never written to sessionStorage", async () => {
    const h = await connected();
    h.emit({ type: "speech-start" });
    expect(h.chat.getState().messages.at(-1)).toMatchObject({ content: speaking, transient: true });
    expect(h.stored().map((message) => message.content)).toEqual([greeting]);
  });

  it("is removed when the visitor's speech ends", async () => {
    const h = await connected();
    h.emit({ type: "speech-start" });
    h.emit({ type: "speech-end" });
    expect(h.messages()).toEqual([["assistant", greeting]]);
    h.emit({ type: "speech-end" });
    expect(h.messages()).toEqual([["assistant", greeting]]);
  });

  it("is replaced by the visitor's final transcript", async () => {
    const h = await connected();
    h.emit({ type: "speech-start" });
    h.emit(userSays("What are your rates?"));
    expect(h.messages()).toEqual([
      ["assistant", greeting],
      ["user", "What are your rates?"],
    ]);
    h.emit({ type: "speech-end" });
    expect(h.messages()).toHaveLength(2);
  });

  it("stays while only a partial transcript arrives", async () => {
    const h = await connected();
    h.emit({ type: "speech-start" });
    h.emit(userSays("What are", false));
    expect(h.messages().at(-1)).toEqual(["user", speaking]);
  });

  it("is added again for the next utterance", async () => {
    const h = await connected();
    h.emit({ type: "speech-start" });
    h.emit({ type: "speech-end" });
    h.emit({ type: "speech-start" });
    expect(h.messages().filter(([, content]) => content === speaking)).toHaveLength(1);
  });

  it.each([
    ["stop", (h: ReturnType<typeof setup>) => h.session.stop()],
    ["the call's end", (h: ReturnType<typeof setup>) => h.emit({ type: "end" })],
    ["an error", (h: ReturnType<typeof setup>) => h.emit({ type: "error" })],
  ])("is removed on %s", async (_what, finish) => {
    const h = await connected();
    h.emit({ type: "speech-start" });
    finish(h);
    expect(h.messages()).toEqual([["assistant", greeting]]);
  });
});

describe("VoiceSession: transcripts", () => {
  it("appends final transcripts of both sides in order and saves them", async () => {
    const h = await connected();
    h.emit(userSays("Hello"));
    h.emit(assistantSays("Hi! How can I help?"));
    h.emit(userSays("Pricing please"));
    const expected = [
      ["assistant", greeting],
      ["user", "Hello"],
      ["assistant", "Hi! How can I help?"],
      ["user", "Pricing please"],
    ];
    expect(h.messages()).toEqual(expected);
    expect(h.stored().map((message) => message.content)).toEqual(expected.map(([, content]) => content));
  });

  it("ignores partial transcripts", async () => {
    const h = await connected();
    h.emit(userSays("Hel", false));
    h.emit(assistantSays("Hi", false));
    expect(h.messages()).toEqual([["assistant", greeting]]);
  });

  it("ignores empty and blank final transcripts and trims the others", async () => {
    const h = await connected();
    h.emit(userSays(""));
    h.emit(assistantSays("   "));
    h.emit(userSays("  Hello  "));
    expect(h.messages()).toEqual([
      ["assistant", greeting],
      ["user", "Hello"],
    ]);
  });

  it("leaves the voice state alone", async () => {
    const h = await connected();
    h.listener.mockClear();
    h.emit(userSays("Hello"));
    expect(h.listener).not.toHaveBeenCalled();
    expect(h.status()).toBe("connected");
  });
});

describe("VoiceSession: volume", () => {
  it("is ignored while connecting", async () => {
    const h = setup();
    await h.session.start();
    h.listener.mockClear();
    h.emit({ type: "volume", level: 0.5 });
    expect(h.volume()).toBe(0);
    expect(h.listener).not.toHaveBeenCalled();
  });

  it.each([
    [0.4, 0.4],
    [1.7, 1],
    [-0.3, 0],
    [0, 0],
    [1, 1],
    [Number.NaN, 0],
  ])("while connected, level %s becomes %s", async (level, expected) => {
    const h = await connected();
    h.emit({ type: "volume", level: 0.2 });
    h.emit({ type: "volume", level });
    expect(h.session.getState()).toEqual({ status: "connected", volume: expected });
  });

  it("goes back to 0 when the call stops", async () => {
    const h = await connected();
    h.emit({ type: "volume", level: 0.8 });
    h.session.stop();
    expect(h.session.getState()).toEqual({ status: "idle", volume: 0 });
  });
});

describe("VoiceSession: events of an old call", () => {
  const everything: VoiceEvent[] = [
    { type: "listening" },
    { type: "speech-start" },
    userSays("late words"),
    assistantSays("late reply"),
    { type: "volume", level: 0.9 },
    { type: "error", message: "late failure" },
    { type: "end" },
  ];

  it("are ignored after stop", async () => {
    const h = await connected();
    h.session.stop();
    h.listener.mockClear();
    for (const event of everything) h.emit(event, 0);
    expect(h.session.getState()).toEqual({ status: "idle", volume: 0 });
    expect(h.messages()).toEqual([["assistant", greeting]]);
    expect(h.chat.getState().error).toBeNull();
    expect(h.listener).not.toHaveBeenCalled();
  });

  it("are ignored after a new start, which carries on", async () => {
    const h = await connected();
    h.session.stop();
    await h.session.start();
    h.emit({ type: "listening" }, 1);
    for (const event of everything) h.emit(event, 0);
    expect(h.session.getState()).toEqual({ status: "connected", volume: 0 });
    expect(h.messages()).toEqual([["assistant", greeting]]);
    expect(h.chat.getState().error).toBeNull();
    h.emit(userSays("new words"), 1);
    expect(h.messages().at(-1)).toEqual(["user", "new words"]);
  });
});

describe("VoiceSession: subscribers", () => {
  it("are notified on each change of state", async () => {
    const h = setup();
    const seen: unknown[] = [];
    h.session.subscribe(() => seen.push(h.session.getState()));
    await h.session.start();
    h.emit({ type: "listening" });
    h.emit({ type: "volume", level: 0.5 });
    h.session.stop();
    expect(seen).toEqual([
      { status: "connecting", volume: 0 },
      { status: "connected", volume: 0 },
      { status: "connected", volume: 0.5 },
      { status: "idle", volume: 0 },
    ]);
  });

  it("are not notified for updates that change nothing", async () => {
    const h = setup();
    h.session.stop();
    expect(h.listener).not.toHaveBeenCalled();
    await h.session.start();
    h.emit({ type: "listening" });
    h.emit({ type: "listening" });
    h.emit({ type: "volume", level: 0.5 });
    h.emit({ type: "volume", level: 0.5 });
    h.emit({ type: "volume", level: 3 });
    h.emit({ type: "volume", level: 1 });
    expect(h.listener).toHaveBeenCalledTimes(4);
    h.session.stop();
    h.session.stop();
    expect(h.listener).toHaveBeenCalledTimes(5);
  });

  it("stop being notified once unsubscribed", async () => {
    const h = setup();
    const other = vi.fn();
    const unsubscribe = h.session.subscribe(other);
    unsubscribe();
    await h.session.start();
    expect(other).not.toHaveBeenCalled();
    expect(h.listener).toHaveBeenCalledTimes(1);
  });
});
