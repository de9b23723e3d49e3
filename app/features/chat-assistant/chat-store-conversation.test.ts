// @vitest-environment happy-dom
// The chat store and the server's side of a conversation: its id, suggestions, ratings and spoken replies.
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { AssistantReply } from "../../../contracts/chat.ts";
import { activeSuggestions, createChatStore, type ReplyFetcher } from "./chat-store.ts";
import { manualFetcher, stored } from "./chat-store-test-utils.ts";

beforeEach(() => {
  window.sessionStorage.clear();
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

  it("rates an answer under the conversation it came from, after the server moved on to a new one", async () => {
    const sendFeedback = vi.fn();
    const store = createChatStore(
      vi
        .fn<ReplyFetcher>()
        .mockResolvedValueOnce({ response: "The 100th answer.", conversationId: "full", turnId: "t100" })
        .mockResolvedValueOnce({ response: "A new one.", conversationId: "next", turnId: "t1" }),
      sendFeedback,
    );
    await store.send("message 100");
    await store.send("message 101");
    expect(store.getState().conversationId).toBe("next");
    const [older, newer] = store.getState().messages.filter((message) => message.turnId);
    store.rate(older?.id ?? "", true);
    store.rate(newer?.id ?? "", false);
    expect(sendFeedback.mock.calls).toEqual([
      [{ conversationId: "full", turnId: "t100", helpful: true }],
      [{ conversationId: "next", turnId: "t1", helpful: false }],
    ]);
    // Through a reload too.
    expect(createChatStore(vi.fn<ReplyFetcher>()).getState().messages.at(-3)?.conversationId).toBe("full");
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
