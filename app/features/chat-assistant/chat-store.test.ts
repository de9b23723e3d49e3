// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { assistantPanelTexts } from "~/content/assistant/panel/index.ts";
import { type ChatMessage, createChatStore, type ReplyFetcher, STORAGE_KEY } from "./chat-store.ts";
import {
  contents,
  conversation,
  greeting,
  manualFetcher,
  replying,
  stored,
} from "./chat-store-test-utils.ts";

beforeEach(() => {
  window.sessionStorage.clear();
});

describe("createChatStore: start", () => {
  it("starts with only the greeting, not sending, no error", () => {
    const store = createChatStore(vi.fn<ReplyFetcher>());
    const state = store.getState();
    expect(state.messages).toEqual([{ id: "greeting", role: "assistant", content: greeting }]);
    expect(state.sending).toBe(false);
    expect(state.error).toBeNull();
  });

  it.each([
    ["invalid JSON", "{not json"],
    ["an object", JSON.stringify({ messages: [] })],
    ["no messages", conversation([])],
    ["messages of the wrong shape", conversation([{ id: 1, role: "user", content: "hi" }])],
    ["an unknown role", conversation([{ id: "a", role: "system", content: "hi" }])],
    ["a missing content", conversation([{ id: "a", role: "user" }])],
    ["one bad message among good ones", conversation([{ id: "a", role: "user", content: "hi" }, null])],
    ["a string", JSON.stringify("hello")],
    ["the old format (a bare array)", JSON.stringify([{ id: "a", role: "user", content: "hi" }])],
    ["a numeric conversation id", conversation([{ id: "a", role: "user", content: "hi" }], 7)],
    [
      "suggestions that are not strings",
      conversation([{ id: "a", role: "assistant", content: "hi", suggestions: [1, 2] }]),
    ],
    [
      "a rating that is not a boolean",
      conversation([{ id: "a", role: "assistant", content: "hi", helpful: "yes" }]),
    ],
  ])("falls back to the greeting when storage holds %s", (_what, value) => {
    window.sessionStorage.setItem(STORAGE_KEY, value);
    const store = createChatStore(vi.fn<ReplyFetcher>());
    expect(contents(store.getState().messages)).toEqual([["assistant", greeting]]);
  });
});

