import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cannedReplyFor } from "./canned-replies";
import { fetchReply } from "./chat-client";
import { CHAT_REQUEST_TIMEOUT_MS } from "./limits";

type InvokeResult = { data: unknown; error: unknown };

// The supabase-js boundary: the real HTTP path is covered by the Playwright journeys.
const backend = vi.hoisted(() => ({
  invoke: vi.fn<(name: string, options: unknown) => Promise<InvokeResult>>(),
}));

vi.mock("~/lib/backend-client", () => ({
  getBackendClient: () => ({ functions: { invoke: backend.invoke } }),
}));

/** Runs fetchReply through its pause and returns the reply. */
async function replyTo(message: string): Promise<string> {
  const reply = fetchReply(message);
  await vi.advanceTimersByTimeAsync(800);
  return reply;
}

beforeAll(async () => {
  // Load the (mocked) module once, so a later dynamic import settles within microtasks and a
  // request made before the pause would show up while the fake clock stands at 799 ms.
  await import("~/lib/backend-client");
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
    await expect(reply).resolves.toBe("From the service.");
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
