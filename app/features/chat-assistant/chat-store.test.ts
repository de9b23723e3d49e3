// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { AssistantReply } from "./chat-client";
import {
  activeSuggestions,
  type ChatMessage,
  createChatStore,
  type ReplyFetcher,
  STORAGE_KEY,
} from "./chat-store";

const greeting = "Hi! I'm your AI assistant. How can I help you today?";

interface Deferred {
  message: string;
  resolve: (reply: AssistantReply) => void;
}

/** A fetcher whose replies the test settles by hand. */
function manualFetcher() {
  const pending: Deferred[] = [];
  const fetcher = vi.fn<ReplyFetcher>(
    (message) =>
      new Promise<AssistantReply>((resolve) => {
        pending.push({ message, resolve });
      }),
  );
  return { fetcher, pending };
}

const contents = (messages: readonly ChatMessage[]) =>
  messages.map((message) => [message.role, message.content]);

const stored = (): { messages: unknown; conversationId: unknown; handoff: unknown } =>
  JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? "null");
/** Storage as the store writes it, with these messages. */
const conversation = (messages: unknown[], conversationId: unknown = null) =>
  JSON.stringify({ messages, conversationId, handoff: null });
/** A fetcher answering every message with this plain (canned-like) reply. */
const replying = (response: string) => vi.fn<ReplyFetcher>().mockResolvedValue({ response });

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

describe("the server's conversation", () => {
  const answer = (details: Partial<AssistantReply> = {}): AssistantReply => ({
    response: "An answer.",
    conversationId: "conv-1",
    turnId: "turn-1",
    ...details,
  });

  it("keeps the conversationId from a reply, sends it next time and stores it", async () => {
    const fetcher = vi.fn<ReplyFetcher>().mockResolvedValue(answer());
    const store = createChatStore(fetcher);
    await store.send("SMS price to Qatar?");
    expect(fetcher).toHaveBeenLastCalledWith("SMS price to Qatar?", undefined);
    await store.send("and Kuwait?");
    expect(fetcher).toHaveBeenLastCalledWith("and Kuwait?", "conv-1");
    expect(stored().conversationId).toBe("conv-1");
    expect(createChatStore(fetcher).getState().conversationId).toBe("conv-1");
  });

  it("takes a new id when the server starts a new conversation, and keeps the old one after a canned reply", async () => {
    const fetcher = vi
      .fn<ReplyFetcher>()
      .mockResolvedValueOnce(answer())
      .mockResolvedValueOnce({ response: "Canned." })
      .mockResolvedValueOnce(answer({ conversationId: "conv-2" }));
    const store = createChatStore(fetcher);
    await store.send("one");
    await store.send("two");
    expect(store.getState().conversationId).toBe("conv-1");
    await store.send("three");
    expect(store.getState().conversationId).toBe("conv-2");
  });

  it("drops the conversationId and an open form on New conversation", async () => {
    const fetcher = vi.fn<ReplyFetcher>().mockResolvedValue(answer({ handoff: { name: "Ana" } }));
    const store = createChatStore(fetcher);
    await store.send("talk to sales");
    expect(store.getState().handoff).toEqual({ name: "Ana" });
    store.reset();
    expect(store.getState().conversationId).toBeNull();
    expect(store.getState().handoff).toBeNull();
    expect(stored()).toMatchObject({ conversationId: null, handoff: null });
    await store.send("hello again");
    expect(fetcher).toHaveBeenLastCalledWith("hello again", undefined);
  });

  it("keeps each answer's turnId, suggestions and handoff as received; a canned reply has none", async () => {
    const suggestions = ["SMS", "WhatsApp"];
    const fetcher = vi
      .fn<ReplyFetcher>()
      .mockResolvedValueOnce(answer({ suggestions, handoff: { email: "ana@acme.io" } }))
      .mockResolvedValueOnce({ response: "Canned." });
    const store = createChatStore(fetcher);
    await store.send("one");
    await store.send("two");
    const [, , first, , second] = store.getState().messages;
    expect(first).toMatchObject({ turnId: "turn-1", suggestions, handoff: { email: "ana@acme.io" } });
    expect(second).toEqual({ id: expect.any(String), role: "assistant", content: "Canned." });
  });

  it("opens the form on a handoff and closeHandoff takes it away (also from storage)", async () => {
    const store = createChatStore(vi.fn<ReplyFetcher>().mockResolvedValue(answer({ handoff: {} })));
    await store.send("a person please");
    expect(store.getState().handoff).toEqual({});
    expect(createChatStore(vi.fn<ReplyFetcher>()).getState().handoff).toEqual({});
    store.closeHandoff();
    expect(createChatStore(vi.fn<ReplyFetcher>()).getState().handoff).toBeNull();
  });
});