describe("send", () => {
  it.each(["", "  ", "\n\t "])("ignores %j (the fetcher is not called)", async (text) => {
    const { fetcher } = manualFetcher();
    const store = createChatStore(fetcher);
    const listener = vi.fn();
    store.subscribe(listener);
    await store.send(text);
    expect(fetcher).not.toHaveBeenCalled();
    expect(listener).not.toHaveBeenCalled();
    expect(store.getState().messages).toHaveLength(1);
    expect(store.getState().sending).toBe(false);
  });

  it("shows the trimmed message at once and the reply when it arrives", async () => {
    const { fetcher, pending } = manualFetcher();
    const store = createChatStore(fetcher);
    const sent = store.send(" hello ");

    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledWith("hello", undefined);
    expect(contents(store.getState().messages)).toEqual([
      ["assistant", greeting],
      ["user", "hello"],
    ]);
    expect(store.getState().sending).toBe(true);

    pending[0]?.resolve({ response: "Hello! How can I help?" });
    await sent;
    expect(contents(store.getState().messages)).toEqual([
      ["assistant", greeting],
      ["user", "hello"],
      ["assistant", "Hello! How can I help?"],
    ]);
    expect(store.getState().sending).toBe(false);
    const ids = store.getState().messages.map((message) => message.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("ignores a second message while a reply is pending", async () => {
    const { fetcher, pending } = manualFetcher();
    const store = createChatStore(fetcher);
    const first = store.send("first");
    const second = store.send("second");
    await second;
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(contents(store.getState().messages)).toEqual([
      ["assistant", greeting],
      ["user", "first"],
    ]);
    pending[0]?.resolve({ response: "reply" });
    await first;
    expect(store.getState().messages.map((message) => message.content)).not.toContain("second");

    // Once the reply is in, the next message goes through.
    const third = store.send("third");
    expect(fetcher).toHaveBeenCalledTimes(2);
    pending[1]?.resolve({ response: "reply 3" });
    await third;
    expect(store.getState().messages.at(-1)?.content).toBe("reply 3");
  });

  it("clears the error notice", async () => {
    const { fetcher, pending } = manualFetcher();
    const store = createChatStore(fetcher);
    store.setError("Voice assistant is not available. Please refresh the page.");
    expect(store.getState().error).toBe("Voice assistant is not available. Please refresh the page.");
    const sent = store.send("hi");
    expect(store.getState().error).toBeNull();
    pending[0]?.resolve({ response: "hello" });
    await sent;
    expect(store.getState().error).toBeNull();
  });
});

describe("reset", () => {
  it("returns to only the greeting", async () => {
    const store = createChatStore(replying("reply"));
    await store.send("one");
    store.setError("Something failed.");
    store.reset();
    expect(contents(store.getState().messages)).toEqual([["assistant", greeting]]);
    expect(store.getState().error).toBeNull();
    expect(store.getState().sending).toBe(false);
    expect(stored().messages).toEqual([{ id: "greeting", role: "assistant", content: greeting }]);
  });

  it("drops a reply that was still pending from before the reset", async () => {
    const { fetcher, pending } = manualFetcher();
    const store = createChatStore(fetcher);
    const old = store.send("old question");
    store.reset();
    expect(store.getState().sending).toBe(false);

    // A new conversation can start at once, and the late old reply lands nowhere.
    const fresh = store.send("new question");
    expect(fetcher).toHaveBeenCalledTimes(2);
    pending[0]?.resolve({ response: "stale reply" });
    await old;
    expect(contents(store.getState().messages)).toEqual([
      ["assistant", greeting],
      ["user", "new question"],
    ]);
    expect(store.getState().sending).toBe(true);

    pending[1]?.resolve({ response: "fresh reply" });
    await fresh;
    expect(contents(store.getState().messages)).toEqual([
      ["assistant", greeting],
      ["user", "new question"],
      ["assistant", "fresh reply"],
    ]);
    expect(store.getState().sending).toBe(false);
  });
});

describe("other updates", () => {
  it("removeMessage removes the message with that id only", () => {
    const store = createChatStore(vi.fn<ReplyFetcher>());
    const first = store.addMessage("user", "first");
    const second = store.addMessage("assistant", "second");
    store.removeMessage(first.id);
    expect(store.getState().messages.map((message) => message.id)).toEqual(["greeting", second.id]);
    store.removeMessage("no-such-id");
    expect(store.getState().messages).toHaveLength(2);
  });

  it("setError sets and clears the notice", () => {
    const store = createChatStore(vi.fn<ReplyFetcher>());
    store.setError("No microphone.");
    expect(store.getState().error).toBe("No microphone.");
    store.setError(null);
    expect(store.getState().error).toBeNull();
  });

  it("notifies subscribers of every change until they unsubscribe", async () => {
    const store = createChatStore(replying("reply"));
    const seen: boolean[] = [];
    const listener = vi.fn(() => seen.push(store.getState().sending));
    const unsubscribe = store.subscribe(listener);
    await store.send("hi");
    // user message, sending on, then the reply with sending off in one change (no frame without either).
    expect(listener).toHaveBeenCalledTimes(3);
    expect(seen).toEqual([false, true, false]);
    store.setError("x");
    expect(listener).toHaveBeenCalledTimes(4);
    unsubscribe();
    store.setError(null);
    store.reset();
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it("getState returns a new object after a change (for useSyncExternalStore)", () => {
    const store = createChatStore(vi.fn<ReplyFetcher>());
    const before = store.getState();
    expect(store.getState()).toBe(before);
    store.addMessage("user", "hi");
    expect(store.getState()).not.toBe(before);
    expect(before.messages).toHaveLength(1);
  });
});

describe("sessionStorage", () => {
  it("saves the conversation and a new store loads it", async () => {
    const store = createChatStore(replying("Hello!"));
    await store.send("hi");
    const messages = store.getState().messages;
    expect(stored().messages).toEqual(messages);

    const reloaded = createChatStore(vi.fn<ReplyFetcher>());
    expect(reloaded.getState().messages).toEqual(messages);
    expect(reloaded.getState().sending).toBe(false);
  });

  it("saves removals", () => {
    const store = createChatStore(vi.fn<ReplyFetcher>());
    const message = store.addMessage("user", "oops");
    store.removeMessage(message.id);
    expect(createChatStore(vi.fn<ReplyFetcher>()).getState().messages).toEqual([
      { id: "greeting", role: "assistant", content: greeting },
    ]);
  });

  it("keeps at most the last 60 messages in storage", () => {
    const store = createChatStore(vi.fn<ReplyFetcher>());
    for (let i = 1; i <= 70; i += 1) store.addMessage("user", `message ${i}`);
    expect(store.getState().messages).toHaveLength(71);
    const saved = stored().messages as ChatMessage[];
    expect(saved).toHaveLength(60);
    expect(saved[0]?.content).toBe("message 11");
    expect(saved.at(-1)?.content).toBe("message 70");
  });

  it("keeps working when storage refuses writes", async () => {
    const setItem = vi.spyOn(window.sessionStorage, "setItem").mockImplementation(() => {
      throw new DOMException("Quota exceeded", "QuotaExceededError");
    });
    const store = createChatStore(replying("reply"));
    await store.send("hi");
    expect(setItem).toHaveBeenCalled();
    setItem.mockRestore();
    expect(contents(store.getState().messages)).toEqual([
      ["assistant", greeting],
      ["user", "hi"],
      ["assistant", "reply"],
    ]);
  });
});

describe("the greeting", () => {
  // The store shows the raw text, unfilled, so that evaluating the panel's chunk formats nothing.
  it.each(Object.entries(assistantPanelTexts))("in %s has no placeholder to fill", (_locale, texts) => {
    expect(texts.greeting).not.toMatch(/\{\w+\}/);
  });
});
