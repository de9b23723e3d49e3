import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { readChatReply } from "../../../contracts/chat.ts";
import { cannedReplyFor } from "./canned-replies.ts";
import { askAssistant, fetchReply, sendFeedback } from "./chat-client.ts";
import { CHAT_REQUEST_TIMEOUT_MS } from "./limits.ts";

type InvokeResult = { data: unknown; error: unknown };

// The supabase-js boundary: the real HTTP path is covered by the Playwright journeys.
const backend = vi.hoisted(() => ({
  invoke: vi.fn<(name: string, options: unknown) => Promise<InvokeResult>>(),
}));

vi.mock("~/lib/backend-client", () => ({
  getBackendClient: () => ({ functions: { invoke: backend.invoke } }),
}));

/** Runs fetchReply through its pause and returns the reply's text. */
async function replyTo(message: string): Promise<string> {
  const reply = fetchReply(message);
  await vi.advanceTimersByTimeAsync(800);
  return (await reply).response;
}

beforeAll(async () => {
  // Load the (mocked) module once, so a later dynamic import settles within microtasks and a
  // request made before the pause would show up while the fake clock stands at 799 ms.
  await import("~/lib/backend-client.ts");
});

beforeEach(() => {
  vi.useFakeTimers();
  backend.invoke.mockReset();
  backend.invoke.mockResolvedValue({ data: { response: "From the service." }, error: null });
});

afterEach(() => {
  vi.useRealTimers();
});

describe("fetchReply", () => {
  it("waits 800 ms before calling the chat function", async () => {
    const reply = fetchReply("Tell me about RCS");
    await vi.advanceTimersByTimeAsync(799);
    expect(backend.invoke).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(backend.invoke).toHaveBeenCalledTimes(1);
    await expect(reply).resolves.toEqual({ response: "From the service." });
    expect(backend.invoke).toHaveBeenCalledWith("chat", {
      body: { message: "Tell me about RCS" },
      timeout: CHAT_REQUEST_TIMEOUT_MS,
    });
  });

  it("gives the request a timeout of a few seconds, not none", async () => {
    await replyTo("hi");
    const options = backend.invoke.mock.calls[0]?.[1] as { timeout?: unknown };
    expect(options.timeout).toEqual(expect.any(Number));
    expect(options.timeout).toBeGreaterThanOrEqual(1000);
    expect(options.timeout).toBeLessThanOrEqual(60_000);
  });

  it("returns the service's response when it is a non-empty string", async () => {
    backend.invoke.mockResolvedValue({
      data: { response: "**WhatsApp** works.", sources: [] },
      error: null,
    });
    await expect(replyTo("whatsapp")).resolves.toBe("**WhatsApp** works.");
  });

  it("returns the canned reply when the function answers with an error", async () => {
    backend.invoke.mockResolvedValue({
      data: { response: "ignored because of the error" },
      error: new Error("Edge Function returned a non-2xx status code"),
    });
    await expect(replyTo("What does SMS cost?")).resolves.toBe(cannedReplyFor("What does SMS cost?").reply);
  });

  it.each([
    ["no data", null],
    ["no response", {}],
    ["an empty response", { response: "" }],
    ["a blank response", { response: "   \n" }],
    ["a number", { response: 42 }],
    ["an object", { response: { text: "hi" } }],
    ["a string body", "plain text"],
  ])("returns the canned reply for %s", async (_what, data) => {
    backend.invoke.mockResolvedValue({ data, error: null });
    await expect(replyTo("Tell me about voice")).resolves.toBe(cannedReplyFor("Tell me about voice").reply);
  });

  it("returns the canned reply when invoke throws", async () => {
    backend.invoke.mockRejectedValue(new TypeError("Failed to fetch"));
    const reply = await replyTo("pricing please");
    expect(reply).toBe(cannedReplyFor("pricing please").reply);
    expect(reply).toContain("/services/sms-services/pricing");
  });
});

describe("the conversation and the reply's details", () => {
  it("sends the conversationId with the message when there is one", async () => {
    const reply = fetchReply("and Kuwait?", "conv-1");
    await vi.advanceTimersByTimeAsync(800);
    await reply;
    expect(backend.invoke).toHaveBeenCalledWith("chat", {
      body: { message: "and Kuwait?", conversationId: "conv-1" },
      timeout: CHAT_REQUEST_TIMEOUT_MS,
    });
  });

  it("returns the whole reply: conversationId, turnId, suggestions and handoff", async () => {
    backend.invoke.mockResolvedValue({
      data: {
        response: "Which channel?",
        sources: [],
        conversationId: "conv-2",
        turnId: "turn-9",
        suggestions: ["SMS prices", "WhatsApp prices"],
        handoff: { name: "Ana", email: "ana@acme.io", company: 7 },
      },
      error: null,
    });
    await expect(askAssistant("How much?")).resolves.toEqual({
      response: "Which channel?",
      conversationId: "conv-2",
      turnId: "turn-9",
      suggestions: ["SMS prices", "WhatsApp prices"],
      // A field of the wrong type is left out, the rest kept.
      handoff: { name: "Ana", email: "ana@acme.io" },
    });
  });

  it("gives a canned reply no conversation, turn or suggestions", async () => {
    backend.invoke.mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(askAssistant("sms", "conv-1")).resolves.toEqual({ response: cannedReplyFor("sms").reply });
  });

  it.each([
    ["one suggestion", ["only"]],
    ["not an array", "SMS, WhatsApp"],
  ])("drops suggestions that break the contract (%s)", (_what, suggestions) => {
    expect(readChatReply({ response: "x", suggestions })?.suggestions).toBeUndefined();
  });

  it("keeps at most four suggestions and drops those over 60 characters or blank", () => {
    const long = "x".repeat(61);
    expect(
      readChatReply({ response: "x", suggestions: ["a", long, " ", "b", "c", "d", "e"] })?.suggestions,
    ).toEqual(["a", "b", "c", "d"]);
  });

  it("keeps an empty handoff: the form opens with nothing pre-filled", () => {
    expect(readChatReply({ response: "x", handoff: {} })?.handoff).toEqual({});
  });
});

describe("sendFeedback", () => {
  it("posts the rating to the chat-feedback function", async () => {
    backend.invoke.mockResolvedValue({ data: null, error: null });
    await sendFeedback({ conversationId: "c", turnId: "t", helpful: false });
    expect(backend.invoke).toHaveBeenCalledWith("chat-feedback", {
      body: { conversationId: "c", turnId: "t", helpful: false },
      timeout: CHAT_REQUEST_TIMEOUT_MS,
    });
  });

  it("never throws when the service is unreachable", async () => {
    backend.invoke.mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(sendFeedback({ conversationId: "c", turnId: "t", helpful: true })).resolves.toBeUndefined();
  });
});