describe("suggestions", () => {
  it("shows only the latest answer's, and none while a reply is pending", async () => {
    const { fetcher, pending } = manualFetcher();
    const store = createChatStore(fetcher);
    const first = store.send("How much?");
    pending[0]?.resolve({ response: "Which?", turnId: "t1", suggestions: ["SMS", "Voice"] });
    await first;
    expect(activeSuggestions(store.getState())).toEqual(["SMS", "Voice"]);

    const second = store.send("SMS");
    expect(activeSuggestions(store.getState())).toEqual([]);
    pending[1]?.resolve({ response: "From 0.02 USD.", turnId: "t2" });
    await second;
    // The older answer keeps its suggestions in the record, but they are no longer offered.
    expect(store.getState().messages[2]?.suggestions).toEqual(["SMS", "Voice"]);
    expect(activeSuggestions(store.getState())).toEqual([]);
  });
});

describe("rate", () => {
  async function answered() {
    const sendFeedback = vi.fn();
    const store = createChatStore(
      vi
        .fn<ReplyFetcher>()
        .mockResolvedValueOnce({ response: "Answer.", conversationId: "c1", turnId: "t1" })
        .mockResolvedValueOnce({ response: "Canned." }),
      sendFeedback,
    );
    await store.send("question");
    const id = store.getState().messages.at(-1)?.id ?? "";
    return { store, sendFeedback, id };
  }

  it("sends one rating per answer and keeps the choice through a reload", async () => {
    const { store, sendFeedback, id } = await answered();
    store.rate(id, false);
    store.rate(id, true);
    store.rate(id, false);
    expect(sendFeedback).toHaveBeenCalledTimes(1);
    expect(sendFeedback).toHaveBeenCalledWith({ conversationId: "c1", turnId: "t1", helpful: false });
    expect(store.getState().messages.at(-1)?.helpful).toBe(false);
    const reloaded = createChatStore(vi.fn<ReplyFetcher>(), sendFeedback);
    expect(reloaded.getState().messages.at(-1)?.helpful).toBe(false);
    reloaded.rate(id, true);
    expect(sendFeedback).toHaveBeenCalledTimes(1);
  });

  it("ignores a canned reply, the visitor's own message and an unknown id", async () => {
    const { store, sendFeedback } = await answered();
    await store.send("second");
    const [, question, , , canned] = store.getState().messages;
    store.rate(canned?.id ?? "", true);
    store.rate(question?.id ?? "", true);
    store.rate("nope", true);
    expect(sendFeedback).not.toHaveBeenCalled();
  });
});

describe("acceptSpokenReply (the browser voice)", () => {
  it("records the conversation and handoff, says the form is on screen, and gives the message its details", () => {
    const store = createChatStore(vi.fn<ReplyFetcher>());
    const words = store.acceptSpokenReply(
      {
        response: "I can pass this to sales. ",
        conversationId: "c9",
        turnId: "t9",
        handoff: { name: "Ana" },
      },
      "The form is on screen.",
    );
    expect(words).toBe("I can pass this to sales. The form is on screen.");
    expect(store.getState()).toMatchObject({ conversationId: "c9", handoff: { name: "Ana" } });
    store.addMessage("assistant", words);
    expect(store.getState().messages.at(-1)).toMatchObject({ turnId: "t9", content: words });
    // Only that message: the next one is plain.
    store.addMessage("assistant", words);
    expect(store.getState().messages.at(-1)?.turnId).toBeUndefined();
  });

  it("says nothing extra without a handoff", () => {
    const store = createChatStore(vi.fn<ReplyFetcher>());
    expect(store.acceptSpokenReply({ response: "From 0.02 USD." }, "The form is on screen.")).toBe(
      "From 0.02 USD.",
    );
    expect(store.getState().handoff).toBeNull();
  });
});
