import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  closedPortBaseUrl,
  completion,
  type OpenAiStub,
  requestJson,
  startOpenAiStub,
} from "../../tests/support/openai-stub.ts";
import { createLlmClient, LlmError, type LlmErrorReason } from "./llm-client.ts";

const apiKey = "sk-test-secret-key-1234567890";
const messages = [
  { role: "system" as const, content: "You are a test." },
  { role: "user" as const, content: "Hello?" },
];

let stub: OpenAiStub;

beforeEach(async () => {
  stub = await startOpenAiStub();
});

afterEach(async () => {
  await stub.close();
});

const client = (options: Parameters<typeof createLlmClient>[1] = {}, baseUrl = stub.baseUrl) =>
  createLlmClient({ baseUrl, apiKey, model: "test-model" }, options);

async function rejection(promise: Promise<unknown>, reason: LlmErrorReason): Promise<LlmError> {
  const error = await promise.then(
    () => {
      throw new Error("Expected the call to reject.");
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(LlmError);
  const llmError = error as LlmError;
  expect(llmError.reason).toBe(reason);
  expect(llmError.message).not.toContain(apiKey);
  expect(llmError.message).toMatch(/^The LLM .+\.$/);
  return llmError;
}

describe("createLlmClient: a normal reply", () => {
  it("POSTs an OpenAI chat-completions request and resolves with the trimmed content", async () => {
    stub.respond({ json: completion("  Relaywave sends SMS.\n") });
    await expect(client().complete(messages)).resolves.toBe("Relaywave sends SMS.");

    expect(stub.requests).toHaveLength(1);
    const [request] = stub.requests;
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe("/v1/chat/completions");
    expect(request?.headers.authorization).toBe(`Bearer ${apiKey}`);
    expect(request?.headers["content-type"]).toContain("application/json");
    expect(requestJson(request)).toEqual({
      model: "test-model",
      messages,
      max_tokens: 350,
      temperature: 0.2,
      stream: false,
    });
  });

  it("sends the configured max_tokens and tolerates a trailing slash on the base URL", async () => {
    await client({ maxTokens: 99 }, `${stub.baseUrl}/`).complete(messages);
    expect(stub.requests[0]?.url).toBe("/v1/chat/completions");
    expect(requestJson(stub.requests[0]).max_tokens).toBe(99);
  });

  it("sends only role and content of each message", async () => {
    const extra = [{ role: "user" as const, content: "Hi", name: "x" }];
    await client().complete(extra);
    expect(requestJson(stub.requests[0]).messages).toEqual([{ role: "user", content: "Hi" }]);
  });
});

describe("createLlmClient: failures", () => {
  it("rejects with reason timeout soon after timeoutMs when the upstream is slow", async () => {
    stub.respond({ json: completion("too late"), delayMs: 3000 });
    const started = performance.now();
    await rejection(client({ timeoutMs: 200 }).complete(messages), "timeout");
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(190);
    expect(elapsed).toBeLessThan(1000);
  });

  it.each([
    ["an answer", {}],
    ["an HTTP error", { status: 500 }],
  ])("clears its timeout timer after %s", async (_what, reply) => {
    stub.respond(reply);
    const setSpy = vi.spyOn(globalThis, "setTimeout");
    const clearSpy = vi.spyOn(globalThis, "clearTimeout");
    await client({ timeoutMs: 4321 })
      .complete(messages)
      .catch(() => {});
    const index = setSpy.mock.calls.findIndex((call) => call[1] === 4321);
    expect(index).toBeGreaterThanOrEqual(0);
    expect(clearSpy.mock.calls.map((call) => call[0])).toContain(setSpy.mock.results[index]?.value);
  });

  it("rejects with reason http and the status for a 500", async () => {
    stub.respond({ status: 500, json: { error: { message: "boom" } } });
    const error = await rejection(client().complete(messages), "http");
    expect(error.status).toBe(500);
  });

  it("rejects with reason http for a 401 without echoing the key", async () => {
    stub.respond({ status: 401, json: { error: { message: `Incorrect API key provided: ${apiKey}` } } });
    const error = await rejection(client().complete(messages), "http");
    expect(error.status).toBe(401);
  });

  it("rejects with reason malformed for a body that is not JSON", async () => {
    stub.respond({ body: "<html>Bad gateway</html>" });
    await rejection(client().complete(messages), "malformed");
  });

  it.each([
    ["without choices", { id: "x" }],
    ["with empty choices", { choices: [] }],
    ["with a choice without a message", { choices: [{ index: 0 }] }],
    ["with non-text content", { choices: [{ message: { role: "assistant", content: 42 } }] }],
    ["that is an array", [1, 2]],
  ])("rejects with reason malformed for JSON %s", async (_what, json) => {
    stub.respond({ json });
    await rejection(client().complete(messages), "malformed");
  });

  it.each([
    ["empty", ""],
    ["blank", "  \n "],
    ["null", null],
  ])("rejects with reason empty for %s content", async (_what, content) => {
    stub.respond({ json: completion(content) });
    await rejection(client().complete(messages), "empty");
  });

  it("rejects with reason network when nothing listens", async () => {
    const error = await rejection(client({}, await closedPortBaseUrl()).complete(messages), "network");
    expect(error.message).toContain("ECONNREFUSED");
  });

  it("rejects with reason network when fetch itself throws", async () => {
    const failingFetch = (() => Promise.reject(new TypeError("fetch failed"))) as typeof fetch;
    await rejection(client({ fetch: failingFetch }).complete(messages), "network");
  });
});
